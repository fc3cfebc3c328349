import type { FastifyInstance } from 'fastify';
import { wpErrorBody } from '../../errors';
import { etagMatches } from '../../services/feed/feedReply';
import { contentTypeOf, isValidFileKey, isVersionedKey } from '../../storage/fileKeys';
import type { FileStorage } from '../../storage/FileStorage';

/**
 * The policy of uploaded files opened by themselves. Uploaded SVGs are sanitised; this is a second
 * wall should anything slip through: nothing loads or runs, the document gets a unique origin
 * (`sandbox`) and no site may frame it (a framed file could be dressed up as one of our pages).
 * Shown as images (`<img>`, fetched by the map engine), files are not affected by it.
 */
const UPLOADED_FILE_POLICY = "default-src 'none'; style-src 'unsafe-inline'; img-src data:; frame-ancestors 'none'; sandbox";

/** A year: uploads are never rewritten under their name, so caches may keep them for good. */
const VERSIONED_CACHE = 'public, max-age=31536000, immutable';
/** Files put in the folder by hand may change under their name: caches ask again after a while. */
const UNVERSIONED_CACHE = 'public, max-age=300, must-revalidate';

function keyOf(url: string, prefix: string): string | undefined {
  const path = url.split('?')[0] ?? '';
  try {
    return decodeURIComponent(path.slice(prefix.length));
  } catch {
    return undefined;
  }
}

/**
 * `GET /uploads/{key}`: an uploaded file from the configured storage, whichever server process
 * stored it, with a strong ETag (its content hash), cache headers a CDN can use, and the
 * sandboxing policy. A matching `If-None-Match` answers 304 without the file.
 */
export async function uploadRoutes(app: FastifyInstance, { storage }: { storage: FileStorage }): Promise<void> {
  serveStoredFiles(app, '/uploads/', storage);
}

/**
 * `GET /maps/{name}`: the bundled map library, with the same strong content ETag on every
 * machine (a file's modification time differs between checkouts; its content does not) and
 * revalidation after five minutes, as the files may change with a release.
 */
export async function libraryMapRoutes(app: FastifyInstance, { library }: { library: FileStorage }): Promise<void> {
  serveStoredFiles(app, '/maps/', library);
}

function serveStoredFiles(app: FastifyInstance, prefix: string, storage: FileStorage): void {
  app.get(`${prefix}*`, async (request, reply) => {
    const key = keyOf(request.url, prefix);
    const file = key !== undefined && isValidFileKey(key) ? await storage.read(key) : undefined;
    if (!key || !file) return reply.code(404).send(wpErrorBody(404, 'rest_no_route', 'No route was found matching the URL and request method.'));
    reply.header('content-security-policy', UPLOADED_FILE_POLICY);
    reply.header('x-frame-options', 'DENY');
    reply.header('x-content-type-options', 'nosniff');
    reply.header('etag', file.etag);
    reply.header('cache-control', isVersionedKey(key) ? VERSIONED_CACHE : UNVERSIONED_CACHE);
    if (etagMatches(request.headers['if-none-match'], file.etag)) return reply.code(304).send();
    return reply.type(contentTypeOf(key)).send(file.bytes);
  });
}
