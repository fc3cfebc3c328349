import path from 'node:path';

/** Settings read from the environment (see the README's configuration table). */
export interface ServerConfig {
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
  };
}
