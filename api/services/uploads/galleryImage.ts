import { randomBytes } from 'node:crypto';
import { mkdir, writeFile } from 'node:fs/promises';
import path from 'node:path';
import { exifOrientation, orientRaster, swapsSides } from './exifOrientation';
import { decodeRaster, encodeRaster, imageDimensions, RESIZABLE_TYPES, type GalleryImageType } from './imageCodec';
import { IMAGE_SIZE_RULES, planSize, resizeRaster, type Raster } from './imageResize';
import { detectImageType, MARKER_EXTENSIONS } from './markerImage';

/** Sub-folder of the uploads folder that holds image-field uploads and their sizes. */
export const MEDIA_FOLDER = 'media';

/** Largest image decoded to make sizes: 40 megapixels (about 160 MB of RGBA pixels). */
export const MEDIA_MAX_MEGAPIXELS = 40;

/** One stored size of an image. */
export interface StoredSize {
  url: string;
  width: number;
  height: number;
}

/** An image stored for image fields, before it has a database id. */
export interface StoredImage {
  /** The name it was uploaded as, without folder (what the media picker shows and searches). */
  name: string;
  /** The stored file name of the full size. */
  file: string;
  mime: string;
  bytes: number;
  /** Full always; thumbnail and medium only when the original was larger than those sizes. */
  sizes: { full: StoredSize; thumbnail?: StoredSize; medium?: StoredSize };
}

/** Why an upload was refused, with the HTTP status to answer. */
export class ImageRefusal extends Error {
  constructor(message: string, readonly status = 400) {
    super(message);
    this.name = 'ImageRefusal';
  }
}

const MIME: Record<GalleryImageType, string> = { png: 'image/png', jpeg: 'image/jpeg', gif: 'image/gif', webp: 'image/webp' };
const LABEL: Record<GalleryImageType, string> = { png: 'PNG', jpeg: 'JPEG', gif: 'GIF', webp: 'WebP' };

/** A file name safe on every file system and in a URL, keeping a hint of the original. */
function storedBase(original: string): string {
  const base = path.basename(original).replace(/\.[^.]*$/, '').toLowerCase()
    .replace(/[^a-z0-9_-]+/g, '-').replace(/^-+|-+$/g, '').slice(0, 60) || 'image';
  return `${base}-${randomBytes(4).toString('hex')}`;
}

/**
 * Checks an upload for an image field: the bytes must be PNG, JPEG, GIF or WebP (read from the
 * content, never trusted from the name), the extension must agree, and the image must not
 * exceed the pixel limit. Throws an `ImageRefusal` naming the problem.
 */
export function checkGalleryUpload(filename: string, bytes: Buffer): { type: GalleryImageType; width: number; height: number } {
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

/**
 * Stores an image-field upload in `{uploadsDir}/media/` with its thumbnail (150 × 150 crop) and
 * medium (within 300 × 300) sizes, named like WordPress's (`photo-ab12cd34-150x150.jpg`). PNG
 * and JPEG are resized; GIF and WebP (no pure-JS codec here) are kept as they are and their
 * sizes fall back to the full image (spec 3).
 */
export async function storeGalleryImage(uploadsDir: string, filename: string, bytes: Buffer): Promise<StoredImage> {
  const { type, width, height } = checkGalleryUpload(filename, bytes);
  const extension = path.extname(filename).slice(1).toLowerCase();
  const base = storedBase(filename);
  const folder = path.join(uploadsDir, MEDIA_FOLDER);
  const url = (file: string) => `/uploads/${MEDIA_FOLDER}/${file}`;
  let raster: Raster | undefined;
  // Browsers show a JPEG turned by its EXIF orientation: the sizes and dimensions follow that.
  const orientation = type === 'jpeg' ? exifOrientation(bytes) : 1;
  if (RESIZABLE_TYPES.has(type)) {
    try {
      raster = orientRaster(decodeRaster(bytes, type, MEDIA_MAX_MEGAPIXELS), orientation);
    } catch {
      throw new ImageRefusal(`The ${LABEL[type]} image could not be read: the file is damaged.`);
    }
  }
  await mkdir(folder, { recursive: true });
  const file = `${base}.${extension}`;
  await writeFile(path.join(folder, file), bytes, { flag: 'wx' });
  const image: StoredImage = {
    name: path.basename(filename), file, mime: MIME[type], bytes: bytes.length, sizes: { full: { url: url(file), width: swapsSides(orientation) ? height : width, height: swapsSides(orientation) ? width : height } },
  };
  if (!raster) return image;
  for (const [size, rule] of Object.entries(IMAGE_SIZE_RULES) as Array<[keyof typeof IMAGE_SIZE_RULES, typeof IMAGE_SIZE_RULES[keyof typeof IMAGE_SIZE_RULES]]>) {
    const plan = planSize(raster.width, raster.height, rule);
    if (!plan) continue;
    const sized = `${base}-${plan.width}x${plan.height}.${extension}`;
    await writeFile(path.join(folder, sized), encodeRaster(resizeRaster(raster, plan), type), { flag: 'wx' });
    image.sizes[size] = { url: url(sized), width: plan.width, height: plan.height };
  }
  return image;
}
