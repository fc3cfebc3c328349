import type { FastifyInstance, FastifyReply } from 'fastify';
import multipart from '@fastify/multipart';
import type { Database } from '../../db/Database';
import { requireAdmin } from '../../auth/sessions';
import { wpErrorBody } from '../../errors';
import { insertMedia, listMedia } from '../../repositories/mediaRepository';
import { ImageRefusal } from '../../services/uploads/galleryImage';
import { storeGalleryImage } from '../../services/uploads/storeGalleryImage';
import type { FileStorage } from '../../storage/FileStorage';
import { readUpload } from './readUpload';
import { fileSchemas } from './routeSchemas/files';

/** Largest image-field upload: 8 MiB (a phone photo; larger ones should be exported smaller). */
const MEDIA_MAX_BYTES = 8 * 1024 * 1024;

/** Largest page of the media library. */
const MAX_PERPAGE = 100;

/** Options of the media routes. */
interface MediaRouteOptions {
  db: Database;
  /** Where uploads are stored (served at `/uploads/`). */
  storage: FileStorage;
  maxBytes?: number;
}

function refuse(reply: FastifyReply, message: string, status = 400) {
  return reply.code(status).send({ ...wpErrorBody(status, 'rest_invalid_image', message), error: message });
}

function positiveInteger(raw: unknown, fallback: number, max = Number.MAX_SAFE_INTEGER): number {
  const value = Number(raw);
  return Number.isInteger(value) && value >= 1 ? Math.min(value, max) : fallback;
}

/**
 * `POST media`: one image for an image field, as multipart (field `file`); answers
 * `{ image: MediaImage }` with the thumbnail and medium sizes made from it, or an error body
 * (`message` and `error`) naming what is wrong: not an image, a spoofed extension, too many
 * bytes (413) or pixels (413). `GET media?search=&page=&perpage=`: the site's uploaded images,
 * newest first, `{ images, total, page, perpage }`, for the media picker.
 */
export async function mediaRoutes(app: FastifyInstance, { db, storage, maxBytes = MEDIA_MAX_BYTES }: MediaRouteOptions): Promise<void> {
  await app.register(multipart, { limits: { fileSize: maxBytes, files: 1, fields: 10 } });

  app.get<{ Querystring: Record<string, unknown> }>('/media', { preValidation: requireAdmin, schema: fileSchemas.listMedia }, async (request) => {
    const page = positiveInteger(request.query.page, 1);
    const perpage = positiveInteger(request.query.perpage, 24, MAX_PERPAGE);
    const search = typeof request.query.search === 'string' ? request.query.search.slice(0, 200) : '';
    return { ...(await listMedia(db, { search, page, perpage })), page, perpage };
  });

  app.post('/media', { preValidation: requireAdmin, schema: fileSchemas.uploadMedia }, async (request, reply) => {
    const upload = await readUpload(request, 'the image', `The file is too large (at most ${Math.round(maxBytes / 1024 / 1024)} MB).`);
    if ('refusal' in upload) return refuse(reply, upload.refusal, upload.status);
    const { filename, bytes } = upload;
    try {
      const stored = await storeGalleryImage(storage, filename, bytes);
      return { image: await insertMedia(db, stored) };
    } catch (error) {
      if (error instanceof ImageRefusal) return refuse(reply, error.message, error.status);
      throw error;
    }
  });
}
