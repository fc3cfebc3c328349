import { randomBytes } from 'node:crypto';
import path from 'node:path';
import type { FastifyInstance } from 'fastify';
import multipart from '@fastify/multipart';
import { UPLOADED_MARKER_PREFIX } from '../../../domain/index';
import { requireAdmin } from '../../auth/sessions';
import { wpErrorBody } from '../../errors';
import { MARKER_EXTENSIONS } from '../../services/uploads/markerImage';
import { runUploadJobOrRefusal } from '../../services/uploads/uploadWorkers';
import { ImageRefusal } from '../../services/uploads/galleryImage';
import type { FileStorage } from '../../storage/FileStorage';
import { readUpload } from './readUpload';
import { fileSchemas } from './routeSchemas/files';

/** Largest marker image accepted: 1 MiB. */
const MARKER_MAX_BYTES = 1024 * 1024;

/** Options of the marker upload route. */
interface MarkerRouteOptions {
  /** Where uploads are stored (served at `/uploads/`). */
  storage: FileStorage;
  maxBytes?: number;
}

/** A file name safe on every file system and in a URL, keeping a hint of the original. */
function storedName(original: string, extension: string): string {
  const base = path.basename(original).replace(/\.[^.]*$/, '').toLowerCase()
    .replace(/[^a-z0-9_-]+/g, '-').replace(/^-+|-+$/g, '').slice(0, 40) || 'marker';
  return `${base}-${randomBytes(4).toString('hex')}.${extension}`;
}

/**
 * `POST markers`: one marker image as multipart. The content must really be PNG, JPEG, GIF,
 * WebP or SVG (checked from its bytes) and the extension must agree; SVGs are sanitised before
 * they are stored. Answers `{ marker: { path: 'uploads/…' } }`, or a 400 with `error`.
 */
export async function markerRoutes(app: FastifyInstance, { storage, maxBytes = MARKER_MAX_BYTES }: MarkerRouteOptions): Promise<void> {
  await app.register(multipart, { limits: { fileSize: maxBytes, files: 1, fields: 10 } });

  app.post('/markers', { preValidation: requireAdmin, schema: fileSchemas.uploadMarker }, async (request, reply) => {
    const refuse = (message: string, status = 400) => reply.code(status).send({ ...wpErrorBody(status, 'rest_invalid_marker', message), error: message });
    const upload = await readUpload(request, 'the marker image', `The file is too large (at most ${Math.round(maxBytes / 1024)} KB).`);
    if ('refusal' in upload) return refuse(upload.refusal, upload.status);
    const { filename, bytes } = upload;
    // Telling an SVG from other text means parsing it: done on an upload worker, off the event loop.
    const detected = await runUploadJobOrRefusal({ kind: 'markerImage', bytes });
    if (detected instanceof ImageRefusal) return refuse(detected.message, detected.status);
    const { type, svg } = detected;
    const extension = path.extname(filename).slice(1).toLowerCase();
    if (!type) return refuse('The file is not a PNG, JPEG, GIF, WebP or SVG image.');
    if (!MARKER_EXTENSIONS[type].includes(extension)) return refuse(`The file's extension does not match its content (${type}).`);
    const content = type === 'svg' ? Buffer.from(svg ?? '', 'utf8') : bytes;
    const name = storedName(filename, extension);
    await storage.create(name, content);
    return { marker: { path: `${UPLOADED_MARKER_PREFIX}${name}` } };
  });
}
