import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { FastifyInstance } from 'fastify';
import { buildApp } from '../../api/app';
import { GoogleGeocoder } from '../../api/services/geocoding/GoogleGeocoder';
import { pgliteDriver, testDrivers } from './drivers';
import { hasProgram, startRedis } from '../support/loopbackServers';
import { RedisHitCounter } from '../../api/auth/RedisHitCounter';
import { loginAsAdmin, startTestApp, type TestApp } from './harness';
import { API, adminHeaders, getJson } from './dataHelpers';
import { pruneCachedAnswers, readCachedAnswer, writeCachedAnswer } from '../../api/repositories/geocodingCacheRepository';

/** A stand-in for Google's Geocoding API on loopback that counts the paid calls it gets. */
interface FakeGoogle {
  base: string;
  addresses: string[];
  close(): Promise<void>;
}

async function startFakeGoogle(): Promise<FakeGoogle> {
  const addresses: string[] = [];
  const server: Server = createServer((request, response) => {
    const url = new URL(request.url ?? '/', 'http://127.0.0.1');
    addresses.push(url.searchParams.get('address') ?? url.searchParams.get('latlng') ?? '');
    response.setHeader('content-type', 'application/json');
    response.end(JSON.stringify({
      status: 'OK',
      results: [{ formatted_address: 'Denver, CO, USA', address_components: [{ long_name: 'Denver', short_name: 'Denver', types: ['locality'] }], geometry: { location: { lat: 39.74, lng: -104.99 } } }],
    }));
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  return {
    base: `http://127.0.0.1:${(server.address() as AddressInfo).port}`,
    addresses,
    close: () => new Promise((resolve) => server.close(() => resolve())),
  };
}

/** A day of its own per app, so each test's daily count starts at zero. */
const dayClock = (day: string) => () => new Date(`${day}T12:00:00Z`);

describe.each(testDrivers())('paid geocoding on $name', (driver) => {
  let testApp: TestApp;
  let google: FakeGoogle;
  let storesUrl: string;
  let idsUrl: string;
  const apps: FastifyInstance[] = [];
  /** A server process with the Google geocoder, sharing the suite's database (and so its counters and cache). */
  const googleApp = async (day: string, intervalMs = 60_000) => {
    const app = await buildApp({ db: testApp.db, geocoder: new GoogleGeocoder('test-key', google.base), geocodingIntervalMs: intervalMs, geocodingClock: dayClock(day) });
    apps.push(app);
    return app;
  };

  beforeAll(async () => {
    google = await startFakeGoogle();
    testApp = await startTestApp(driver);
    const maps = await getJson<{ maps: Array<{ id: number; title: string }> }>(testApp.app, `${API}/maps/`);
    const usa = maps.maps.find((map) => map.title === 'United States');
    storesUrl = `${API}/objects/objects_${usa?.id}`;
    idsUrl = `${API}/objects/objects_${usa?.id}/ids`;
  }, 60_000);
  afterAll(async () => {
    for (const app of apps) await app.close();
    await testApp.close();
    await google.close();
  });

  const near = (address: string) => `filters[distance][address]=${encodeURIComponent(address)}&filters[distance][length]=50`;

  it('counts the list, /ids and /geocoding against one per-client limit: 200 parallel lookups with new addresses make one paid call', async () => {
    const app = await googleApp('2031-01-01');
    const lists = Array.from({ length: 100 }, (_, index) => app.inject({ url: `${storesUrl}?${near(`${index} List Street, Denver`)}`, remoteAddress: '10.9.0.1' }));
    const ids = Array.from({ length: 100 }, (_, index) => app.inject({ url: `${idsUrl}?${near(`${index} Ids Street, Denver`)}`, remoteAddress: '10.9.0.1' }));
    const answers = await Promise.all([...lists, ...ids]);
    expect(google.addresses.filter((address) => / (List|Ids) Street/.test(address))).toHaveLength(1);
    const refused = answers.filter((answer) => answer.statusCode === 429);
    expect(refused.length).toBeGreaterThan(150);
    expect(refused[0]?.json()).toMatchObject({ code: 'rest_too_many_requests', data: { status: 429 } });
    expect(Number(refused[0]?.headers['retry-after'])).toBeGreaterThan(0);
    expect(answers.every((answer) => [200, 429, 503].includes(answer.statusCode))).toBe(true);
    // The address search route is the same limit, and so is a neighbour in the same IPv6 /64.
    expect((await app.inject({ url: `${API}/geocoding?address=Boulder`, remoteAddress: '10.9.0.1' })).statusCode).toBe(429);
    expect((await app.inject({ url: `${storesUrl}?${near('Golden, CO')}`, remoteAddress: '2001:db8:9:1::5' })).statusCode).toBe(200);
    expect((await app.inject({ url: `${storesUrl}?${near('Evergreen, CO')}`, remoteAddress: '2001:db8:9:1::77' })).statusCode).toBe(429);
    // Another client is not held back.
    expect((await app.inject({ url: `${storesUrl}?${near('Littleton, CO')}`, remoteAddress: '10.9.0.2' })).statusCode).toBe(200);
  }, 120_000);

  it('pays once for an address, whichever route, client, spelling or server process asks again', async () => {
    const first = await googleApp('2031-01-02', 0);
    const second = await googleApp('2031-01-02', 0);
    const before = google.addresses.length;
    const list = await first.inject({ url: `${storesUrl}?${near('1600 Glenarm Place, Denver')}`, remoteAddress: '10.9.1.1' });
    expect(list.statusCode).toBe(200);
    expect(list.json<{ objects: Array<{ title: string }> }>().objects.length).toBeGreaterThan(0);
    expect(google.addresses.length).toBe(before + 1);
    const again = await second.inject({ url: `${idsUrl}?${near('  1600 glenarm place ,DENVER ')}`, remoteAddress: '10.9.1.2' });
    expect(again.statusCode).toBe(200);
    const search = await second.inject({ url: `${API}/geocoding?address=${encodeURIComponent('1600 Glenarm Place, Denver')}`, remoteAddress: '10.9.1.3' });
    expect(search.json()).toMatchObject({ status: 'OK', results: [{ formatted_address: 'Denver, CO, USA' }] });
    expect(google.addresses.length).toBe(before + 1);
  });

  it('stops paid calls at the daily cap the admin set, says so, and keeps answering from the cache', async () => {
    const app = await googleApp('2031-01-03', 0);
    const login = await loginAsAdmin(app);
    const set = await app.inject({ method: 'PUT', url: `${API}/geocoding/settings`, headers: adminHeaders(login), payload: { dailyCap: 2 } });
    expect(set.json()).toMatchObject({ provider: 'google', paid: true, dailyCap: 2, today: { day: '2031-01-03', paidCalls: 0 } });
    const before = google.addresses.length;
    for (const [index, city] of ['Aurora, CO', 'Lakewood, CO'].entries()) {
      expect((await app.inject({ url: `${storesUrl}?${near(city)}`, remoteAddress: `10.9.2.${index + 1}` })).statusCode).toBe(200);
    }
    expect(google.addresses.length).toBe(before + 2);

    const list = await app.inject({ url: `${storesUrl}?${near('Arvada, CO')}`, remoteAddress: '10.9.2.10' });
    expect(list.statusCode).toBe(503);
    expect(list.json()).toMatchObject({ code: 'rest_geocoding_daily_limit', message: expect.stringContaining('daily limit of 2 paid geocoding calls') });
    expect(Number(list.headers['retry-after'])).toBe(12 * 60 * 60);
    const search = await app.inject({ url: `${API}/geocoding?address=Arvada`, remoteAddress: '10.9.2.11' });
    expect(search.json()).toMatchObject({ status: 'OVER_DAILY_LIMIT', results: [], error_message: expect.stringContaining('daily limit of 2 paid geocoding calls') });
    const ids = await app.inject({ url: `${idsUrl}?${near('Westminster, CO')}`, remoteAddress: '10.9.2.12' });
    expect(ids.statusCode).toBe(503);
    expect(google.addresses.length).toBe(before + 2);
    // An address already paid for is still found.
    expect((await app.inject({ url: `${storesUrl}?${near('aurora, co')}`, remoteAddress: '10.9.2.13' })).statusCode).toBe(200);

    const settings = await app.inject({ url: `${API}/geocoding/settings`, headers: adminHeaders(login) });
    expect(settings.json()).toMatchObject({ dailyCap: 2, today: { day: '2031-01-03', paidCalls: 2 } });
    // Another day has its own count; a cap of 0 allows no paid call at all.
    const nextDay = await googleApp('2031-01-04', 0);
    expect((await nextDay.inject({ url: `${storesUrl}?${near('Arvada, CO')}`, remoteAddress: '10.9.2.20' })).statusCode).toBe(200);
    await app.inject({ method: 'PUT', url: `${API}/geocoding/settings`, headers: adminHeaders(login), payload: { dailyCap: 0 } });
    expect((await nextDay.inject({ url: `${storesUrl}?${near('Thornton, CO')}`, remoteAddress: '10.9.2.21' })).statusCode).toBe(503);
    expect(google.addresses.length).toBe(before + 3);
    await app.inject({ method: 'PUT', url: `${API}/geocoding/settings`, headers: adminHeaders(login), payload: { dailyCap: '' } });
    expect((await nextDay.inject({ url: `${storesUrl}?${near('Thornton, CO')}`, remoteAddress: '10.9.2.22' })).statusCode).toBe(200);
  });

  it('refuses a cap that is not a whole number, and keeps the settings from visitors', async () => {
    const app = await googleApp('2031-01-05', 0);
    const login = await loginAsAdmin(app);
    const wrong = await app.inject({ method: 'PUT', url: `${API}/geocoding/settings`, headers: adminHeaders(login), payload: { dailyCap: 'lots' } });
    expect(wrong.statusCode).toBe(400);
    expect(wrong.json().message).toBe('Invalid parameter(s): dailyCap (a whole number from 0 to 1000000, or empty for no cap).');
    expect((await app.inject({ url: `${API}/geocoding/settings` })).statusCode).toBe(401);
    expect((await app.inject({ method: 'PUT', url: `${API}/geocoding/settings`, payload: { dailyCap: 5 } })).statusCode).toBe(401);
  });

  it('paces an import\'s paid lookups by the per-client limit instead of refusing them', async () => {
    const app = await googleApp('2031-01-07', 300);
    const login = await loginAsAdmin(app);
    const before = google.addresses.length;
    const rows = ['1 Paced Road, Denver', '2 Paced Road, Denver', '3 Paced Road, Denver'].map((location, index) => ({ title: `Paced ${index}`, location }));
    const imported = await app.inject({ method: 'POST', url: `${storesUrl}/import`, headers: adminHeaders(login), payload: { data: rows } });
    expect(imported.json()).toMatchObject({ imported: 3, errors: [] });
    expect(google.addresses.length).toBe(before + 3);
  });

  it('looks up an import\'s addresses through the cap too, naming each row it could not place', async () => {
    const app = await googleApp('2031-01-06', 0);
    const login = await loginAsAdmin(app);
    await app.inject({ method: 'PUT', url: `${API}/geocoding/settings`, headers: adminHeaders(login), payload: { dailyCap: 1 } });
    const before = google.addresses.length;
    const rows = [{ title: 'One', location: '1 Import Road, Denver' }, { title: 'Two', location: '2 Import Road, Denver' }];
    const imported = await app.inject({ method: 'POST', url: `${storesUrl}/import`, headers: adminHeaders(login), payload: { data: rows } });
    expect(imported.json()).toMatchObject({ imported: 1, errors: [{ line: 3, message: expect.stringContaining('The location "2 Import Road, Denver" was not looked up') }] });
    expect(google.addresses.length).toBe(before + 1);
    await app.inject({ method: 'PUT', url: `${API}/geocoding/settings`, headers: adminHeaders(login), payload: { dailyCap: null } });
  });

  it('keeps the answers cache bounded: old answers expire and the oldest go past the size cap', async () => {
    const db = testApp.db;
    await db.query('DELETE FROM geocoding_cache');
    for (const name of ['a', 'b', 'c', 'd']) await writeCachedAnswer(db, `bound|${name}`, { status: 'OK', results: [] });
    await db.query("UPDATE geocoding_cache SET created_at = now() - interval '40 days' WHERE key = 'bound|a'");
    await db.query("UPDATE geocoding_cache SET created_at = now() - interval '2 days' WHERE key = 'bound|b'");
    expect(await readCachedAnswer(db, 'bound|a', 30 * 24 * 3600)).toBeUndefined();
    await pruneCachedAnswers(db, 30 * 24 * 3600, 2);
    expect((await db.query<{ key: string }>('SELECT key FROM geocoding_cache ORDER BY key')).rows.map((row) => row.key)).toEqual(['bound|c', 'bound|d']);
  });
});

describe.skipIf(!hasProgram('redis-server'))('paid geocoding with the limit counted in Redis', () => {
  it('holds two server processes to one paid call per client between them', async () => {
    const google = await startFakeGoogle();
    const redis = await startRedis();
    const counters = [new RedisHitCounter(redis.url), new RedisHitCounter(redis.url)];
    const testApp = await startTestApp(pgliteDriver);
    const servers = await Promise.all(counters.map((hitCounter) => buildApp({
      db: testApp.db, hitCounter, geocoder: new GoogleGeocoder('test-key', google.base), geocodingIntervalMs: 60_000, geocodingClock: dayClock('2031-02-01'),
    })));
    try {
      const maps = await getJson<{ maps: Array<{ id: number; title: string }> }>(testApp.app, `${API}/maps/`);
      const usa = maps.maps.find((map) => map.title === 'United States');
      const answers = await Promise.all(Array.from({ length: 40 }, (_, index) => servers[index % 2]!.inject({
        url: `${API}/objects/objects_${usa?.id}/ids?filters[distance][address]=${index}%20Redis%20Road&filters[distance][length]=50`, remoteAddress: '10.9.5.1',
      })));
      expect(google.addresses).toHaveLength(1);
      expect(answers.filter((answer) => answer.statusCode === 429).length).toBeGreaterThanOrEqual(30);
    } finally {
      for (const server of servers) await server.close();
      for (const counter of counters) await counter.close();
      await testApp.close();
      await redis.stop();
      await google.close();
    }
  }, 120_000);
});
