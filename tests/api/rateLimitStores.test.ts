import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { FastifyInstance } from 'fastify';
import { buildApp } from '../../api/app';
import { migrate } from '../../api/db/migrate';
import { openTestPglite } from '../support/testPglite';
import { hasProgram, startRedis, type LoopbackServer } from '../support/loopbackServers';
import { DatabaseHitCounter } from '../../api/auth/DatabaseHitCounter';
import type { HitCounter } from '../../api/auth/HitCounter';
import { RateLimit } from '../../api/auth/RateLimit';
import { RedisHitCounter } from '../../api/auth/RedisHitCounter';
import type { GeocodingProvider } from '../../api/services/geocoding/GeocodingProvider';
import { testDrivers } from './drivers';
import { startTestApp, type TestApp } from './harness';
import { API } from './dataHelpers';

interface OpenedCounter {
  /** Counts by the store's own clock, as in production. */
  counter: HitCounter;
  /** Counts by {@link clock}, which only the test moves. */
  clocked: HitCounter;
  close(): Promise<void>;
}

/** The test's time in ms: starts at the real time (Redis expires keys by its own clock) and moves only when a test moves it. */
let fakeNow = Date.now();
const clock = () => fakeNow;

const redisInstalled = hasProgram('redis-server');
if (!redisInstalled) console.warn('redis-server is not installed: the Redis rate-limit tests are skipped (apt-get install redis-server).');

const stores: Array<{ name: string; skip: boolean; open(): Promise<OpenedCounter> }> = [
  {
    name: 'the database',
    skip: false,
    async open() {
      const db = await openTestPglite();
      await migrate(db);
      return { counter: new DatabaseHitCounter(db), clocked: new DatabaseHitCounter(db, clock), close: () => db.close() };
    },
  },
  {
    name: 'Redis',
    skip: !redisInstalled,
    async open() {
      const server: LoopbackServer = await startRedis();
      const counter = new RedisHitCounter(server.url);
      const clocked = new RedisHitCounter(server.url, { now: clock });
      return { counter, clocked, close: async () => { await counter.close(); await clocked.close(); await server.stop(); } };
    },
  },
];

describe.each(stores)('rate limits counted in $name', ({ skip, open }) => {
  let opened: OpenedCounter;
  beforeAll(async () => { if (!skip) opened = await open(); });
  afterAll(async () => { if (!skip) await opened.close(); });

  it.skipIf(skip)('admits exactly the limit of parallel hits, from two limiters sharing the store', async () => {
    const rule = { bucket: 'test-parallel', maxHits: 10, windowSeconds: 60 };
    const first = new RateLimit(opened.counter, rule);
    const second = new RateLimit(opened.counter, rule);
    const waits = await Promise.all(Array.from({ length: 30 }, (_, index) => (index % 2 ? first : second).take('10.0.0.1')));
    expect(waits.filter((wait) => wait === 0)).toHaveLength(10);
    const refused = waits.filter((wait) => wait > 0);
    expect(refused).toHaveLength(20);
    expect(Math.max(...refused)).toBeLessThanOrEqual(60);
    // Another key has its own allowance.
    expect(await first.take('10.0.0.2')).toBe(0);
  });

  it.skipIf(skip)('starts a new window once the old one has passed, not before', async () => {
    const limit = new RateLimit(opened.clocked, { bucket: 'test-window', maxHits: 1, windowSeconds: 10 });
    expect(await limit.take('a')).toBe(0);
    expect(await limit.take('a')).toBe(10);
    fakeNow += 6_500;
    expect(await limit.take('a')).toBe(4);
    fakeNow += 3_400;
    expect(await limit.take('a')).toBe(1);
    fakeNow += 200;
    expect(await limit.take('a')).toBe(0);
    // The new window counts from its first hit: refused hits before it did not move it.
    expect(await limit.take('a')).toBe(10);
  });

  it.skipIf(skip)('forgets a key and gives a hit back, never below zero', async () => {
    const limit = new RateLimit(opened.counter, { bucket: 'test-forget', maxHits: 2, windowSeconds: 60 });
    await limit.take('k');
    await limit.take('k');
    expect(await limit.take('k')).toBeGreaterThan(0);
    await limit.forget('k');
    expect(await limit.take('k')).toBe(0);
    await limit.giveBack('k');
    await limit.giveBack('k');
    await limit.giveBack('k');
    expect(await limit.take('k')).toBe(0);
    expect(await limit.take('k')).toBe(0);
    expect(await limit.take('k')).toBeGreaterThan(0);
  });
});

const noPlaces: GeocodingProvider = {
  name: 'none',
  geocode: async () => ({ status: 'ZERO_RESULTS', results: [] }),
  reverse: async () => ({ status: 'ZERO_RESULTS', results: [] }),
};

/**
 * Both servers share a 30 s interval, not the default 600 ms: on a loaded machine the first call
 * alone can outlast 600 ms, and the second would then rightly pass.
 */
const SHARED_INTERVAL_MS = 30_000;

describe.each(testDrivers())('the geocoding limit across two servers on $name', (driver) => {
  let testApp: TestApp;
  let other: FastifyInstance;
  beforeAll(async () => {
    testApp = await startTestApp(driver, { geocodingIntervalMs: SHARED_INTERVAL_MS }, { places: 'big-cities' });
    other = await buildApp({ db: testApp.db, geocoder: noPlaces, geocodingIntervalMs: SHARED_INTERVAL_MS });
  });
  afterAll(async () => {
    await other.close();
    await testApp.close();
  });

  it('refuses a second call within the interval from the same visitor when it reaches the other server', async () => {
    const url = `${API}/geocoding?address=Denver`;
    const first = await other.inject({ url, remoteAddress: '10.9.0.1' });
    expect(first.statusCode).toBe(200);
    const second = await testApp.app.inject({ url, remoteAddress: '10.9.0.1' });
    expect(second.statusCode).toBe(429);
    expect(Number(second.headers['retry-after'])).toBeGreaterThan(1);
    expect(Number(second.headers['retry-after'])).toBeLessThanOrEqual(SHARED_INTERVAL_MS / 1000);
    const someoneElse = await testApp.app.inject({ url, remoteAddress: '10.9.0.2' });
    expect(someoneElse.statusCode).not.toBe(429);
  });
});
