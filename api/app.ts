import { mkdirSync, mkdtempSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import Fastify, { type FastifyInstance, type FastifyServerOptions } from 'fastify';
import cookie from '@fastify/cookie';
import fastifyStatic from '@fastify/static';
import type { TrustProxy } from './config';
import type { Database } from './db/Database';
import { toWpError, wpErrorBody } from './errors';
import { registerSessionLoading } from './auth/sessions';
import { AssetResolver } from './services/assets';
import { authRoutes } from './routes/mapsvg/auth';
import { LoginThrottle } from './auth/loginThrottle';
import { registerSecurityHeaders } from './securityHeaders';
import { registerNestingLimit } from './requestNesting';
import { mapsRoutes } from './routes/mapsvg/maps';
import { schemaRoutes } from './routes/mapsvg/schemas';
import { recordRoutes } from './routes/mapsvg/records';
import { markerFeedRoutes } from './routes/mapsvg/markerFeed';
import { markerRoutes } from './routes/mapsvg/markers';
import { mapFileRoutes } from './routes/mapsvg/mapFiles';
import { mediaRoutes } from './routes/mapsvg/media';
import { geocodingRoutes } from './routes/mapsvg/geocoding';
import { postRoutes } from './routes/mapsvg/posts';
import type { GeocodingProvider } from './services/geocoding/GeocodingProvider';
import { DatabaseGeocoder } from './services/geocoding/DatabaseGeocoder';
import { parseQueryString } from './services/query/queryString';
import { pageRoutes } from './routes/site/pages';
import { healthRoutes } from './routes/site/health';
import { contactForm7Routes } from './routes/contactForm7';

const repoRoot = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');

/** Everything the app needs from the outside; tests pass an in-memory database. */
export interface AppOptions {
  db: Database;
  /** Folder of the browser build (`dist/`). */
  distDir?: string;
  /** Folder of the bundled map library served at `/maps/`. */
  mapsDir?: string;
  /** How long an admin session lasts. */
  sessionTtlMs?: number;
  /** Largest accepted request body in bytes. */
  bodyLimit?: number;
  logger?: FastifyServerOptions['logger'];
  /** Data folder (`MAPSVG_DATA_DIR`): uploads go to `{dataDir}/uploads/`. A temporary folder when omitted. */
  dataDir?: string;
  /** Geocoding provider; the offline place index in the database when omitted. */
  geocoder?: GeocodingProvider;
  /** Minimum interval between geocoding calls of one client (600 ms by default). */
  geocodingIntervalMs?: number;
  /**
   * Proxies whose `X-Forwarded-Proto`/`-For` headers are believed (`MAPSVG_TRUST_PROXY`), so a
   * request that reached a TLS proxy counts as HTTPS and gets a Secure session cookie. None by default.
   */
  trustProxy?: TrustProxy;
}

/** Default admin session lifetime: 12 hours. */
export const DEFAULT_SESSION_TTL_MS = 12 * 60 * 60 * 1000;
/** Default largest request body: 2 MiB. */
export const DEFAULT_BODY_LIMIT = 2 * 1024 * 1024;

/**
 * The policy of uploaded files opened by themselves. Uploaded SVGs are sanitised; this is a second
 * wall should anything slip through: nothing loads or runs, the document gets a unique origin
 * (`sandbox`) and no site may frame it (a framed file could be dressed up as one of our pages).
 * Shown as images (`<img>`, fetched by the map engine), files are not affected by it.
 */
const UPLOADED_FILE_POLICY = "default-src 'none'; style-src 'unsafe-inline'; img-src data:; frame-ancestors 'none'; sandbox";

/** Fastify's typings take a hop count as a function of the hop index. */
function fastifyTrustProxy(value: TrustProxy): boolean | string[] | ((address: string, hop: number) => boolean) {
  return typeof value === 'number' ? (_address, hop) => hop < value : value;
}

function registerFormBodies(app: FastifyInstance): void {
  app.addContentTypeParser('application/x-www-form-urlencoded', { parseAs: 'string' }, (_request, body, done) => {
    done(null, Object.fromEntries(new URLSearchParams(String(body))));
  });
}

function registerErrorHandling(app: FastifyInstance): void {
  app.setErrorHandler((error, request, reply) => {
    const body = toWpError(error);
    if (body.data.status >= 500) request.log.error({ err: error }, 'request failed');
    return reply.code(body.data.status).type('application/json; charset=utf-8').send(body);
  });
  app.setNotFoundHandler((_request, reply) => reply.code(404).send(
    wpErrorBody(404, 'rest_no_route', 'No route was found matching the URL and request method.'),
  ));
}

/**
 * Builds the whole server as a Fastify instance without listening: `server.ts` listens, tests
 * call `app.inject`.
 */
export async function buildApp(options: AppOptions): Promise<FastifyInstance> {
  const { db } = options;
  const sessionTtlMs = options.sessionTtlMs ?? DEFAULT_SESSION_TTL_MS;
  const app = Fastify({
    logger: options.logger ?? false,
    bodyLimit: options.bodyLimit ?? DEFAULT_BODY_LIMIT,
    trustProxy: fastifyTrustProxy(options.trustProxy ?? false),
    routerOptions: { ignoreTrailingSlash: false, querystringParser: parseQueryString },
  });
  registerErrorHandling(app);
  registerSecurityHeaders(app, db);
  registerFormBodies(app);
  registerNestingLimit(app);
  await app.register(cookie);
  registerSessionLoading(app, db);

  const assets = new AssetResolver(options.distDir ?? path.join(repoRoot, 'dist'));
  await app.register(fastifyStatic, { root: options.distDir ?? path.join(repoRoot, 'dist'), prefix: '/dist/', index: false });
  await app.register(fastifyStatic, { root: options.mapsDir ?? path.join(repoRoot, 'fixtures', 'maps'), prefix: '/maps/', decorateReply: false, index: false });

  const uploadsDir = path.join(options.dataDir ?? mkdtempSync(path.join(os.tmpdir(), 'mapsvg-data-')), 'uploads');
  mkdirSync(uploadsDir, { recursive: true });
  await app.register(fastifyStatic, {
    root: uploadsDir, prefix: '/uploads/', decorateReply: false, index: false, dotfiles: 'deny',
    setHeaders: (reply) => {
      reply.header('content-security-policy', UPLOADED_FILE_POLICY);
      reply.header('x-frame-options', 'DENY');
      reply.header('x-content-type-options', 'nosniff');
    },
  });
  const geocoder = options.geocoder ?? new DatabaseGeocoder(db);

  await app.register(healthRoutes, { db });
  // One throttle for both ways in (the login page and the REST login); its counts live in the database.
  const throttle = new LoginThrottle(db);
  await app.register(pageRoutes, { db, assets, sessionTtlMs, throttle });
  await app.register(async (rest) => {
    await rest.register(authRoutes, { db, sessionTtlMs, throttle });
    await rest.register(mapsRoutes, { db, uploadsDir, mapFiles: { uploadsDir, mapsDir: options.mapsDir ?? path.join(repoRoot, 'fixtures', 'maps') } });
    await rest.register(schemaRoutes, { db });
    await rest.register(recordRoutes, { db, geocoder });
    await rest.register(markerFeedRoutes, { db, geocoder });
    await rest.register(markerRoutes, { uploadsDir });
    await rest.register(mediaRoutes, { db, uploadsDir });
    await rest.register(mapFileRoutes, { uploadsDir, mapsDir: options.mapsDir ?? path.join(repoRoot, 'fixtures', 'maps') });
    await rest.register(geocodingRoutes, { geocoder, intervalMs: options.geocodingIntervalMs });
    await rest.register(postRoutes, { db });
  }, { prefix: '/wp-json/mapsvg/v1' });
  await app.register(contactForm7Routes, { db, prefix: '/wp-json/contact-form-7/v1' });
  return app;
}
