import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { EMBED_FRAME_HEIGHT, mapIframeSnippet, mapOembedUrl, mapPageUrl } from '../../../domain/index';
import type { Database } from '../../db/Database';
import { ApiError } from '../../errors';
import type { AssetResolver } from '../../services/assets';
import { escapeHtml, renderPage } from '../../services/html';
import { publicMapAnswer, renderMapContainer } from '../../services/mapEmbed';

/** The product's name in oEmbed answers. */
const PROVIDER_NAME = 'Map Studio';
/** Widest frame an oEmbed answer proposes when the consumer gives no `maxwidth`. */
const DEFAULT_EMBED_WIDTH = 800;

/** The origin visitors reach this server at (the proxy's, when one is trusted). */
function serverOrigin(request: FastifyRequest): string {
  return `${request.protocol}://${request.host}`;
}

/** The map id of one of this server's map page addresses (`…/map/{id}`), or null. */
function mapIdOfPageUrl(address: string): number | null {
  let url: URL;
  try {
    url = new URL(address);
  } catch {
    return null;
  }
  const match = /^\/map\/(\d{1,9})\/?$/.exec(url.pathname);
  return match ? Number(match[1]) : null;
}

function notFound(): ApiError {
  return new ApiError(404, 'oembed_invalid_url', 'Not Found');
}

function readDimension(value: unknown, fallback: number): number {
  if (value === undefined || value === '') return fallback;
  const number = Number(value);
  if (!Number.isInteger(number) || number <= 0) throw new ApiError(400, 'rest_invalid_param', 'Invalid parameter(s): maxwidth, maxheight');
  return Math.min(number, fallback);
}

/**
 * `GET /wp-json/oembed/1.0/embed?url=…`: the oEmbed answer (JSON, type `rich`) of a published
 * map's public page, whose `html` is the iframe snippet, so pasting the page's address into an
 * oEmbed consumer (WordPress, Ghost, Discourse) embeds the map. `format=xml` (or any format but
 * JSON) answers 501; an address that is not a map page, or a map that is missing or a draft, 404.
 */
async function oembedAnswer(db: Database, request: FastifyRequest) {
  const query = request.query as Record<string, unknown>;
  const format = query.format ?? 'json';
  if (format !== 'json') throw new ApiError(501, 'oembed_format_not_implemented', 'Only the json format is implemented.');
  if (typeof query.url !== 'string' || query.url === '') throw new ApiError(400, 'rest_missing_callback_param', 'Missing parameter(s): url');
  const id = mapIdOfPageUrl(query.url);
  const answer = id === null ? null : await publicMapAnswer(db, id);
  if (id === null || !answer) throw notFound();
  const server = serverOrigin(request);
  return {
    version: '1.0',
    type: 'rich',
    provider_name: PROVIDER_NAME,
    provider_url: server,
    title: answer.map.title,
    width: readDimension(query.maxwidth, DEFAULT_EMBED_WIDTH),
    height: readDimension(query.maxheight, EMBED_FRAME_HEIGHT),
    html: mapIframeSnippet(server, id, answer.map.title),
  };
}

function sendHtml(reply: FastifyReply, html: string, status = 200): FastifyReply {
  return reply.code(status).type('text/html; charset=utf-8').send(html);
}

/**
 * A published map's public page (`/map/{id}`): the map alone under the site's header, with the
 * oEmbed discovery link. A missing map or a draft answers 404.
 */
export async function mapPageRoutes(app: FastifyInstance, { db, assets }: { db: Database; assets: AssetResolver }): Promise<void> {
  app.get<{ Params: { id: string } }>('/map/:id', async (request, reply) => {
    const id = /^\d{1,9}$/.test(request.params.id) ? Number(request.params.id) : null;
    const answer = id === null ? null : await publicMapAnswer(db, id);
    if (id === null || !answer) {
      return sendHtml(reply, renderPage({ title: 'Map not found', bundles: [], bodyClass: 'map-page', body: '<main class="site-main"><h1>Map not found</h1><p>There is no published map at this address.</p></main>' }), 404);
    }
    const server = serverOrigin(request);
    const title = answer.map.title;
    return sendHtml(reply, renderPage({
      title,
      bundles: [assets.tags('viewer')],
      bodyClass: 'map-page',
      alternates: [{ type: 'application/json+oembed', href: mapOembedUrl(server, id), title }],
      canonical: mapPageUrl(server, id),
      body: `<header class="site-header"><h1>${escapeHtml(title)}</h1></header>
    <main class="site-main">${renderMapContainer(id, answer, new Set())}</main>`,
    }));
  });

  app.get('/wp-json/oembed/1.0/embed', { schema: { summary: 'The oEmbed answer (JSON, type rich) of a published map\'s page: its responsive iframe' } }, async (request) => oembedAnswer(db, request));
}
