import path from 'node:path';
import { exifOrientation, orientRaster, swapsSides } from './exifOrientation';
import { decodeRaster, encodeRaster, imageDimensions, RESIZABLE_TYPES, type GalleryImageType } from './imageCodec';
import { IMAGE_SIZE_RULES, planSize, resizeRaster, type Raster, type SizeRule } from './imageResize';
import { detectImageType, MARKER_EXTENSIONS } from './markerImage';

/** Sub-folder of the uploads folder that holds image-field uploads and their sizes. */
export const MEDIA_FOLDER = 'media';

/** Largest image decoded to make sizes: 40 megapixels (about 160 MB of RGBA pixels). */
const MEDIA_MAX_MEGAPIXELS = 40;

/** Why an upload was refused, with the HTTP status to answer. */
export class ImageRefusal extends Error {
  constructor(message: string, readonly status = 400) {
    super(message);
    this.name = 'ImageRefusal';
  }
}

const LABEL: Record<GalleryImageType, string> = { png: 'PNG', jpeg: 'JPEG', gif: 'GIF', webp: 'WebP' };

/**
 * Checks an upload for an image field: the bytes must be PNG, JPEG, GIF or WebP (read from the
 * content, never trusted from the name), the extension must agree, and the image must not
 * exceed the pixel limit. Throws an `ImageRefusal` naming the problem.
 */
function checkGalleryUpload(filename: string, bytes: Buffer): { type: GalleryImageType; width: number; height: number } {
  const detected = detectImageType(bytes);
  const extension = path.extname(filename).slice(1).toLowerCase();
  if (detected === 'svg') throw new ImageRefusal('SVG files cannot be used in image fields: upload a PNG, JPEG, GIF or WebP image.', 415);
  if (!detected) throw new ImageRefusal('The file is not a PNG, JPEG, GIF or WebP image.', 415);
  if (!MARKER_EXTENSIONS[detected].includes(extension)) {
    throw new ImageRefusal(`The file's extension (${extension ? `.${extension}` : 'none'}) does not match its content (${LABEL[detected]} image).`);
  }
  const size = imageDimensions(bytes, detected);
  if (!size) throw new ImageRefusal(`The ${LABEL[detected]} image could not be read: the file is damaged.`);
  if (size.width * size.height > MEDIA_MAX_MEGAPIXELS * 1_000_000) {
    throw new ImageRefusal(`The image is too large: ${size.width}×${size.height} pixels (at most ${MEDIA_MAX_MEGAPIXELS} megapixels).`, 413);
  }
  return { type: detected, ...size };
}

/** One generated size of an image, encoded in the original's format. */
interface PreparedSize {
  size: keyof typeof IMAGE_SIZE_RULES;
  width: number;
  height: number;
  bytes: Uint8Array;
}

/** An image-field upload checked and resized, ready to be written. */
export interface PreparedImage {
  type: GalleryImageType;
  /** Dimensions as browsers show the image (after its EXIF orientation). */
  width: number;
  height: number;
  /** The thumbnail and medium sizes the image is larger than. */
  sizes: PreparedSize[];
}

/**
 * The CPU work of an image-field upload: checks the file (see {@link checkGalleryUpload}),
 * decodes a PNG or JPEG, turns it by its EXIF orientation and makes its thumbnail (150 × 150
 * crop) and medium (within 300 × 300) sizes. GIF and WebP (no pure-JS codec here) get no sizes:
 * theirs fall back to the full image (spec 3). Seconds of work for a large photo, so the server
 * runs it on an upload worker thread, never on the event loop.
 */
export function prepareGalleryImage(filename: string, bytes: Buffer): PreparedImage {
  const { type, width, height } = checkGalleryUpload(filename, bytes);
  // Browsers show a JPEG turned by its EXIF orientation: the sizes and dimensions follow that.
  const orientation = type === 'jpeg' ? exifOrientation(bytes) : 1;
  const shown = swapsSides(orientation) ? { width: height, height: width } : { width, height };
  if (!RESIZABLE_TYPES.has(type)) return { type, ...shown, sizes: [] };
  let raster: Raster;
  try {
    raster = orientRaster(decodeRaster(bytes, type, MEDIA_MAX_MEGAPIXELS), orientation);
  } catch {
    throw new ImageRefusal(`The ${LABEL[type]} image could not be read: the file is damaged.`);
  }
  const sizes: PreparedSize[] = [];
  for (const [size, rule] of Object.entries(IMAGE_SIZE_RULES) as Array<[keyof typeof IMAGE_SIZE_RULES, SizeRule]>) {
    const plan = planSize(raster.width, raster.height, rule);
    if (!plan) continue;
    // A copy with a buffer of its own: small encoder outputs share Node's pool, which cannot be transferred.
    const encoded = encodeRaster(resizeRaster(raster, plan), type);
    sizes.push({ size, width: plan.width, height: plan.height, bytes: Uint8Array.from(encoded) });
  }
  return { type, ...shown, sizes };
}
