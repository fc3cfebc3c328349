import type { FastifyInstance, FastifyRequest } from 'fastify';
import { wpErrorBody } from '../../errors';
import { etagMatches } from '../../services/feed/feedReply';
import { contentTypeOf, isPublicFileKey, isValidFileKey, isVersionedKey } from '../../storage/fileKeys';
import type { FileStorage } from '../../storage/FileStorage';
import type { Queryable } from '../../db/Database';
import { isPublishedMapFile, isUploadedMapFile } from '../../services/uploads/mapFileAccess';
import { varyOnCookie } from '../../httpCaching';

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
/**
 * Uploaded map files: a published map's file may turn into a draft's, so caches ask every use
 * (the ETag makes that a 304) and learn at once that visitors may no longer read it.
 */
const MAP_FILE_CACHE = 'public, max-age=0, must-revalidate';
/** What an admin reads stays in the admin's browser, out of shared caches. */
const ADMIN_CACHE = 'private, no-cache';

function keyOf(url: string, prefix: string): string | undefined {
  const path = url.split('?')[0] ?? '';
  try {
    return decodeURIComponent(path.slice(prefix.length));
  } catch {
    return undefined;
  }
}

/** Who may read a stored file, and how caches may keep it. */
interface FileAccess {
  /** False when the request may not see the file: it answers 404, as a missing one does. */
  readable(request: FastifyRequest, key: string): Promise<boolean>;
  /** `Cache-Control` of the answer. */
  cacheControl(request: FastifyRequest, key: string): string;
  /** Whether the answer depends on the session cookie. */
  variesOnCookie(key: string): boolean;
}

const storedFileCache = (key: string) => (isVersionedKey(key) ? VERSIONED_CACHE : UNVERSIONED_CACHE);

const EVERYONE: FileAccess = {
  readable: async () => true,
  cacheControl: (_request, key) => storedFileCache(key),
  variesOnCookie: () => false,
};

/**
 * Uploaded map files are drafts' until a published map shows them: visitors read only those of
 * published maps, the admin (the editor's preview) reads all. Other uploads (marker and gallery
 * images) are everyone's.
 */
function uploadsAccess(db: Queryable): FileAccess {
  return {
    // Visitors' contact-form files are never served here (the admin downloads them from the inbox).
    readable: async (request, key) => isPublicFileKey(key) && (!isUploadedMapFile(key) || request.session !== null || isPublishedMapFile(db, key)),
    cacheControl: (request, key) => {
      if (!isUploadedMapFile(key)) return storedFileCache(key);
      return request.session ? ADMIN_CACHE : MAP_FILE_CACHE;
    },
    variesOnCookie: isUploadedMapFile,
  };
}

/**
 * `GET /uploads/{key}`: an uploaded file from the configured storage, whichever server process
 * stored it, with a strong ETag (its content hash), cache headers a CDN can use, and the
 * sandboxing policy. A matching `If-None-Match` answers 304 without the file. A map file no
 * published map shows answers visitors 404.
 */
export async function uploadRoutes(app: FastifyInstance, { storage, db }: { storage: FileStorage; db: Queryable }): Promise<void> {
  serveStoredFiles(app, '/uploads/', storage, uploadsAccess(db));
}

/**
 * `GET /maps/{name}`: the bundled map library, with the same strong content ETag on every
 * machine (a file's modification time differs between checkouts; its content does not) and
 * revalidation after five minutes, as the files may change with a release.
 */
export async function libraryMapRoutes(app: FastifyInstance, { library }: { library: FileStorage }): Promise<void> {
  serveStoredFiles(app, '/maps/', library);
}

function serveStoredFiles(app: FastifyInstance, prefix: string, storage: FileStorage, access: FileAccess = EVERYONE): void {
  app.get(`${prefix}*`, async (request, reply) => {
    const key = keyOf(request.url, prefix);
    if (key !== undefined && access.variesOnCookie(key)) varyOnCookie(reply);
    const visible = key !== undefined && isValidFileKey(key) && await access.readable(request, key);
    const file = key !== undefined && visible ? await storage.read(key) : undefined;
    if (!key || !file) return reply.code(404).send(wpErrorBody(404, 'rest_no_route', 'No route was found matching the URL and request method.'));
    reply.header('content-security-policy', UPLOADED_FILE_POLICY);
    reply.header('x-frame-options', 'DENY');
    reply.header('x-content-type-options', 'nosniff');
    reply.header('etag', file.etag);
    reply.header('cache-control', access.cacheControl(request, key));
    if (etagMatches(request.headers['if-none-match'], file.etag)) return reply.code(304).send();
    return reply.type(contentTypeOf(key)).send(file.bytes);
  });
}
