import path from 'node:path';
import { readStorageConfig, type StorageConfig } from './storage/openFileStorage';

/** Settings read from the environment (see the README's configuration table). */
interface ServerConfig {
  port: number;
  host: string;
  dataDir: string;
  databaseUrl?: string;
  adminPassword?: string;
  /** Google Geocoding API key; the offline place list is used without one. */
  googleGeocodingApiKey?: string;
  /** Base URL of the Google Geocoding API (tests point it at a fake server). */
  googleGeocodingBaseUrl?: string;
  /** Which proxies' `X-Forwarded-*` headers to believe (`MAPSVG_TRUST_PROXY`); false trusts none. */
  trustProxy?: TrustProxy;
  /**
   * Whether the ~171k records of the World cities demo map are written in the background after
   * the server listens (`MAPSVG_DEMO_CITIES`, on unless `0`, `off`, `false` or `no`).
   */
  demoCities: boolean;
  /**
   * Whether the offline geocoder's place index is built right after the server listens on a
   * database that lacks it (`MAPSVG_PLACE_INDEX_AT_START`, on unless `0`, `off`, `false` or
   * `no`); otherwise the first address search builds it.
   */
  placeIndexAtStart: boolean;
  /** How long connections may take and how many may be open (see {@link ConnectionLimits}). */
  connections: ConnectionLimits;
  /** How many heavy public reads run at once and how many may wait (see {@link PublicReadLimits}). */
  publicReads: PublicReadLimits;
  /** Where uploaded files are kept (`MAPSVG_STORAGE` and the `MAPSVG_S3_*` settings). */
  storage: StorageConfig;
  /** Seconds a CDN may serve public answers without revalidating (`MAPSVG_CDN_MAX_AGE`, 0). */
  cdnMaxAge: number;
  /** Redis to count throttles and limits in (`REDIS_URL`); the database when unset. */
  redisUrl?: string;
  /** The server log's level (`LOG_LEVEL`, `warn`). */
  logLevel: LogLevel;
  /** Contact-form submissions one address may send in 10 minutes (`MAPSVG_FEEDBACK_LIMIT`, 30; 0: no limit). */
  feedbackLimit: number;
  /** SMTP server for contact-form mail (`SMTP_URL`); mail is kept in the outbox when unset. */
  smtpUrl?: string;
}

/** The server log's levels, as its logger (pino) names them. */
const LOG_LEVELS = ['fatal', 'error', 'warn', 'info', 'debug', 'trace', 'silent'] as const;
/** One of the server log's levels. */
type LogLevel = typeof LOG_LEVELS[number];

function readLogLevel(raw: string | undefined): LogLevel {
  const level = (raw ?? '').trim().toLowerCase();
  if (level === '') return 'warn';
  const known = LOG_LEVELS.find((name) => name === level);
  if (!known) throw new Error(`LOG_LEVEL must be one of ${LOG_LEVELS.join(', ')}, got "${raw}".`);
  return known;
}

/**
 * Heavy reads visitors may cause (record lists, marker feeds, id lists): how many run at once,
 * so everyone else's requests wait for a few of them at most, and how many may queue.
 */
export interface PublicReadLimits {
  /**
   * Heavy public reads running at once (`MAPSVG_PUBLIC_READS`): 1 on PGlite, which runs one
   * statement at a time on the server's own thread, 2 on PostgreSQL when unset.
   */
  concurrent?: number;
  /** Most records a visitor's page of a records list holds, `perpage=0` ("all") included (`MAPSVG_PUBLIC_MAX_PER_PAGE`, 1,000). */
  maxPerPage: number;
  /** Heavy public reads that may wait for a turn (`MAPSVG_PUBLIC_READ_QUEUE`, 200); later ones get 503 with `Retry-After`. */
  maxQueued: number;
  /** Milliseconds a heavy public read may wait for its turn (`MAPSVG_PUBLIC_READ_WAIT`, 20 s; keep it under the idle timeout); later, 503 with `Retry-After`. */
  maxWaitMs: number;
  /**
   * Milliseconds of database time a heavy public read gets once its turn came
   * (`MAPSVG_PUBLIC_READ_TIMEOUT`, 10 s): PostgreSQL cancels it after, and a statement still
   * queued for PGlite then never starts; the visitor gets 503 with `Retry-After`. Admin work has no limit.
   */
  timeoutMs: number;
}

/**
 * Bounds on what one connection may hold, so a direct exposure survives clients that send their
 * requests slowly (slow loris) or open sockets by the thousand.
 */
export interface ConnectionLimits {
  /** Milliseconds a request's headers may take to arrive (`MAPSVG_HEADERS_TIMEOUT`, 10 s); 408 after. */
  headersTimeoutMs: number;
  /** Milliseconds a whole request (headers and body) may take to arrive (`MAPSVG_REQUEST_TIMEOUT`, 120 s); 408 after. */
  requestTimeoutMs: number;
  /** Milliseconds a connection may stay silent, mid-body or between requests (`MAPSVG_IDLE_TIMEOUT`, 30 s); closed after. */
  idleTimeoutMs: number;
  /** Open connections the server accepts in all (`MAPSVG_MAX_CONNECTIONS`, 4,096); later ones are closed at once. */
  maxConnections: number;
  /** Open connections one client address (an IPv6 /64) may hold (`MAPSVG_MAX_CONNECTIONS_PER_CLIENT`, 128; 0 for no limit). */
  maxConnectionsPerClient: number;
}

