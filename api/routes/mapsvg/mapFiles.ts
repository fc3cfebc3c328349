import { randomBytes } from 'node:crypto';
import { readFile, readdir } from 'node:fs/promises';
import path from 'node:path';
import type { FastifyInstance, FastifyReply } from 'fastify';
import multipart from '@fastify/multipart';
import { requireAdmin } from '../../auth/sessions';
import { wpErrorBody } from '../../errors';
import { runUploadJobOrRefusal } from '../../services/uploads/uploadWorkers';
import { ImageRefusal } from '../../services/uploads/galleryImage';
import type { FileStorage } from '../../storage/FileStorage';
import { readUpload } from './readUpload';
import { fileSchemas } from './routeSchemas/files';

/** Largest map file accepted: 10 MiB (detailed county maps run to several megabytes). */
const MAP_FILE_MAX_BYTES = 10 * 1024 * 1024;

/** Sub-folder of the uploads folder that holds uploaded map files. */
const MAP_UPLOADS_FOLDER = 'maps';

/** One map file the admin can create a map from. */
interface MapFileEntry {
  /** File name, e.g. `geo-calibrated-usa.svg`. */
  name: string;
  /** Readable title derived from the name. */
  title: string;
  /** Address the viewer loads the file from (`/maps/…` or `/uploads/maps/…`). */
  path: string;
  /** The file carries `mapsvg:geoViewBox`: markers by coordinates work without calibration. */
  geo: boolean;
}

/** Options of the map-file routes. */
interface MapFileRouteOptions {
  /** Where uploads are stored (served at `/uploads/`). */
  storage: FileStorage;
  /** The bundled map library, served at `/maps/`. */
  mapsDir: string;
  maxBytes?: number;
}

function titleOf(name: string): string {
  const base = name.replace(/\.svg$/i, '').replace(/-[0-9a-f]{8}$/, '').replace(/^(geo-calibrated|not-calibrated)-/, '');
  return base.split(/[-_\s]+/).filter(Boolean).map((word) => word.charAt(0).toUpperCase() + word.slice(1)).join(' ');
}

async function listUploaded(storage: FileStorage): Promise<MapFileEntry[]> {
  const keys = (await storage.list(MAP_UPLOADS_FOLDER)).filter((key) => key.toLowerCase().endsWith('.svg'));
  const entries = await Promise.all(keys.map(async (key) => {
    const file = await storage.read(key);
    if (!file) return undefined;
    const name = key.slice(MAP_UPLOADS_FOLDER.length + 1);
    return { name, title: titleOf(name), path: `/uploads/${key}`, geo: /mapsvg:geoViewBox\s*=/.test(file.bytes.toString('utf8')) };
  }));
  return entries.filter((entry): entry is MapFileEntry => entry !== undefined);
}

async function listFolder(folder: string, urlPrefix: string): Promise<MapFileEntry[]> {
  let names: string[];
  try {
    names = await readdir(folder);
  } catch {
    return [];
  }
  const files = names.filter((name) => name.toLowerCase().endsWith('.svg')).sort();
  return Promise.all(files.map(async (name) => {
    const text = await readFile(path.join(folder, name), 'utf8');
    return { name, title: titleOf(name), path: `${urlPrefix}${name}`, geo: /mapsvg:geoViewBox\s*=/.test(text) };
  }));
}

/** A file name safe on every file system and in a URL, keeping a hint of the original. */
function storedName(original: string): string {
  const base = path.basename(original).replace(/\.[^.]*$/, '').toLowerCase()
    .replace(/[^a-z0-9_-]+/g, '-').replace(/^-+|-+$/g, '').slice(0, 60) || 'map';
  return `${base}-${randomBytes(4).toString('hex')}.svg`;
}

/** The root tag of a sanitised SVG has a size (width and height) or a viewBox the viewer can use. */
function hasDimensions(svg: string): boolean {
  const root = /^<svg\b[^>]*>/.exec(svg)?.[0] ?? '';
  const attribute = (name: string) => new RegExp(`\\s${name}="([^"]*)"`).exec(root)?.[1]?.trim() ?? '';
  if (attribute('width') !== '' && attribute('height') !== '') return true;
  return attribute('viewBox').split(/[\s,]+/).filter(Boolean).length === 4;
}

function refuse(reply: FastifyReply, message: string, status = 400) {
  return reply.code(status).send({ ...wpErrorBody(status, 'rest_invalid_map_file', message), error: message });
}

/**
 * `GET map-files`: the bundled library and the uploaded map files. `POST map-files`: one SVG as
 * multipart (field `file`); it is rebuilt by the SVG sanitiser (no scripts, event handlers,
 * external references or foreignObject), must have a size or a viewBox, and is stored under
 * `uploads/maps/`. Answers `{ file: MapFileEntry }`, or a 400 with `message` and `error`.
 */
export async function mapFileRoutes(app: FastifyInstance, { storage, mapsDir, maxBytes = MAP_FILE_MAX_BYTES }: MapFileRouteOptions): Promise<void> {
  await app.register(multipart, { limits: { fileSize: maxBytes, files: 1, fields: 10 } });

  app.get('/map-files', { preValidation: requireAdmin, schema: fileSchemas.listMapFiles }, async () => ({
    library: await listFolder(mapsDir, '/maps/'),
    uploads: await listUploaded(storage),
  }));

  app.post('/map-files', { preValidation: requireAdmin, schema: fileSchemas.uploadMapFile }, async (request, reply) => {
    const upload = await readUpload(request, 'the map file', `The file is too large (at most ${Math.round(maxBytes / 1024 / 1024)} MB).`);
    if ('refusal' in upload) return refuse(reply, upload.refusal, upload.status);
    const { filename, bytes } = upload;
    if (path.extname(filename).toLowerCase() !== '.svg') return refuse(reply, 'Choose an SVG file (.svg).');
    // Cleaning a detailed map takes seconds: it runs on an upload worker, off the event loop.
    const cleaned = await runUploadJobOrRefusal({ kind: 'mapSvg', bytes });
    if (cleaned instanceof ImageRefusal) return refuse(reply, cleaned.message, cleaned.status);
    const { svg } = cleaned;
    if (svg === undefined) return refuse(reply, 'The file is not a valid SVG document.');
    if (!hasDimensions(svg)) return refuse(reply, 'The SVG needs width and height or a viewBox.');
    const name = storedName(filename);
    await storage.create(`${MAP_UPLOADS_FOLDER}/${name}`, Buffer.from(svg, 'utf8'));
    const entry: MapFileEntry = {
      name, title: titleOf(name), path: `/uploads/${MAP_UPLOADS_FOLDER}/${name}`, geo: /mapsvg:geoViewBox\s*=/.test(svg),
    };
    return { file: entry };
  });
}
