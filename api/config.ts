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
  };
}
