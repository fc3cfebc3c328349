import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { testDrivers } from './drivers';
import { loginAsAdmin, startTestApp, type AdminLogin, type TestApp } from './harness';
import { API, at, createObjects, createSchema, getJson, storeFields } from './dataHelpers';
import { enableTrigrams } from '../../api/repositories/dataTables';

const TABLE = 'objects_502';
/** The search centre, on the equator: the stores lie along it, so their distances are exact. */
const CENTRE = { lat: 0, lng: 2.35 };

type Listed = { objects: Array<{ id: number; title: string; distance: number }> };

/** Stores due east of the centre at these distances (km), a few close, most far: rings of every size are needed. */
const DISTANCES_KM = [3, 8, 8, 19, 24, 26, 60, 95, 110, 380, 420, 900, 1_700, 2_600, 6_000, 9_500, 14_000, 19_000];

/** The point `km` east of the centre along the equator. */
function eastOf(km: number): { lat: number; lng: number } {
  const degrees = (km / 6371) * (180 / Math.PI);
  return { lat: 0, lng: ((CENTRE.lng + degrees + 180) % 360) - 180 };
}

describe.each(testDrivers())('nearest-first pages and substring search on $name', (driver) => {
  let testApp: TestApp;
  let login: AdminLogin;
  const list = (query: string) => getJson<Listed>(testApp.app, `${API}/objects/${TABLE}/?${query}`, { cookie: login.cookie });
  const near = (perpage: number, lengthKm: number, extra = '') => list(`perpage=${perpage}&${extra}filters=${encodeURIComponent(JSON.stringify({ distance: { units: 'km', length: lengthKm, geoPoint: CENTRE } }))}`);

  beforeAll(async () => {
    testApp = await startTestApp(driver);
    login = await loginAsAdmin(testApp.app);
    // As the server's start does: the substring search then gets its trigram indexes.
    await enableTrigrams(testApp.db);
    await createSchema(testApp.app, login, TABLE, storeFields());
    await createObjects(testApp.app, login, TABLE, DISTANCES_KM.map((km, index) => ({ title: `Store ${String(index).padStart(2, '0')} at ${km} km`, description: 'Pastry and coffee', location: at(eastOf(km).lat, eastOf(km).lng) })));
  }, 120_000);
  afterAll(async () => { await testApp.close(); });

  it('answers the same nearest-first page whatever the radius, a page at a time', async () => {
    const everything = (await near(100, 20_000)).objects.map((record) => record.title);
    expect(everything).toHaveLength(DISTANCES_KM.length);
    const byDistance = DISTANCES_KM.map((km, index) => ({ km, title: `Store ${String(index).padStart(2, '0')} at ${km} km` }))
      .sort((a, b) => a.km - b.km).map((store) => store.title);
    expect(everything).toEqual(byDistance);
    for (const perpage of [1, 2, 4, 6, 9, 12, 17]) {
      const page = (await near(perpage, 20_000)).objects;
      // One look-ahead record beyond the page when there is a next one.
      expect(page.map((record) => record.title)).toEqual(byDistance.slice(0, perpage + 1));
      expect(page.every((record, index) => index === 0 || record.distance >= (page[index - 1]?.distance ?? 0))).toBe(true);
    }
    // The asked radius still bounds the answer.
    expect((await near(20, 100)).objects.map((record) => record.title)).toEqual(byDistance.filter((title) => Number(/at (\d+) km/.exec(title)?.[1]) <= 100));
    // A second page reads the whole circle and continues where the first ended.
    expect((await near(4, 20_000, 'page=2&')).objects.map((record) => record.title)).toEqual(byDistance.slice(4, 9));
  });

  it('finds records by a part of a word, with the trigram indexes that keep a search that matches nothing cheap', async () => {
    const indexes = await testApp.db.query<{ indexdef: string }>('SELECT indexdef FROM pg_indexes WHERE tablename = $1', [TABLE]);
    expect(indexes.rows.filter((row) => row.indexdef.includes('gin_trgm_ops')).length).toBe(2);
    const found = await list(`search=${encodeURIComponent('astr')}&searchFallback=1`);
    expect(found.objects).toHaveLength(DISTANCES_KM.length);
    expect((await list(`search=${encodeURIComponent('20 at 19')}&searchFallback=1`)).objects).toEqual([]);
    expect((await list(`search=${encodeURIComponent('17 at 19')}&searchFallback=1`)).objects.map((record) => record.title)).toEqual(['Store 17 at 19000 km']);
    expect((await list(`search=${encodeURIComponent('qzxv')}&searchFallback=1`)).objects).toEqual([]);
  });
});
