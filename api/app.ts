import { mkdirSync, mkdtempSync, readFileSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import Fastify, { type FastifyInstance, type FastifyReply, type FastifyServerOptions } from 'fastify';
import cookie from '@fastify/cookie';
import fastifyStatic from '@fastify/static';
import type { TrustProxy } from './config';
import type { Database } from './db/Database';
import { toWpError, wpErrorBody } from './errors';
import { registerSessionLoading } from './auth/sessions';
import { AssetResolver } from './services/assets';
import { authRoutes } from './routes/mapsvg/auth';
import { LoginThrottle } from './auth/loginThrottle';
import { DatabaseHitCounter } from './auth/DatabaseHitCounter';
import type { HitCounter } from './auth/HitCounter';
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
import { libraryMapRoutes, uploadRoutes } from './routes/site/uploads';
import { registerPublicReadCaching } from './httpCaching';
import { registerOpenApi } from './openapi';
import type { FileStorage } from './storage/FileStorage';
import { LocalFolderStorage } from './storage/LocalFolderStorage';

const repoRoot = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
const packageVersion = (JSON.parse(readFileSync(path.join(repoRoot, 'package.json'), 'utf8')) as { version: string }).version;

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
  /**
   * Data folder (`MAPSVG_DATA_DIR`): without `storage`, uploads go to `{dataDir}/uploads/`. A
   * temporary folder when omitted.
   */
  dataDir?: string;
  /** Where uploaded files are kept (see `openFileStorage`); the data folder's `uploads/` when omitted. */
  storage?: FileStorage;
  /** Where throttles and rate limits count (Redis with `REDIS_URL`); the database when omitted. */
  hitCounter?: HitCounter;
  /** Seconds a CDN may serve public answers without revalidating (`MAPSVG_CDN_MAX_AGE`); 0 by default. */
  sharedMaxAge?: number;
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

/** Chunks and assets of the build carry their content hash in the name (`viewer-Ab12_cd3.js`): they never change. */
const HASHED_BUILD_FILE = /[\\/](?:assets|chunks)[\\/][^\\/]+-[A-Za-z0-9_-]{8}\.[a-z0-9]+$/;

function cacheBuiltFiles(reply: FastifyReply, filePath: string): void {
  if (HASHED_BUILD_FILE.test(filePath)) reply.header('cache-control', 'public, max-age=31536000, immutable');
}

function defaultStorage(dataDir: string | undefined): FileStorage {
  const uploadsDir = path.join(dataDir ?? mkdtempSync(path.join(os.tmpdir(), 'mapsvg-data-')), 'uploads');
  mkdirSync(uploadsDir, { recursive: true });
  return new LocalFolderStorage(uploadsDir);
}

/** Fastify's typings take a hop count as a function of the hop index. */
function fastifyTrustProxy(value: TrustProxy): boolean | string[] | ((address: string, hop: number) => boolean) {
  return typeof value === 'number' ? (_address, hop) => hop < value : value;
}

function registerFormBodies(app: FastifyInstance): void {
  app.addContentTypeParser('application/x-www-form-urlencoded', { parseAs: 'string' }, (_request, body, done) => {
    done(null, Object.fromEntries(new URLSearchParams(String(body))));
  });
}

/**
 * A write sent without a body is a write without parameters, as in WordPress: a route's body
 * schema then names what is missing (`Missing parameter(s): map`) instead of refusing "body".
 */
function registerEmptyBodies(app: FastifyInstance): void {
  app.addHook('preValidation', async (request) => {
    if ((request.body === undefined || request.body === null) && request.routeOptions.schema?.body) request.body = {};
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
  registerEmptyBodies(app);
  await app.register(cookie);
  registerSessionLoading(app, db);
  // Before any route: the document is built from the routes as they are registered.
  await registerOpenApi(app, packageVersion);

  const assets = new AssetResolver(options.distDir ?? path.join(repoRoot, 'dist'));
  await app.register(fastifyStatic, { root: options.distDir ?? path.join(repoRoot, 'dist'), prefix: '/dist/', index: false, setHeaders: cacheBuiltFiles });
  await app.register(libraryMapRoutes, { library: new LocalFolderStorage(options.mapsDir ?? path.join(repoRoot, 'fixtures', 'maps')) });

  const storage = options.storage ?? defaultStorage(options.dataDir);
  await app.register(uploadRoutes, { storage });
  registerPublicReadCaching(app, { sharedMaxAge: options.sharedMaxAge });
  const geocoder = options.geocoder ?? new DatabaseGeocoder(db);

  await app.register(healthRoutes, { db });
  // One throttle for both ways in (the login page and the REST login); its counts live in the database (or Redis).
  const counter = options.hitCounter ?? new DatabaseHitCounter(db);
  const throttle = new LoginThrottle(counter);
  await app.register(pageRoutes, { db, assets, sessionTtlMs, throttle });
  await app.register(async (rest) => {
    await rest.register(authRoutes, { db, sessionTtlMs, throttle });
    await rest.register(mapsRoutes, { db, storage, mapFiles: { storage, mapsDir: options.mapsDir ?? path.join(repoRoot, 'fixtures', 'maps') } });
    await rest.register(schemaRoutes, { db });
    await rest.register(recordRoutes, { db, geocoder });
    await rest.register(markerFeedRoutes, { db, geocoder });
    await rest.register(markerRoutes, { storage });
    await rest.register(mediaRoutes, { db, storage });
    await rest.register(mapFileRoutes, { storage, mapsDir: options.mapsDir ?? path.join(repoRoot, 'fixtures', 'maps') });
    await rest.register(geocodingRoutes, { geocoder, counter, intervalMs: options.geocodingIntervalMs });
    await rest.register(postRoutes, { db });
  }, { prefix: '/wp-json/mapsvg/v1' });
  await app.register(contactForm7Routes, { db, hitCounter: counter, prefix: '/wp-json/contact-form-7/v1' });
  return app;
}
