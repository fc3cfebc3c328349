import { afterAll, beforeAll } from 'vitest';
import type { FastifyInstance, LightMyRequestResponse } from 'fastify';
import { buildApp } from '../../api/app';
import { migrate } from '../../api/db/migrate';
import type { Database } from '../../api/db/Database';
import { bootstrap } from '../../api/services/bootstrap';
import { DatabaseGeocoder } from '../../api/services/geocoding/DatabaseGeocoder';
import { PlaceIndex, type PlaceChunkSource } from '../../api/services/geocoding/PlaceIndex';
import { loadPlaceRows } from '../../api/services/geocoding/placeSource';
import type { TestDriver } from './drivers';

/** The admin password every API test database is created with. */
export const TEST_ADMIN_PASSWORD = 'correct horse battery staple';

/** A migrated, bootstrapped app on a fresh database. */
export interface TestApp {
  app: FastifyInstance;
  db: Database;
  close(): Promise<void>;
}

/** Smallest population of the places {@link bigCityPlaces} keeps. */
const BIG_CITY_POPULATION = 100_000;

/**
 * The place list's cities of 100,000 inhabitants and more (a few thousand rows): an index of
 * them builds in about a second, where the world's 174,000 places take half a minute, which
 * suites that only look up a big city ("Chicago, IL", "Paris, France") need not wait for.
 */
const bigCityPlaces: PlaceChunkSource = async function* bigCityPlaces() {
  const rows = loadPlaceRows().filter((row) => row.population >= BIG_CITY_POPULATION);
  for (let start = 0; start < rows.length; start += 1000) yield JSON.stringify(rows.slice(start, start + 1000));
};

/** An offline geocoder over the big cities only (see {@link bigCityPlaces}). */
export function bigCityGeocoder(db: Database): DatabaseGeocoder {
  return new DatabaseGeocoder(db, new PlaceIndex(db, bigCityPlaces));
}

/** Which places the app's offline geocoder knows: the whole list (default) or big cities only. */
export interface TestPlaces {
  places?: 'world' | 'big-cities';
}

/** Builds the app (with `appOptions`) on a fresh database of the given driver, with the admin user and demo data. */
export async function startTestApp(driver: TestDriver, appOptions: Omit<Parameters<typeof buildApp>[0], 'db'> = {}, { places = 'world' }: TestPlaces = {}): Promise<TestApp> {
  const { db, drop } = await driver.open();
  await migrate(db);
  await bootstrap(db, TEST_ADMIN_PASSWORD);
  const geocoder = appOptions.geocoder ?? (places === 'big-cities' ? bigCityGeocoder(db) : undefined);
  const app = await buildApp({ ...appOptions, ...(geocoder ? { geocoder } : {}), db });
  return {
    app,
    db,
    async close() {
      await app.close();
      await drop();
    },
  };
}

/** An admin's logged-in state: the cookie header to send and the nonce. */
export interface AdminLogin {
  cookie: string;
  nonce: string;
}

/** Logs in as the admin through the REST endpoint. */
export async function loginAsAdmin(app: FastifyInstance): Promise<AdminLogin> {
  const response = await app.inject({
    method: 'POST',
    url: '/wp-json/mapsvg/v1/auth/login',
    payload: { username: 'admin', password: TEST_ADMIN_PASSWORD },
  });
  if (response.statusCode !== 200) throw new Error(`Login failed: ${response.body}`);
  return { cookie: sessionCookie(response), nonce: response.json<{ nonce: string }>().nonce };
}

/** The `name=value` pair of the session cookie a response set. */
export function sessionCookie(response: LightMyRequestResponse): string {
  const cookie = response.cookies.find((entry) => entry.name === 'mapsvg_session');
  if (!cookie) throw new Error('No session cookie was set.');
  return `${cookie.name}=${cookie.value}`;
}

/** The app of a suite and its admin's login, available once the suite's `beforeAll` has run. */
export interface AdminSuite {
  readonly app: FastifyInstance;
  readonly db: Database;
  readonly login: AdminLogin;
}

/**
 * Starts an app on `driver` and logs in as the admin before the calling suite's tests, and
 * closes it after them. Call inside a `describe`.
 */
export function adminSuite(driver: TestDriver): AdminSuite {
  let started: { testApp: TestApp; login: AdminLogin } | null = null;
  beforeAll(async () => {
    const testApp = await startTestApp(driver);
    started = { testApp, login: await loginAsAdmin(testApp.app) };
  });
  afterAll(async () => { await started?.testApp.close(); });
  const running = () => {
    if (!started) throw new Error('The suite has not started its app yet.');
    return started;
  };
  return {
    get app() { return running().testApp.app; },
    get db() { return running().testApp.db; },
    get login() { return running().login; },
  };
}
