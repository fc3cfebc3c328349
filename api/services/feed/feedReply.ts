import { createHash } from 'node:crypto';
import type { FastifyReply, FastifyRequest } from 'fastify';
import { encodeBody, MIN_COMPRESSED_BYTES, negotiateCoding, type ContentCoding } from './contentCoding';
import type { FeedCache } from './FeedCache';

/** Bumped when the answers' format changes, so no client keeps a body of the old format. */
const FORMAT = 1;

/** A feed answer built from the table at some data version. */
interface BuiltFeed {
  version: number;
  json: string;
}

/** What one feed call answers: which table, at which version, with which parameters. */
interface FeedCall {
  /** `markers` or `ids`. */
  kind: string;
  table: string;
  /** The table's data version, read before anything else (cheap). */
  version: number;
  /** Everything besides the version that decides the body (normalised parameters, schema). */
  variant: unknown;
  /** Reads the table; runs only when no client or cache copy of this version can answer. */
  build(): Promise<BuiltFeed>;
}

/**
 * The entity tag of an answer: table, data version, parameters and format hashed together.
 * Weak, because the same JSON goes out in several content codings.
 */
function feedEtag(call: Pick<FeedCall, 'kind' | 'table' | 'variant'>, version: number): string {
  const hash = createHash('sha1').update(JSON.stringify([FORMAT, call.kind, call.table, version, call.variant])).digest('base64url').slice(0, 27);
  return `W/"${call.kind}-${version}-${hash}"`;
}

/** True when `If-None-Match` names the tag (weak comparison, as RFC 9110 asks for GET). */
export function etagMatches(header: string | string[] | undefined, etag: string): boolean {
  if (header === undefined) return false;
  const text = Array.isArray(header) ? header.join(',') : header;
  const opaque = (tag: string) => tag.trim().replace(/^W\//, '');
  const wanted = opaque(etag);
  return text.split(',').some((tag) => tag.trim() === '*' || opaque(tag) === wanted);
}

function setCachingHeaders(request: FastifyRequest, reply: FastifyReply, etag: string): void {
  reply.header('etag', etag);
  // Admins may read tables visitors cannot: their copies stay in their own browser.
  reply.header('cache-control', request.session ? 'private, no-cache' : 'public, max-age=0, must-revalidate');
  reply.header('vary', 'Accept-Encoding');
}

function cacheKey(call: FeedCall, version: number, coding: ContentCoding): string {
  return JSON.stringify([call.kind, call.table, version, call.variant, coding]);
}

/**
 * Answers a feed call with HTTP caching: a 304 without reading the table when the client holds
 * this version (`If-None-Match`), else the body from the in-process cache or freshly built,
 * compressed as `Accept-Encoding` allows (brotli, else gzip), with an ETag tied to the table's
 * data version and `Cache-Control` that makes browsers and CDNs revalidate every use.
 */
export async function sendFeed(request: FastifyRequest, reply: FastifyReply, cache: FeedCache, call: FeedCall): Promise<FastifyReply> {
  const etag = feedEtag(call, call.version);
  if (etagMatches(request.headers['if-none-match'], etag)) {
    setCachingHeaders(request, reply, etag);
    return reply.code(304).send();
  }
  let version = call.version;
  const identityKey = cacheKey(call, call.version, 'identity');
  const json = await cache.get(identityKey, async () => {
    const built = await call.build();
    version = built.version;
    return Buffer.from(built.json, 'utf8');
  });
  if (version !== call.version) {
    // A write landed between the version read and the table read: the body is newer than the
    // key says. It is answered under its own version's tag, and not kept under the old key.
    cache.delete(identityKey);
  }
  const coding = json.length < MIN_COMPRESSED_BYTES ? 'identity' : negotiateCoding(request.headers['accept-encoding']);
  const body = coding === 'identity' || version !== call.version
    ? await encodeBody(json, coding)
    : await cache.get(cacheKey(call, version, coding), () => encodeBody(json, coding));
  setCachingHeaders(request, reply, feedEtag(call, version));
  if (coding !== 'identity') reply.header('content-encoding', coding);
  return reply.code(200).type('application/json; charset=utf-8').send(body);
}
