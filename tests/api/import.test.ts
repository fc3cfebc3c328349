import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { testDrivers } from './drivers';
import { loginAsAdmin, startTestApp, type AdminLogin, type TestApp } from './harness';
import { API, adminHeaders, createSchema, field, getJson, storeFields } from './dataHelpers';

type Row = Record<string, unknown>;

describe.each(testDrivers())('record import on $name', (driver) => {
  let testApp: TestApp;
  let login: AdminLogin;
  let nextTable = 800;

  beforeAll(async () => {
    testApp = await startTestApp(driver, {}, { places: 'big-cities' });
    login = await loginAsAdmin(testApp.app);
  });
  afterAll(async () => { await testApp.close(); });

  /** A fresh objects table (and its regions table with two states) per test. */
  const freshTable = async () => {
    nextTable += 1;
    const table = `objects_${nextTable}`;
    await createSchema(testApp.app, login, table, storeFields());
    await createSchema(testApp.app, login, `regions_${nextTable}`, [field('id', 'id'), field('text', 'title')], 'region');
    for (const region of [{ id: 'US-CO', title: 'Colorado' }, { id: 'US-TX', title: 'Texas' }]) {
      await testApp.app.inject({ method: 'POST', url: `${API}/regions/regions_${nextTable}/`, headers: adminHeaders(login), payload: { region } });
    }
    return table;
  };
  const importRows = (table: string, rows: unknown[], extra: Row = {}) => testApp.app.inject({
    method: 'POST', url: `${API}/objects/${table}/import`, headers: adminHeaders(login),
    payload: { data: JSON.stringify(rows), language: 'en', convertLatlngToAddress: false, ...extra },
  });
  const records = async (table: string) => (await getJson<{ objects: Row[] }>(testApp.app, `${API}/objects/${table}/?perpage=0`, { cookie: login.cookie })).objects;

  it('uses a "lat, lng" cell as coordinates only strictly inside the valid ranges', async () => {
    const table = await freshTable();
    const cells = ['39.7392, -104.9903', '90, 10', '-90, 10', '45, 180', '45,-180', '89.999,179.999', ''];
    const response = await importRows(table, cells.map((location, index) => ({ title: `Row ${index}`, location })));
    // Every row is saved; the unusable cells are named as warnings on their lines.
    const report = response.json<{ imported: number; errors: Array<{ line: number; warning?: boolean; message: string }> }>();
    expect(report.imported).toBe(7);
    expect(report.errors.map((error) => [error.line, error.warning, error.message.split(' is out')[0]])).toEqual([
      [3, true, 'Latitude 90'], [4, true, 'Latitude -90'], [5, true, 'Longitude 180'], [6, true, 'Longitude -180'],
    ]);
    const locations = (await records(table)).map((record) => (record.location as { geoPoint?: unknown } | null)?.geoPoint ?? null);
    expect(locations).toEqual([{ lat: 39.7392, lng: -104.9903 }, null, null, null, null, { lat: 89.999, lng: 179.999 }, null]);
  });

  it('geocodes other location text as an address, and fills addresses for coordinates when asked', async () => {
    const table = await freshTable();
    await importRows(table, [{ title: 'By address', location: 'Denver, CO' }, { title: 'Nowhere', location: 'Qwzxv Plkjh' }]);
    await importRows(table, [{ title: 'By point', location: '39.74, -104.98' }], { convertLatlngToAddress: true });
    const [byAddress, nowhere, byPoint] = await records(table);
    expect(byAddress?.location).toMatchObject({
      geoPoint: { lat: 39.73915, lng: -104.9847 },
      address: { locality: 'Denver', state: 'Colorado', state_short: 'CO', country_short: 'US' },
    });
    expect(nowhere?.location).toBeNull();
    expect(byPoint?.location).toMatchObject({ geoPoint: { lat: 39.74, lng: -104.98 }, address: { locality: 'Denver', country_short: 'US' } });
  });

  it('links regions by id or title and drops unknown ones', async () => {
    const table = await freshTable();
    await importRows(table, [{ title: 'Linked', regions: 'US-CO, texas, Atlantis' }]);
    const [record] = await records(table);
    const regionsTable = table.replace('objects_', 'regions_');
    expect(record?.regions).toEqual([
      { id: 'US-CO', title: 'Colorado', tableName: regionsTable },
      { id: 'US-TX', title: 'Texas', tableName: regionsTable },
    ]);
  });

  it('reads multi-select cells by label and single selects by label or value, dropping unknown values', async () => {
    const table = await freshTable();
    await importRows(table, [{ title: 'Tagged', tags: 'Coffee, late, Unicorns', category: 'Outlet' }, { title: 'Valued', category: 'office' }, { title: 'Unknown', category: 'Spaceport' }]);
    const [tagged, valued, unknown] = await records(table);
    expect(tagged).toMatchObject({ tags: [{ label: 'Coffee', value: 'coffee' }, { label: 'Late', value: 'late' }], category: 'outlet', category_text: 'Outlet' });
    expect(valued).toMatchObject({ category: 'office', category_text: 'Office' });
    expect(unknown).toMatchObject({ category: '', category_text: '' });
  });

  it('reports a bad row with its line number and still saves the others', async () => {
    const table = await freshTable();
    const response = await importRows(table, [{ title: 'Good 1', rating: '5' }, { title: 'Bad', rating: 'five' }, 'not a record', { title: 'Good 2', rating: 3 }], { offset: 50 });
    expect(response.statusCode).toBe(200);
    expect(response.json()).toEqual({
      imported: 2,
      errors: [{ line: 53, row: 1, message: 'Invalid value for the field "rating". "five" is not a whole number.' }, { line: 54, row: 2, message: 'The row is not a record.' }],
    });
    expect((await records(table)).map((record) => record.title)).toEqual(['Good 1', 'Good 2']);
  });

  it('saves the other rows of a chunk when the database refuses one (duplicate id)', async () => {
    const table = await freshTable();
    await importRows(table, [{ id: 7, title: 'Seven' }]);
    const response = await importRows(table, [{ id: 8, title: 'Eight' }, { id: 7, title: 'Seven again' }, { title: 'Numbered after' }]);
    expect(response.json()).toEqual({ imported: 2, errors: [{ line: 3, row: 1, message: 'A record with this id already exists.' }] });
    expect((await records(table)).map((record) => [record.id, record.title])).toEqual([[7, 'Seven'], [8, 'Eight'], [9, 'Numbered after']]);
  });

  it('refuses a body without records and chunks that are not JSON', async () => {
    const table = await freshTable();
    expect((await testApp.app.inject({ method: 'POST', url: `${API}/objects/${table}/import`, headers: adminHeaders(login), payload: {} })).statusCode).toBe(400);
    expect((await testApp.app.inject({ method: 'POST', url: `${API}/objects/${table}/import`, headers: adminHeaders(login), payload: { data: '[{"title":' } })).statusCode).toBe(400);
    expect(await records(table)).toEqual([]);
  });
});
