import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { MarkerFeed } from '../../domain/index';
import { loadDemoCities, type DemoCity } from '../../api/services/demoCities';
import { seedWorldCities, WORLD_CITIES_SEED } from '../../api/services/demoCitiesSeed';
import { testDrivers } from './drivers';
import { loginAsAdmin, startTestApp, type TestApp } from './harness';
import { API, adminHeaders, getJson } from './dataHelpers';

type MapRow = { id: number; title: string; status: number; options: Record<string, unknown> };

/** Every bundled place, loaded once for the file (the loader parses ~9 MB of JSON). */
const ALL_CITIES: readonly DemoCity[] = loadDemoCities();

describe('the World cities data set', () => {
  it('holds every bundled place with a point, its country and an address', () => {
    expect(ALL_CITIES).toHaveLength(171_075);
    const paris = ALL_CITIES.find((city) => city.title === 'Paris' && city.location.address.country_short === 'FR');
    expect(paris).toMatchObject({
      country: 'France',
      location: { geoPoint: { lat: expect.closeTo(48.85, 1), lng: expect.closeTo(2.35, 1) }, address: { locality: 'Paris', country: 'France', address_formatted: 'Paris, Île-de-France, France' } },
    });
    expect(ALL_CITIES.every((city) => city.title !== '' && Math.abs(city.location.geoPoint.lat) < 90 && Math.abs(city.location.geoPoint.lng) <= 180)).toBe(true);
  });
});

describe.each(testDrivers())('the World cities demo seed on $name', (driver) => {
  let testApp: TestApp;
  beforeAll(async () => { testApp = await startTestApp(driver); });
  afterAll(async () => { await testApp.close(); });

  const citiesMap = async () => (await getJson<{ maps: MapRow[] }>(testApp.app, `${API}/maps/`)).maps.find((map) => map.title === 'World cities');
  const seedRow = async () => (await testApp.db.query<{ done: number; finished: boolean; table_name: string }>('SELECT done, finished, table_name FROM demo_seeds WHERE name = $1', [WORLD_CITIES_SEED])).rows[0];
  const stored = async (table: string) => (await testApp.db.query<{ id: number; title: string; lat: number }>(`SELECT id, title, location_lat AS lat FROM ${table} ORDER BY id`)).rows;

  it('gives the demo a published, clustered World cities map whose records wait for the background seed', async () => {
    const map = await citiesMap();
    expect(map).toMatchObject({
      status: 1,
      options: {
        source: '/maps/geo-calibrated-world.svg',
        clustering: { on: true },
        menu: { on: true, source: 'database', search: true },
        filters: { on: true },
        filtersSchema: [expect.objectContaining({ type: 'distance' })],
        database: { pagination: { on: true, perpage: 30 } },
      },
    });
    expect(await seedRow()).toEqual({ done: 0, finished: false, table_name: `objects_${map?.id}` });
    expect(await stored(`objects_${map?.id}`)).toEqual([]);
  });

  it('writes the cities in batches, and a stopped run resumes without writing any city twice or leaving one out', async () => {
    // A 5,000-place slice of the real data set keeps this test short; the full run is the same
    // loop over 171,075 places (about 15 s on PGlite).
    const cities = ALL_CITIES.slice(0, 5_000);
    const table = `objects_${(await citiesMap())?.id}`;
    const stop = new AbortController();
    const first = await seedWorldCities(testApp.db, { cities, batchSize: 700, signal: stop.signal, onBatch: (done) => { if (done >= 1_400) stop.abort(); } });
    expect(first).toEqual({ state: 'stopped', done: 1_400, total: 5_000 });
    expect(await stored(table)).toHaveLength(1_400);
    expect(await seedRow()).toMatchObject({ done: 1_400, finished: false });

    const logged: string[] = [];
    const second = await seedWorldCities(testApp.db, { cities, batchSize: 700, log: (line) => logged.push(line) });
    expect(second).toEqual({ state: 'finished', done: 5_000, total: 5_000 });
    expect(logged[0]).toBe('Seeding World cities in the background: 1,400 / 5,000 records');
    expect(logged.at(-1)).toMatch(/^Seeding World cities: 5,000 \/ 5,000 records, done in \d+ s\.$/);

    const rows = await stored(table);
    expect(rows.map((row) => row.title)).toEqual(cities.map((city) => city.title));
    expect(rows.map((row) => row.lat)).toEqual(cities.map((city) => city.location.geoPoint.lat));
    expect(new Set(rows.map((row) => row.id)).size).toBe(5_000);
    expect(await seedRow()).toMatchObject({ done: 5_000, finished: true });

    expect(await seedWorldCities(testApp.db, { cities })).toMatchObject({ state: 'none' });
    expect(await stored(table)).toHaveLength(5_000);
  });

  it('serves the seeded cities to visitors as markers and through search', async () => {
    const table = `objects_${(await citiesMap())?.id}`;
    const feed = await getJson<MarkerFeed>(testApp.app, `${API}/objects/${table}/markers`);
    expect(feed.ids).toHaveLength(5_000);
    expect(feed.titles.slice(0, 3)).toEqual(ALL_CITIES.slice(0, 3).map((city) => city.title));
    expect(feed.image.every((index) => index === -1)).toBe(true);
    const found = await getJson<{ objects: Array<{ title: string; country: string }> }>(testApp.app, `${API}/objects/${table}/?search=${encodeURIComponent(ALL_CITIES[10]?.title ?? '')}`);
    expect(found.objects[0]).toMatchObject({ title: ALL_CITIES[10]?.title, country: ALL_CITIES[10]?.country });
  });

  it('stops for good when the map and its table were deleted meanwhile', async () => {
    await testApp.db.query('UPDATE demo_seeds SET done = 0, finished = FALSE WHERE name = $1', [WORLD_CITIES_SEED]);
    const login = await loginAsAdmin(testApp.app);
    const map = await citiesMap();
    const removed = await testApp.app.inject({ method: 'DELETE', url: `${API}/maps/${map?.id}`, headers: adminHeaders(login) });
    expect(removed.statusCode).toBe(200);
    expect(await seedWorldCities(testApp.db, { cities: ALL_CITIES.slice(0, 10) })).toMatchObject({ state: 'none' });
    expect(await seedRow()).toMatchObject({ finished: true });
  });
});
