import type { FastifyInstance, FastifyRequest } from 'fastify';

const REST = '/wp-json/mapsvg/v1';

/**
 * The REST routes the viewer reads on a visitor's page: a map's options, its record and region
 * lists and records, the marker feed and the geocoder; and the oEmbed answer, which consumers in
 * the browser ask for too. Anything an admin alone may call (map
 * lists, schemas, media, posts, writes) is not here.
 */
const VIEWER_READS: ReadonlySet<string> = new Set([
  '/maps/:id',
  '/objects/:table', '/objects/:table/', '/objects/:table/:id', '/objects/:table/markers', '/objects/:table/ids',
  '/regions/:table', '/regions/:table/', '/regions/:table/:id',
  '/geocoding',
].map((route) => `${REST}${route}`).concat('/wp-json/oembed/1.0/embed'));

/** The viewer's own files, the map library and uploaded files (marker images, map files). */
const VIEWER_FILES = /^\/(?:dist|maps|uploads)\//;

/** Whether a request is one a page of another site makes for a map it shows. */
function isCrossOriginRead(request: Pick<FastifyRequest, 'method' | 'url'> & { routeOptions: { url?: string } }): boolean {
  if (request.method !== 'GET' && request.method !== 'HEAD') return false;
  return VIEWER_FILES.test(request.url) || VIEWER_READS.has(request.routeOptions.url ?? '');
}

/**
 * Lets pages of any other site read what the viewer needs to show a map there: its files and
 * the public reads (`Access-Control-Allow-Origin: *`). A wildcard never carries credentials, so
 * such a page reads what any visitor reads, never an admin's session; admin routes get no
 * header at all. Failures carry it too, so the viewer can tell "not found" from "offline".
 */
export function registerCrossOriginReads(app: FastifyInstance): void {
  app.addHook('onSend', async (request, reply, payload) => {
    if (isCrossOriginRead(request)) reply.header('access-control-allow-origin', '*');
    return payload;
  });
}
