import type { FastifyInstance, FastifySchema, RouteOptions } from 'fastify';
import swagger from '@fastify/swagger';
import { requireAdmin, SESSION_COOKIE } from './auth/sessions';
import { strongEtag } from './httpCaching';

/** The REST root every documented route lives under. */
const REST_ROOT = '/wp-json';
/** Where the document is served. */
const OPENAPI_PATH = `${REST_ROOT}/mapsvg/v1/openapi.json`;

/** Tags of the route groups, by namespace and first path segment, in the order the docs list them. */
const ROUTE_GROUPS: readonly { tag: string; prefix: RegExp; description: string }[] = [
  { tag: 'auth', prefix: /^\/mapsvg\/v1\/auth\//, description: 'Admin login, logout and session.' },
  { tag: 'maps', prefix: /^\/mapsvg\/v1\/maps(?:-v2)?(?:\/|$)/, description: 'Maps and their options (`maps`), and the legacy `maps-v2` collection of the same shape.' },
  { tag: 'records', prefix: /^\/mapsvg\/v1\/objects\//, description: 'Records (objects) of a data table: list with search, filters and pages, read, write, import; the marker feed and matching ids.' },
  { tag: 'regions', prefix: /^\/mapsvg\/v1\/regions\//, description: 'Region data of a map: the same operations as records, rows kept in step with the map file.' },
  { tag: 'schemas', prefix: /^\/mapsvg\/v1\/schemas(?:\/|$)/, description: 'Data table schemas (fields); saving one migrates its table.' },
  { tag: 'files', prefix: /^\/mapsvg\/v1\/(?:map-files|markers|media)(?:\/|$)/, description: 'Uploaded map files, marker images and media.' },
  { tag: 'geocoding', prefix: /^\/mapsvg\/v1\/geocoding(?:\/|$)/, description: 'Address search through the configured geocoder.' },
  { tag: 'posts', prefix: /^\/mapsvg\/v1\/posts(?:\/|$)/, description: 'Posts records may link to.' },
  { tag: 'meta', prefix: /^\/mapsvg\/v1\/openapi\.json$/, description: 'This document.' },
  { tag: 'embeds', prefix: /^\/oembed\/1\.0\/embed$/, description: 'oEmbed: the embed code of a published map\'s page, for WordPress, Ghost, Discourse and any other oEmbed consumer.' },
  { tag: 'contact-forms', prefix: /^\/contact-form-7\/v1\/contact-forms(?:\/:id(?:\/copy)?)?(?:\/preview)?$/, description: 'Contact forms (admin): list, create, read, update, copy, delete, preview.' },
  { tag: 'contact-form-submit', prefix: /^\/contact-form-7\/v1\/(?:contact-forms\/:id\/(?:feedback|refill)|captcha\/)/, description: 'What a visitor\'s form calls: submit (feedback), its validation schema, refill, captcha images.' },
  { tag: 'contact-form-inbox', prefix: /^\/contact-form-7\/v1\//, description: 'Stored submissions, their files and export, the mail outbox (admin).' },
];

/** The tag of a route from its address under the REST root; `other` for a group not listed yet. */
function routeTag(url: string): string {
  const rest = url.slice(REST_ROOT.length);
  return ROUTE_GROUPS.find((group) => group.prefix.test(rest))?.tag ?? 'other';
}

/**
 * Routes registered twice for WordPress's URL habits (`maps` and `maps/`, `maps//createFromV2`):
 * documented once, under the address without the extra slash.
 */
function isAliasRoute(url: string): boolean {
  return (url.endsWith('/') && url !== '/') || url.includes('//');
}

function hooksOf(value: unknown): unknown[] {
  if (Array.isArray(value)) return value;
  return value ? [value] : [];
}

/** Whether the route itself carries the admin guard (see {@link requireAdminOnEveryRoute}). */
function isAdminRoute(route: Pick<RouteOptions, 'preHandler' | 'preValidation'>): boolean {
  return [...hooksOf(route.preValidation), ...hooksOf(route.preHandler)].includes(requireAdmin);
}

const MUTATING = new Set(['POST', 'PUT', 'PATCH', 'DELETE']);

function securityOf(route: RouteOptions): Record<string, string[]>[] | undefined {
  if (!isAdminRoute(route)) return undefined;
  const methods = hooksOf(route.method) as string[];
  // Reads need the session only; every write also needs its nonce.
  return methods.some((method) => MUTATING.has(method)) ? [{ cookieSession: [], wpNonce: [] }] : [{ cookieSession: [] }];
}

/** Builds the documented form of one route: hidden outside the REST root and for aliases. */
function documentRoute({ schema, url, route }: { schema?: FastifySchema; url: string; route: RouteOptions }) {
  if (!url.startsWith(`${REST_ROOT}/`) || isAliasRoute(url)) return { schema: { ...schema, hide: true }, url };
  const security = securityOf(route);
  const method = hooksOf(route.method).join(', ');
  return {
    url,
    schema: {
      ...schema,
      tags: [routeTag(url)],
      summary: (schema as { summary?: string } | undefined)?.summary ?? `${method} ${url.slice(REST_ROOT.length)}`,
      ...(security ? { security } : {}),
    },
  };
}

/**
 * Collects every route as it is registered (so register it before the routes) and serves the
 * OpenAPI 3 document of the REST API at {@link OPENAPI_PATH}: routes with a TypeBox schema
 * document their parameters, bodies and answers; the others still appear with their path, method
 * and summary. Admin routes declare the session cookie (and the nonce header for writes).
 */
export async function registerOpenApi(app: FastifyInstance, version: string): Promise<void> {
  await app.register(swagger, {
    openapi: {
      openapi: '3.1.0',
      info: {
        title: 'MapSVG REST API',
        version,
        description: 'The REST API of the map builder and its contact forms. Errors answer `{ code, message, data: { status } }`.',
      },
      servers: [{ url: '/' }],
      tags: ROUTE_GROUPS.map(({ tag, description }) => ({ name: tag, description })),
      components: {
        securitySchemes: {
          cookieSession: { type: 'apiKey', in: 'cookie', name: SESSION_COOKIE, description: 'Set by `POST /wp-json/mapsvg/v1/auth/login`.' },
          wpNonce: { type: 'apiKey', in: 'header', name: 'X-WP-Nonce', description: 'The nonce the login answered; required on every write.' },
        },
      },
    },
    transform: documentRoute,
  });
  let cached: { body: string; etag: string } | undefined;
  app.get(OPENAPI_PATH, { schema: { summary: 'The OpenAPI 3 document of this API' } }, async (request, reply) => {
    cached ??= (() => {
      const body = JSON.stringify(app.swagger());
      return { body, etag: strongEtag(body) };
    })();
    // The same for every caller and every request of this process: any cache may keep it.
    reply.header('cache-control', 'public, max-age=300').header('etag', cached.etag).type('application/json; charset=utf-8');
    if (request.headers['if-none-match'] === cached.etag) return reply.code(304).send();
    return cached.body;
  });
}

