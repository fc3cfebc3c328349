import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { encodeMapOptions } from '../../domain/index';
import { testDrivers } from './drivers';
import { loginAsAdmin, startTestApp, type AdminLogin, type TestApp } from './harness';
import { API, adminHeaders, at, createSchema, field, getJson, storeFields } from './dataHelpers';

type Row = Record<string, unknown>;
interface Report { imported: number; errors: Array<{ line: number; row: number; message: string; warning?: boolean }> }

describe.each(testDrivers())('import checks on $name', (driver) => {
  let testApp: TestApp;
  let login: AdminLogin;
  let nextTable = 900;
  beforeAll(async () => {
    testApp = await startTestApp(driver);
    login = await loginAsAdmin(testApp.app);
  });
  afterAll(async () => { await testApp.close(); });

  const importInto = async (collection: 'objects' | 'regions', table: string, rows: unknown[]) => {
    const response = await testApp.app.inject({ method: 'POST', url: `${API}/${collection}/${table}/import`, headers: adminHeaders(login), payload: { data: JSON.stringify(rows), offset: 0 } });
    expect(response.statusCode).toBe(200);
    return response.json<Report>();
  };
  const list = async (collection: 'objects' | 'regions', table: string) => (await getJson<Record<string, Row[]>>(testApp.app, `${API}/${collection}/${table}/?perpage=0`, { cookie: login.cookie }))[collection] ?? [];

  it('refuses impossible dates, numbers and titleless rows with line and reason, and keeps every valid row', async () => {
    nextTable += 1;
    const table = `objects_${nextTable}`;
    await createSchema(testApp.app, login, table, [...storeFields(), field('date', 'opened')]);
    const report = await importInto('objects', table, [
      { title: 'Good', opened: '2020-02-29', rating: '4' },
      { title: 'Bad day', opened: '31/02/2020' },
      { title: '', rating: '3' },
      { title: 'Bad rating', rating: 'five' },
      { title: 'Also good', opened: '28/02/2020' },
    ]);
    expect(report.imported).toBe(2);
    expect(report.errors).toEqual([
      { line: 3, row: 1, message: 'opened: "31/02/2020" is not a valid date.' },
      { line: 4, row: 2, message: 'The row has no title.' },
      { line: 5, row: 3, message: 'Invalid value for the field "rating". "five" is not a whole number.' },
    ]);
    expect((await list('objects', table)).map((record) => record.title).sort()).toEqual(['Also good', 'Good']);
  });

  it('names unknown regions and options it leaves out, per row', async () => {
    const map = await testApp.app.inject({ method: 'POST', url: `${API}/maps/`, headers: adminHeaders(login), payload: { map: { title: 'Germany', options: encodeMapOptions({ source: '/maps/geo-calibrated-germany.svg' }) } } });
    const mapId = map.json<{ map: { id: number } }>().map.id;
    const schemas = await getJson<{ schemas: Array<{ id: number; name: string }> }>(testApp.app, `${API}/schemas/`, { cookie: login.cookie });
    const objects = schemas.schemas.find((schema) => schema.name === `objects_${mapId}`);
    await testApp.app.inject({ method: 'PUT', url: `${API}/schemas/${objects?.id}`, headers: adminHeaders(login), payload: { schema: { fields: storeFields() } } });
    const report = await importInto('objects', `objects_${mapId}`, [{ title: 'Shop', regions: 'Bavaria, Atlantis', category: 'Kiosk' }]);
    expect(report).toEqual({
      imported: 1,
      errors: [
        { line: 2, row: 0, warning: true, message: 'category: unknown option "Kiosk" was left out.' },
        { line: 2, row: 0, warning: true, message: 'Unknown region "Atlantis" was left out.' },
      ],
    });
  });

  it('updates the map\'s region rows from a region CSV (by id or title) and refuses unknown regions', async () => {
    const map = await testApp.app.inject({ method: 'POST', url: `${API}/maps/`, headers: adminHeaders(login), payload: { map: { title: 'Germany', options: encodeMapOptions({ source: '/maps/geo-calibrated-germany.svg' }) } } });
    const mapId = map.json<{ map: { id: number } }>().map.id;
    const schemas = await getJson<{ schemas: Array<{ id: number; name: string; fields: Row[] }> }>(testApp.app, `${API}/schemas/`, { cookie: login.cookie });
    const regions = schemas.schemas.find((schema) => schema.name === `regions_${mapId}`);
    const fields = [...(regions?.fields ?? []), field('text', 'population', { db_type: 'int(11)' })];
    const saved = await testApp.app.inject({ method: 'PUT', url: `${API}/schemas/${regions?.id}`, headers: adminHeaders(login), payload: { schema: { fields } } });
    expect(saved.statusCode).toBe(200);
    const report = await importInto('regions', `regions_${mapId}`, [{ id: 'DE-BY', population: '13100000' }, { id: 'berlin', population: '3800000' }, { id: 'Atlantis', population: '1' }]);
    expect(report).toEqual({ imported: 2, errors: [{ line: 4, row: 2, message: 'Unknown region "Atlantis": the map has no region with this id or title.' }] });
    const rows = await list('regions', `regions_${mapId}`);
    expect(rows).toHaveLength(16);
    expect(rows).toContainEqual(expect.objectContaining({ id: 'DE-BY', title: 'Bavaria', population: 13100000 }));
    expect(rows).toContainEqual(expect.objectContaining({ id: 'DE-BE', title: 'Berlin', population: 3800000 }));
  });

  it('refuses a record whose coordinates are out of range, through the REST API', async () => {
    nextTable += 1;
    const table = `objects_${nextTable}`;
    await createSchema(testApp.app, login, table, storeFields());
    const response = await testApp.app.inject({ method: 'POST', url: `${API}/objects/${table}/`, headers: adminHeaders(login), payload: { object: { title: 'Nowhere', location: at(123, 500) } } });
    expect(response.statusCode).toBe(400);
    expect(response.json<{ message: string }>().message).toBe('Invalid value for the field "location". Latitude 123 is out of range: it must be between -90 and 90.');
    expect(await list('objects', table)).toEqual([]);
  });

  it('reads an image cell as the list of image addresses an export writes', async () => {
    nextTable += 1;
    const table = `objects_${nextTable}`;
    await createSchema(testApp.app, login, table, [...storeFields(), field('image', 'images')]);
    const report = await importInto('objects', table, [{ title: 'Pictured', images: '/uploads/a.jpg, /uploads/b.jpg' }]);
    expect(report).toEqual({ imported: 1, errors: [] });
    const [record] = await list('objects', table);
    expect((record?.images as Array<{ full: string; thumbnail: string }>).map((image) => [image.full, image.thumbnail])).toEqual([
      ['/uploads/a.jpg', '/uploads/a.jpg'], ['/uploads/b.jpg', '/uploads/b.jpg'],
    ]);
  });
});
