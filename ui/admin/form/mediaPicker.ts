import { normalizeImage, type ImageValue } from '../../../domain/index';
import type { MediaImage } from '../../data/index';

/** Images per page of the media picker: four rows of three. */
export const MEDIA_PAGE_SIZE = 12;

/** How many pages a list of `total` images takes (at least one, so "Page 1 of 1" reads right). */
export function pageCount(total: number, perpage: number = MEDIA_PAGE_SIZE): number {
  return Math.max(1, Math.ceil(total / perpage));
}

/** The gallery value of a library image: its sizes, missing ones falling back to full (spec 3). */
export function imageValueOf(media: MediaImage): ImageValue {
  return normalizeImage({ full: media.full, thumbnail: media.thumbnail, medium: media.medium, sizes: media.sizes });
}

/**
 * The picked images in the order they were picked, adding or removing one; kept as whole images
 * so picks survive paging and searching away from them.
 */
export function togglePick(picked: readonly MediaImage[], image: MediaImage): MediaImage[] {
  return picked.some((entry) => entry.id === image.id) ? picked.filter((entry) => entry.id !== image.id) : [...picked, image];
}

const SIZE_NAMES = [['thumbnail', 'Thumbnail'], ['medium', 'Medium'], ['full', 'Full']] as const;

/**
 * The sizes an image has, for the administrator to see what the upload produced, e.g.
 * "Thumbnail 150×150, Medium 300×200, Full 1200×800". Sizes without known dimensions are left
 * out (an image added by address has none); '' when none is known.
 */
export function describeSizes(image: ImageValue): string {
  return SIZE_NAMES.flatMap(([key, label]) => {
    const size = image.sizes?.[key];
    return size?.width && size.height ? [`${label} ${size.width}×${size.height}`] : [];
  }).join(', ');
}
