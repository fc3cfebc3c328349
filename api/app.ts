import { mkdirSync, mkdtempSync, readFileSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import Fastify, { type FastifyInstance, type FastifyReply, type FastifyServerOptions } from 'fastify';
import cookie from '@fastify/cookie';
import fastifyStatic from '@fastify/static';
import { DEFAULT_CONNECTION_LIMITS, DEFAULT_PUBLIC_READ_LIMITS, type ConnectionLimits, type PublicReadLimits, type TrustProxy } from './config';
import { ReadGate } from './services/query/ReadGate';
import { PublicReads } from './services/query/PublicReads';
import { limitConnections, serverTimeouts } from './http/connectionLimits';
import type { Database } from './db/Database';
import { ApiError, asServiceError, toWpError, wpErrorBody } from './errors';
import { registerSessionLoading } from './auth/sessions';
import { AssetResolver } from './services/assets';
import { authRoutes } from './routes/mapsvg/auth';
import { LoginThrottle } from './auth/loginThrottle';
import { DatabaseHitCounter } from './auth/DatabaseHitCounter';
import { isStoreProbe, type HitCounter } from './auth/HitCounter';
import { registerSecurityHeaders } from './securityHeaders';
import { registerCrossOriginReads } from './crossOrigin';
import { registerNestingLimit } from './requestNesting';
import { mapsRoutes } from './routes/mapsvg/maps';
import { schemaRoutes } from './routes/mapsvg/schemas';
import { recordRoutes } from './routes/mapsvg/records';
import { markerFeedRoutes } from './routes/mapsvg/markerFeed';
import { markerRoutes } from './routes/mapsvg/markers';
import { mapFileRoutes } from './routes/mapsvg/mapFiles';
import { mediaRoutes } from './routes/mapsvg/media';
import { geocodingRoutes } from './routes/mapsvg/geocoding';
import { geocodingSettingsRoutes } from './routes/mapsvg/geocodingSettings';
import { PaidGeocoding } from './services/geocoding/PaidGeocoding';
import { GEOCODING_INTERVAL_MS } from '../domain/index';
import { postRoutes } from './routes/mapsvg/posts';
import type { GeocodingProvider } from './services/geocoding/GeocodingProvider';
import { DatabaseGeocoder } from './services/geocoding/DatabaseGeocoder';
import { parseQueryString } from './services/query/queryString';
import { pageRoutes } from './routes/site/pages';
import { mapPageRoutes } from './routes/site/mapPages';
import { healthRoutes } from './routes/site/health';
import { tileRoutes } from './routes/site/tiles';
import { contactForm7Routes } from './routes/contactForm7';
import { libraryMapRoutes, uploadRoutes } from './routes/site/uploads';
import { registerPublicReadCaching } from './httpCaching';
import { registerOpenApi } from './openapi';
import type { FileStorage } from './storage/FileStorage';
import { LocalFolderStorage } from './storage/LocalFolderStorage';

const repoRoot = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
const packageVersion = (JSON.parse(readFileSync(path.join(repoRoot, 'package.json'), 'utf8')) as { version: string }).version;

/** Everything the app needs from the outside; tests pass an in-memory database. */
interface AppOptions {
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
  /**
   * Where throttles and rate limits count (Redis with `REDIS_URL`, falling back to the database:
   * `FallbackHitCounter`, whose Redis state `/healthz` reports); the database when omitted.
   */
  hitCounter?: HitCounter;
  /** Seconds a CDN may serve public answers without revalidating (`MAPSVG_CDN_MAX_AGE`); 0 by default. */
  sharedMaxAge?: number;
  /** Geocoding provider; the offline place index in the database when omitted. */
  geocoder?: GeocodingProvider;
  /**
   * Minimum interval between geocoding calls of one client (600 ms by default): the `/geocoding`
   * route's limit, which the paid lookups of every other route share.
   */
  geocodingIntervalMs?: number;
  /** The current time of the paid geocoder's daily cap (tests set the day). */
  geocodingClock?: () => Date;
  /**
   * Proxies whose `X-Forwarded-Proto`/`-For` headers are believed (`MAPSVG_TRUST_PROXY`), so a
   * request that reached a TLS proxy counts as HTTPS and gets a Secure session cookie. None by default.
   */
  trustProxy?: TrustProxy;
  /**
   * Request, header and idle timeouts and connection caps (`server.ts` passes the configured
   * ones); when omitted, the defaults of `api/config.ts` without a per-client cap, so tests may
   * open many connections from loopback.
   */
  connections?: ConnectionLimits;
  /** The contact forms' SMTP server and per-address submission limit (`SMTP_URL`, `MAPSVG_FEEDBACK_LIMIT`). */
  mail?: { smtpUrl?: string; submissionsPerWindow?: number };
  /** How many heavy public reads run at once, may wait and how long they may take; the defaults of `api/config.ts` when omitted. */
  publicReads?: PublicReadLimits;
}

/** Default admin session lifetime: 12 hours. */
const DEFAULT_SESSION_TTL_MS = 12 * 60 * 60 * 1000;
/** Default largest request body: 2 MiB. */
const DEFAULT_BODY_LIMIT = 2 * 1024 * 1024;

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

/**
 * Removes the partial files a stopped process left in the uploads folder (never served: their
 * names are not keys), at start: all of them with PGlite (one process, nothing is being written
 * yet), those older than an hour otherwise (another process may be writing one).
 */
function registerPartialFileCleanup(app: FastifyInstance, storage: FileStorage, driver: Database['driver']): void {
  if (!(storage instanceof LocalFolderStorage)) return;
  app.addHook('onReady', async () => {
    await storage.removeAllPartialFiles(driver === 'pglite' ? 0 : 60 * 60 * 1000)
      .catch((error: unknown) => app.log.warn({ err: error }, 'removing partial upload files failed'));
  });
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
  app.setErrorHandler((thrown, request, reply) => {
    const error = asServiceError(thrown);
    const body = toWpError(error);
    if (body.data.status >= 500 && body.data.status !== 503) request.log.error({ err: error }, 'request failed');
    if (error instanceof ApiError && error.retryAfterSeconds !== undefined) reply.header('retry-after', String(error.retryAfterSeconds));
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
  const connections = options.connections ?? { ...DEFAULT_CONNECTION_LIMITS, maxConnectionsPerClient: 0 };
  const app = Fastify({
    ...serverTimeouts(connections),
    logger: options.logger ?? false,
    bodyLimit: options.bodyLimit ?? DEFAULT_BODY_LIMIT,
    trustProxy: fastifyTrustProxy(options.trustProxy ?? false),
    routerOptions: { ignoreTrailingSlash: false, querystringParser: parseQueryString },
  });
  limitConnections(app.server, connections, { perClient: !options.trustProxy });
  registerErrorHandling(app);
  registerSecurityHeaders(app, db);
  registerCrossOriginReads(app);
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
  registerPartialFileCleanup(app, storage, db.driver);
  await app.register(uploadRoutes, { storage, db });
  registerPublicReadCaching(app, { sharedMaxAge: options.sharedMaxAge });
  const geocoder = options.geocoder ?? new DatabaseGeocoder(db);
  const publicReads = options.publicReads ?? DEFAULT_PUBLIC_READ_LIMITS;
  const readGate = new ReadGate(publicReads.concurrent ?? (db.driver === 'pglite' ? 1 : 2), publicReads.maxQueued, publicReads.maxWaitMs);
  const boundedReads = new PublicReads(db, readGate, publicReads.timeoutMs);

  // One throttle for both ways in (the login page and the REST login); its counts live in the database (or Redis).
  const counter = options.hitCounter ?? new DatabaseHitCounter(db);
  await app.register(healthRoutes, { db, probes: isStoreProbe(counter) ? [counter] : [] });
  await app.register(tileRoutes);
  const throttle = new LoginThrottle(counter);
  const geocoding = new PaidGeocoding(db, geocoder, counter, { intervalMs: options.geocodingIntervalMs ?? GEOCODING_INTERVAL_MS, now: options.geocodingClock });
  await app.register(pageRoutes, { db, assets, sessionTtlMs, throttle });
  await app.register(mapPageRoutes, { db, assets });
  await app.register(async (rest) => {
    await rest.register(authRoutes, { db, sessionTtlMs, throttle });
    await rest.register(mapsRoutes, { db, storage, mapFiles: { storage, mapsDir: options.mapsDir ?? path.join(repoRoot, 'fixtures', 'maps') } });
    await rest.register(schemaRoutes, { db });
    await rest.register(recordRoutes, { db, geocoding, publicReads: boundedReads, publicMaxPerPage: publicReads.maxPerPage });
    await rest.register(markerFeedRoutes, { db, geocoding, publicReads: boundedReads });
    await rest.register(markerRoutes, { storage });
    await rest.register(mediaRoutes, { db, storage });
    await rest.register(mapFileRoutes, { storage, mapsDir: options.mapsDir ?? path.join(repoRoot, 'fixtures', 'maps') });
    await rest.register(geocodingRoutes, { geocoding });
    await rest.register(geocodingSettingsRoutes, { db, geocoding });
    await rest.register(postRoutes, { db });
  }, { prefix: '/wp-json/mapsvg/v1' });
  await app.register(contactForm7Routes, { db, storage, hitCounter: counter, ...options.mail, prefix: '/wp-json/contact-form-7/v1' });
  return app;
}