/** Fastify's `trustProxy`: all proxies, none, a hop count, or a list of addresses and CIDR ranges. */
export type TrustProxy = boolean | number | string[];

/**
 * Reads `MAPSVG_TRUST_PROXY`: unset, empty or `false` trusts no proxy; `true` trusts every one
 * (only when the server is reachable through the proxy alone); a whole number trusts that many
 * hops; anything else is a comma-separated list of proxy addresses or CIDR ranges.
 */
export function readTrustProxy(raw: string | undefined): TrustProxy {
  const text = (raw ?? '').trim();
  if (text === '' || text.toLowerCase() === 'false') return false;
  if (text.toLowerCase() === 'true') return true;
  if (/^\d+$/.test(text)) return Number(text);
  return text.split(',').map((entry) => entry.trim()).filter((entry) => entry !== '');
}

function isOff(value: string | undefined): boolean {
  return ['0', 'off', 'false', 'no'].includes((value ?? '').trim().toLowerCase());
}

/** Reads a whole number of seconds (fractions allowed, for tests) as milliseconds, or names the bad value. */
function readSeconds(env: NodeJS.ProcessEnv, name: string, fallbackSeconds: number): number {
  const raw = env[name];
  if (raw === undefined || raw.trim() === '') return fallbackSeconds * 1000;
  const seconds = Number(raw);
  if (!Number.isFinite(seconds) || seconds <= 0) throw new Error(`${name} must be a number of seconds above 0, got "${raw}".`);
  return Math.round(seconds * 1000);
}

/** Reads a whole number from `min` up, or names the bad value. */
function readCount(env: NodeJS.ProcessEnv, name: string, fallback: number, min = 0): number {
  const raw = env[name];
  if (raw === undefined || raw.trim() === '') return fallback;
  const count = Number(raw);
  if (!Number.isInteger(count) || count < min) throw new Error(`${name} must be a whole number of ${min} or more, got "${raw}".`);
  return count;
}

function readConnectionLimits(env: NodeJS.ProcessEnv): ConnectionLimits {
  return {
    headersTimeoutMs: readSeconds(env, 'MAPSVG_HEADERS_TIMEOUT', 10),
    requestTimeoutMs: readSeconds(env, 'MAPSVG_REQUEST_TIMEOUT', 120),
    idleTimeoutMs: readSeconds(env, 'MAPSVG_IDLE_TIMEOUT', 30),
    maxConnections: readCount(env, 'MAPSVG_MAX_CONNECTIONS', 4096, 1),
    maxConnectionsPerClient: readCount(env, 'MAPSVG_MAX_CONNECTIONS_PER_CLIENT', 128),
  };
}

function readPublicReadLimits(env: NodeJS.ProcessEnv): PublicReadLimits {
  return {
    concurrent: env.MAPSVG_PUBLIC_READS?.trim() ? readCount(env, 'MAPSVG_PUBLIC_READS', 1, 1) : undefined,
    maxPerPage: readCount(env, 'MAPSVG_PUBLIC_MAX_PER_PAGE', 1000, 1),
    maxQueued: readCount(env, 'MAPSVG_PUBLIC_READ_QUEUE', 200),
    maxWaitMs: readSeconds(env, 'MAPSVG_PUBLIC_READ_WAIT', 20),
    timeoutMs: readSeconds(env, 'MAPSVG_PUBLIC_READ_TIMEOUT', 10),
  };
}

/** The public read limits when nothing is set. */
export const DEFAULT_PUBLIC_READ_LIMITS: PublicReadLimits = readPublicReadLimits({});

/** The connection limits when nothing is set. */
export const DEFAULT_CONNECTION_LIMITS: ConnectionLimits = readConnectionLimits({});

/** Reads and checks the environment; a bad value stops the start with a clear message. */
export function readConfig(env: NodeJS.ProcessEnv = process.env): ServerConfig {
  const port = env.PORT === undefined || env.PORT === '' ? 8080 : Number(env.PORT);
  if (!Number.isInteger(port) || port < 0 || port > 65535) {
    throw new Error(`PORT must be a whole number from 0 to 65535, got "${env.PORT}".`);
  }
  return {
    port,
    host: env.HOST || '127.0.0.1',
    dataDir: path.resolve(env.MAPSVG_DATA_DIR || 'data'),
    databaseUrl: env.DATABASE_URL || undefined,
    adminPassword: env.MAPSVG_ADMIN_PASSWORD || undefined,
    googleGeocodingApiKey: env.GOOGLE_GEOCODING_API_KEY || undefined,
    googleGeocodingBaseUrl: env.GOOGLE_GEOCODING_BASE_URL || undefined,
    trustProxy: readTrustProxy(env.MAPSVG_TRUST_PROXY),
    demoCities: !isOff(env.MAPSVG_DEMO_CITIES),
    placeIndexAtStart: !isOff(env.MAPSVG_PLACE_INDEX_AT_START),
    connections: readConnectionLimits(env),
    publicReads: readPublicReadLimits(env),
    storage: readStorageConfig(env, env.DATABASE_URL || undefined),
    cdnMaxAge: readCount(env, 'MAPSVG_CDN_MAX_AGE', 0),
    redisUrl: env.REDIS_URL || undefined,
    logLevel: readLogLevel(env.LOG_LEVEL),
    feedbackLimit: readCount(env, 'MAPSVG_FEEDBACK_LIMIT', 30),
    smtpUrl: env.SMTP_URL || undefined,
  };
}
