import type { ImageSize } from './record';

/**
 * An image of the site's media library as the API answers it: an image-field value (full,
 * thumbnail and medium addresses, which fall back to the full image) plus its id, the name it
 * was uploaded as, its type, size in bytes and upload time (ISO 8601).
 */
export interface MediaImage {
  id: number;
  name: string;
  mime: string;
  bytes: number;
  full: string;
  thumbnail: string;
  medium: string;
  /** Full always; thumbnail and medium only when the original was larger than those sizes. */
  sizes: { full: ImageSize; thumbnail?: ImageSize; medium?: ImageSize };
  uploaded: string;
}

/** One page of the media library, newest first (`GET media?search=&page=&perpage=`). */
export interface MediaPage {
  images: MediaImage[];
  /** Images matching the search, over every page. */
  total: number;
  page: number;
  perpage: number;
}
