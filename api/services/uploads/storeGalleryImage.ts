import { randomBytes } from 'node:crypto';
import path from 'node:path';
import type { StoredImage } from '../../repositories/mediaRepository';
import type { FileStorage } from '../../storage/FileStorage';
import { MEDIA_FOLDER } from './galleryImage';
import type { GalleryImageType } from './imageCodec';
import { runUploadJob } from './uploadWorkers';

/*
 * The main thread's side of an image-field upload: the worker checks and resizes it
 * (`galleryImage.ts`, which the workers load), this stores what they made. Apart, so the code the
 * workers run never imports the pool that starts them.
 */

const MIME: Record<GalleryImageType, string> = { png: 'image/png', jpeg: 'image/jpeg', gif: 'image/gif', webp: 'image/webp' };

/** A file name safe on every file system and in a URL, keeping a hint of the original. */
function storedBase(original: string): string {
  const base = path.basename(original).replace(/\.[^.]*$/, '').toLowerCase()
    .replace(/[^a-z0-9_-]+/g, '-').replace(/^-+|-+$/g, '').slice(0, 60) || 'image';
  return `${base}-${randomBytes(4).toString('hex')}`;
}

/**
 * Stores an image-field upload under `media/` with the sizes made from it, named like
 * WordPress's (`photo-ab12cd34-150x150.jpg`). The checking, decoding and resizing run on an
 * upload worker thread, so a large photo never holds the event loop.
 */
export async function storeGalleryImage(storage: FileStorage, filename: string, bytes: Buffer): Promise<StoredImage> {
  const prepared = await runUploadJob({ kind: 'galleryImage', filename, bytes });
  const extension = path.extname(filename).slice(1).toLowerCase();
  const base = storedBase(filename);
  const url = (file: string) => `/uploads/${MEDIA_FOLDER}/${file}`;
  const file = `${base}.${extension}`;
  const written: string[] = [];
  const create = async (key: string, content: Uint8Array) => {
    await storage.create(key, content);
    written.push(key);
  };
  const image: StoredImage = {
    name: path.basename(filename), file, mime: MIME[prepared.type], bytes: bytes.length,
    sizes: { full: { url: url(file), width: prepared.width, height: prepared.height } },
  };
  try {
    await create(`${MEDIA_FOLDER}/${file}`, bytes);
    for (const sized of prepared.sizes) {
      const sizedFile = `${base}-${sized.width}x${sized.height}.${extension}`;
      await create(`${MEDIA_FOLDER}/${sizedFile}`, sized.bytes);
      image.sizes[sized.size] = { url: url(sizedFile), width: sized.width, height: sized.height };
    }
  } catch (error) {
    // A disk that fills up between two sizes leaves no image half-stored: all of it goes.
    await Promise.all(written.map((key) => storage.remove(key).catch(() => false)));
    throw error;
  }
  return image;
}
