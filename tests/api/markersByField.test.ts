import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { SchemaField } from '../../domain/index';
import { testDrivers } from './drivers';
import { loginAsAdmin, startTestApp, type AdminLogin, type TestApp } from './harness';
import { API, adminHeaders, at, createObjects, createSchema, storeFields } from './dataHelpers';

/** More rows than one rewrite batch holds, so the batches' key ranges are exercised. */
const ROWS = 12_001;

describe.each(testDrivers())('markers by field on $name', (driver) => {
  let testApp: TestApp;
  let login: AdminLogin;

  beforeAll(async () => {
    testApp = await startTestApp(driver, {}, { places: 'big-cities' });
    login = await loginAsAdmin(testApp.app);
  });
  afterAll(async () => { await testApp.close(); });

  const imagesByCategory = async (table: string) => (await testApp.db.query<{ category: string; img: string; count: number }>(
    `SELECT category, location ->> 'img' AS img, count(*)::int AS count FROM ${table} GROUP BY 1, 2 ORDER BY 1, 2`,
  )).rows;

  it('turning the setting on gives every stored record its category image, and later writes follow it', async () => {
    const table = 'objects_901';
    const { id } = await createSchema(testApp.app, login, table, storeFields());
    await testApp.db.query(
      `INSERT INTO ${table} (title, category, location, location_lat, location_lng)
       SELECT 'Store ' || n, (ARRAY['store', 'outlet', 'office'])[n % 3 + 1], jsonb_build_object('img', 'pin1_red.png', 'geoPoint', jsonb_build_object('lat', 40, 'lng', -100)), 40, -100
       FROM generate_series(1, ${ROWS}) AS n`,
    );
    const fields: SchemaField[] = storeFields().map((field) => (field.type === 'location'
      ? { ...field, markersByFieldEnabled: true, markerField: 'category', markersByField: { store: 'uploads/store.png', outlet: 'uploads/outlet.png' } }
      : field));
    const saved = await testApp.app.inject({ method: 'PUT', url: `${API}/schemas/${id}`, headers: adminHeaders(login), payload: { schema: { fields } } });
    expect(saved.statusCode).toBe(200);
    expect(await imagesByCategory(table)).toEqual([
      { category: 'office', img: 'pin1_red.png', count: 4000 },
      { category: 'outlet', img: 'uploads/outlet.png', count: 4001 },
      { category: 'store', img: 'uploads/store.png', count: 4000 },
    ]);

    const [created] = await createObjects(testApp.app, login, table, [{ title: 'New outlet', category: 'outlet', location: at(41, -101) }]);
    expect(created?.location).toMatchObject({ img: 'uploads/outlet.png' });
    const moved = await testApp.app.inject({ method: 'PUT', url: `${API}/objects/${table}/${String(created?.id)}`, headers: adminHeaders(login), payload: { object: { category: 'store' } } });
    expect(moved.json<{ object: { location: { img: string } } }>().object.location.img).toBe('uploads/store.png');
  });
});
