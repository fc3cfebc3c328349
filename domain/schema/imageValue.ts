import type { ImageSize, ImageValue } from '../record/record';

/** Drops the scheme so images load over whichever protocol the page uses. */
export function protocolRelativeUrl(url: string): string {
  return url.replace(/^https?:(?=\/\/)/i, '');
}

function sizeWithUrl(size: ImageSize | undefined): ImageSize | undefined {
  if (!size) return undefined;
  return { ...size, url: protocolRelativeUrl(size.url) };
}

/**
 * Completes an image of an image field: a missing thumbnail or medium size falls back to the full
 * image, and every URL is made protocol-relative.
 */
export function normalizeImage(image: Partial<ImageValue> & { full: string }): ImageValue {
  const full = protocolRelativeUrl(image.full);
  const normalized: ImageValue = {
    ...image,
    full,
    thumbnail: image.thumbnail ? protocolRelativeUrl(image.thumbnail) : full,
    medium: image.medium ? protocolRelativeUrl(image.medium) : full,
  };
  if (image.sizes) {
    normalized.sizes = {
      full: sizeWithUrl(image.sizes.full),
      thumbnail: sizeWithUrl(image.sizes.thumbnail),
      medium: sizeWithUrl(image.sizes.medium),
    };
  }
  return normalized;
}
