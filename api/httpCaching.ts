import { createHash } from 'node:crypto';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { etagMatches } from './services/feed/feedReply';

/**
 * Routes whose answers a visitor may read and a CDN may keep: map options, the map lists, and
 * record and region lists and records (the marker feed sets its own validators).
 */
const PUBLIC_READS = new Set([
  '/maps', '/maps/', '/maps/:id', '/maps-v2', '/maps-v2/', '/maps-v2/:id',
  '/objects/:table', '/objects/:table/', '/objects/:table/:id',
  '/regions/:table', '/regions/:table/', '/regions/:table/:id',
].map((route) => `/wp-json/mapsvg/v1${route}`));

/** Static files: the same for everyone, so they neither vary on the cookie nor turn private. */
const SAME_FOR_EVERYONE = /^\/(?:uploads|dist|maps)\/|^\/favicon\.ico$/;

/** How long shared caches (a CDN) may serve public answers without asking again. */
interface PublicReadCaching {
  /** Seconds (`s-maxage`); 0, the default, makes them revalidate every use with the ETag. */
  sharedMaxAge?: number;
}

/** A strong entity tag of a body: the same bytes always give the same tag, on every process. */
export function strongEtag(body: string | Uint8Array): string {
  return `"${createHash('sha256').update(body).digest('base64url').slice(0, 27)}"`;
}

/** Adds `Cookie` to the answer's `Vary`, keeping what is there. */
export function varyOnCookie(reply: FastifyReply): void {
  const current = String(reply.getHeader('vary') ?? '');
  const names = current.split(',').map((name) => name.trim()).filter(Boolean);
  if (names.some((name) => name === '*' || name.toLowerCase() === 'cookie')) return;
  reply.header('vary', [...names, 'Cookie'].join(', '));
}

function publicCacheControl(sharedMaxAge: number): string {
  return sharedMaxAge > 0 ? `public, max-age=0, s-maxage=${sharedMaxAge}, must-revalidate` : 'public, max-age=0, must-revalidate';
}

function isCacheableBody(payload: unknown): payload is string | Buffer {
  return typeof payload === 'string' || Buffer.isBuffer(payload);
}

/**
 * Validators and cache headers on the REST API's answers and the pages:
 * - every answer but static files varies on `Cookie`: what an admin reads (unpublished maps,
 *   private tables, pages carrying the session's nonce) is never handed by a shared cache to a
 *   visitor, nor a visitor's copy to the admin;
 * - answers to an admin are `private` (kept out of shared caches);
 * - the public reads get a strong ETag of their body and `Cache-Control` a CDN can use; a
 *   matching `If-None-Match` answers 304 without the body.
 */
export function registerPublicReadCaching(app: FastifyInstance, { sharedMaxAge = 0 }: PublicReadCaching = {}): void {
  app.addHook('onSend', async (request: FastifyRequest, reply: FastifyReply, payload: unknown) => {
    if (SAME_FOR_EVERYONE.test(request.url)) return payload;
    varyOnCookie(reply);
    if (request.session && !reply.hasHeader('cache-control')) reply.header('cache-control', 'private, no-cache');
    const isRead = request.method === 'GET' || request.method === 'HEAD';
    if (!isRead || reply.statusCode !== 200 || reply.hasHeader('etag') || !PUBLIC_READS.has(request.routeOptions.url ?? '')) return payload;
    if (!isCacheableBody(payload)) return payload;
    const etag = strongEtag(payload);
    reply.header('etag', etag);
    if (!reply.hasHeader('cache-control')) reply.header('cache-control', publicCacheControl(sharedMaxAge));
    if (!etagMatches(request.headers['if-none-match'], etag)) return payload;
    reply.code(304);
    reply.removeHeader('content-length');
    return '';
  });
}
