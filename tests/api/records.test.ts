import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { testDrivers } from './drivers';
import { loginAsAdmin, startTestApp, type AdminLogin, type TestApp } from './harness';
import { API, adminHeaders, at, createObjects, createSchema, getJson, storeFields } from './dataHelpers';

const TABLE = 'objects_501';
const REGIONS = 'regions_501';

type Listed = { objects: Array<Record<string, unknown> & { id: number; title: string }>; schema?: { name: string } };

const stores = [
  { title: 'Denver Central Store', description: 'Fresh coffee downtown', category: 'store', tags: [{ label: 'Coffee', value: 'coffee' }], rating: 5, location: at(39.7392, -104.9903), regions: [{ id: 'US-CO', title: 'Colorado', tableName: REGIONS }] },
  { title: 'Boulder Outlet', description: 'Parking and late hours', category: 'outlet', tags: [{ label: 'Parking', value: 'parking' }, { label: 'Late', value: 'late' }], rating: 3, location: at(40.015, -105.2705), regions: [{ id: 'US-CO', title: 'Colorado', tableName: REGIONS }] },
  { title: 'Colorado Springs Store', description: '100% organic_food', category: 'store', tags: [], rating: 4, location: at(38.8339, -104.8214), regions: [{ id: 'US-CO', title: 'Colorado' }] },
  { title: 'Chicago Office', description: 'Head office', category: 'office', tags: [{ label: 'Coffee', value: 'coffee' }], rating: 2, location: at(41.8781, -87.6298), regions: [{ id: 'US-IL', title: 'Illinois', tableName: REGIONS }] },
  { title: 'New York Store', description: 'Open late near the station', category: 'store', tags: [{ label: 'Late', value: 'late' }], rating: 1, location: at(40.7128, -74.006), regions: [{ id: 'US-NY', title: 'New York', tableName: REGIONS }] },
];

describe.each(testDrivers())('records of objects/{table} on $name', (driver) => {
  let testApp: TestApp;
  let login: AdminLogin;
  const list = (query: string) => getJson<Listed>(testApp.app, `${API}/objects/${TABLE}/?${query}`, { cookie: login.cookie });
  const titles = async (query: string) => (await list(query)).objects.map((record) => record.title);
  const rowCount = async () => Number((await testApp.db.query<{ count: string }>(`SELECT count(*) AS count FROM ${TABLE}`)).rows[0]?.count);

  beforeAll(async () => {
    testApp = await startTestApp(driver, {}, { places: 'big-cities' });
    login = await loginAsAdmin(testApp.app);
    await createSchema(testApp.app, login, TABLE, storeFields());
    await createObjects(testApp.app, login, TABLE, stores);
  });
  afterAll(async () => { await testApp.close(); });

  it('creates records with ids, option labels and locations, and reads one back under its singular name', async () => {
    const [created] = await createObjects(testApp.app, login, TABLE, [{ title: 'Temporary', category: 'outlet', rating: '7', location: at(1, 2) }]);
    expect(created).toMatchObject({ title: 'Temporary', category: 'outlet', category_text: 'Outlet', rating: 7, location: { geoPoint: { lat: 1, lng: 2 } } });
    const read = await getJson<{ object: Record<string, unknown> }>(testApp.app, `${API}/objects/${TABLE}/${created?.id}`, { cookie: login.cookie });
    expect(read.object).toEqual(created);
    const removed = await testApp.app.inject({ method: 'DELETE', url: `${API}/objects/${TABLE}/${created?.id}`, headers: adminHeaders(login) });
    expect(removed.statusCode).toBe(200);
    const gone = await testApp.app.inject({ url: `${API}/objects/${TABLE}/${created?.id}`, headers: { cookie: login.cookie } });
    expect(gone.statusCode).toBe(404);
  });

  it('updates only the fields sent', async () => {
    const [created] = await createObjects(testApp.app, login, TABLE, [{ title: 'Editable', description: 'Keep me', category: 'store' }]);
    const response = await testApp.app.inject({ method: 'PUT', url: `${API}/objects/${TABLE}/${created?.id}`, headers: adminHeaders(login), payload: { object: { id: created?.id, category: 'office' } } });
    expect(response.json().object).toMatchObject({ title: 'Editable', description: 'Keep me', category: 'office', category_text: 'Office' });
    await testApp.app.inject({ method: 'DELETE', url: `${API}/objects/${TABLE}/${created?.id}`, headers: adminHeaders(login) });
  });

  it('lists under the plural name, with the schema when asked', async () => {
    const body = await list('withSchema=true');
    expect(body.objects).toHaveLength(5);
    expect(body.schema).toMatchObject({ name: TABLE });
    expect((await list('')).schema).toBeUndefined();
  });

  it('pages from 1 with one look-ahead record while a next page exists, and finds the last page', async () => {
    expect((await list('perpage=2&page=1')).objects.map((record) => record.title)).toEqual(['Denver Central Store', 'Boulder Outlet', 'Colorado Springs Store']);
    expect(await titles('perpage=2&page=3')).toEqual(['New York Store']);
    expect(await titles('perpage=2&lastpage=true')).toEqual(['New York Store']);
    expect(await titles('perpage=5&page=1')).toHaveLength(5);
  });

  it('searches full text by word prefix in the searchable fields', async () => {
    expect(await titles('search=denv')).toEqual(['Denver Central Store']);
    expect(await titles('search=coffee')).toEqual(['Denver Central Store']);
    expect(await titles('search=store%20colorado')).toEqual(['Colorado Springs Store']);
    expect(await titles('search=coffee&searchField=title')).toEqual([]);
  });

  it('falls back to substring matching only when asked', async () => {
    expect(await titles('search=nver')).toEqual([]);
    expect(await titles('search=nver&searchFallback=true')).toEqual(['Denver Central Store']);
  });

  it('searches without regard to accents or case, in full text and substring search alike', async () => {
    const accented = await createObjects(testApp.app, login, TABLE, [
      { title: 'Café Berlin', description: 'Kaffee und Kuchen', category: 'store' },
      { title: 'ÉCOLE Zoë Bäckerei', description: 'Brot', category: 'store' },
    ]);
    try {
      expect(await titles('search=cafe%20berlin')).toEqual(['Café Berlin']);
      expect(await titles(`search=${encodeURIComponent('CAFÉ')}`)).toEqual(['Café Berlin']);
      expect(await titles('search=ecole%20zoe%20backerei')).toEqual(['ÉCOLE Zoë Bäckerei']);
      expect(await titles('search=afe%20ber&searchFallback=true')).toEqual(['Café Berlin']);
      expect(await titles(`search=${encodeURIComponent('zoë bä')}&searchFallback=true`)).toEqual(['ÉCOLE Zoë Bäckerei']);
    } finally {
      for (const record of accented) {
        await testApp.app.inject({ method: 'DELETE', url: `${API}/objects/${TABLE}/${record.id}`, headers: adminHeaders(login) });
      }
    }
  });

  it('treats LIKE wildcards in the search as plain characters', async () => {
    expect(await titles('search=%25&searchFallback=true')).toEqual(['Colorado Springs Store']);
    expect(await titles('search=c__ffee&searchFallback=true')).toEqual([]);
    expect(await titles('search=organic_food&searchFallback=true&searchField=description')).toEqual(['Colorado Springs Store']);
  });

  it('filters by field value, by several values and by multi-select value', async () => {
    expect(await titles('filters[category]=outlet')).toEqual(['Boulder Outlet']);
    expect(await titles('filters[category][]=outlet&filters[category][]=office')).toEqual(['Boulder Outlet', 'Chicago Office']);
    expect(await titles(`filters=${encodeURIComponent(JSON.stringify({ tags: 'late' }))}`)).toEqual(['Boulder Outlet', 'New York Store']);
    expect(await titles('filters[rating]=4')).toEqual(['Colorado Springs Store']);
  });

  it('filters by linked regions of a regions table, and by id', async () => {
    expect(await titles(`filters[regions][table_name]=${REGIONS}&filters[regions][region_ids][]=US-CO`)).toEqual(['Denver Central Store', 'Boulder Outlet', 'Colorado Springs Store']);
    expect(await titles(`filters[regions][table_name]=regions_999&filters[regions][region_ids][]=US-IL`)).toEqual([]);
    const all = (await list('')).objects;
    expect(await titles(`filters[id][]=${all[0]?.id}&filters[id][]=${all[3]?.id}`)).toEqual(['Denver Central Store', 'Chicago Office']);
  });

  it('drops NUL characters from written text and lists (PostgreSQL cannot store them)', async () => {
    const [created] = await createObjects(testApp.app, login, TABLE, [{ title: 'Nul\u0000 title', tags: [{ label: 'La\u0000te', value: 'late' }] }]);
    expect(created).toMatchObject({ title: 'Nul title', tags: [{ label: 'Late', value: 'late' }] });
    await testApp.app.inject({ method: 'DELETE', url: `${API}/objects/${TABLE}/${created?.id}`, headers: adminHeaders(login) });
  });

  it('finds regions linked by a numeric id as well as by its text', async () => {
    const [created] = await createObjects(testApp.app, login, TABLE, [{ title: 'Numbered region', regions: [{ id: 42, title: 'Area 42', tableName: REGIONS }] }]);
    expect(await titles(`filters[regions][table_name]=${REGIONS}&filters[regions][region_ids][]=42`)).toEqual(['Numbered region']);
    await testApp.app.inject({ method: 'DELETE', url: `${API}/objects/${TABLE}/${created?.id}`, headers: adminHeaders(login) });
  });

  it('filters by distance from a point in km or miles, nearest first, with the distance', async () => {
    const distance = (length: number, units: string) => `filters=${encodeURIComponent(JSON.stringify({ distance: { units, length, geoPoint: { lat: 39.7392, lng: -104.9903 } } }))}`;
    const km = await list(distance(70, 'km'));
    expect(km.objects.map((record) => record.title)).toEqual(['Denver Central Store', 'Boulder Outlet']);
    expect(km.objects[1]?.distance).toBeGreaterThan(38);
    expect(km.objects[1]?.distance).toBeLessThan(40);
    const miles = await list(distance(70, 'mi'));
    expect(miles.objects.map((record) => record.title)).toEqual(['Denver Central Store', 'Boulder Outlet', 'Colorado Springs Store']);
    expect(miles.objects[1]?.distance).toBeCloseTo((km.objects[1]?.distance as number) * 0.62137, 1);
  });

  it('places a distance filter given by address with the geocoder', async () => {
    const filters = encodeURIComponent(JSON.stringify({ distance: { units: 'km', length: 50, address: 'Chicago, IL' } }));
    expect(await titles(`filters=${filters}`)).toEqual(['Chicago Office']);
  });

  it('leaves out records with filterout, and sorts by a schema field', async () => {
    expect(await titles('filterout[field]=category&filterout[cond]==&filterout[val]=store')).toEqual(['Boulder Outlet', 'Chicago Office']);
    expect(await titles('filterout[field]=rating&filterout[cond]=<&filterout[val]=4')).toEqual(['Denver Central Store', 'Colorado Springs Store']);
    expect(await titles('sort[0][field]=rating&sort[0][order]=desc&perpage=2')).toEqual(['Denver Central Store', 'Colorado Springs Store', 'Boulder Outlet']);
    expect(await titles(`sort=${encodeURIComponent(JSON.stringify([{ field: 'title', order: 'asc' }]))}`)).toEqual(['Boulder Outlet', 'Chicago Office', 'Colorado Springs Store', 'Denver Central Store', 'New York Store']);
  });

  it('rejects or neutralises SQL injection in search, sort, filters, filterout and table names', async () => {
    const before = await rowCount();
    const attacks: Array<[string, number]> = [
      [`search=${encodeURIComponent("'; DROP TABLE objects_501; --")}&searchFallback=true`, 0],
      [`search=${encodeURIComponent("x') OR 1=1 --")}`, 0],
      // An unknown filter key is not a column: it is ignored, never spliced into the SQL.
      [`filters[${encodeURIComponent('title" = title OR "1')}]=1`, 5],
      [`filters[category]=${encodeURIComponent("store' OR '1'='1")}`, 0],
    ];
    for (const [attack, expected] of attacks) {
      const response = await testApp.app.inject({ url: `${API}/objects/${TABLE}/?${attack}`, headers: { cookie: login.cookie } });
      expect(response.statusCode).toBe(200);
      expect(response.json().objects).toHaveLength(expected);
    }
    const refused = [
      `${TABLE}/?sort[0][field]=${encodeURIComponent('title; DROP TABLE maps')}`,
      `${TABLE}/?sort[0][field]=title&sort[0][order]=${encodeURIComponent('asc; DELETE FROM objects_501')}`,
      `${TABLE}/?filterout[field]=category&filterout[cond]=${encodeURIComponent('= category OR 1=1 --')}&filterout[val]=x`,
      `${encodeURIComponent('objects_501; DROP TABLE maps')}/`,
      `${encodeURIComponent('pg_class')}/`,
    ];
    for (const attack of refused) {
      const response = await testApp.app.inject({ url: `${API}/objects/${attack}`, headers: { cookie: login.cookie } });
      expect(response.statusCode).toBe(400);
      expect(response.json().code).toBe('rest_invalid_param');
    }
    expect(await rowCount()).toBe(before);
    expect((await testApp.db.query('SELECT count(*) FROM maps')).rows).toHaveLength(1);
  });

  it('refuses record writes without a session or nonce and writes nothing', async () => {
    const before = await rowCount();
    const first = (await list('')).objects[0];
    const attempts = [
      { method: 'POST' as const, url: `${API}/objects/${TABLE}/`, payload: { object: { title: 'Intruder' } } },
      { method: 'PUT' as const, url: `${API}/objects/${TABLE}/${first?.id}`, payload: { object: { title: 'Defaced' } } },
      { method: 'DELETE' as const, url: `${API}/objects/${TABLE}/${first?.id}` },
      { method: 'DELETE' as const, url: `${API}/objects/${TABLE}/` },
      { method: 'POST' as const, url: `${API}/objects/${TABLE}/import`, payload: { data: JSON.stringify([{ title: 'Imported intruder' }]) } },
    ];
    for (const attempt of attempts) {
      expect((await testApp.app.inject(attempt)).statusCode).toBe(401);
      expect((await testApp.app.inject({ ...attempt, headers: { cookie: login.cookie, 'x-wp-nonce': 'nope' } })).statusCode).toBe(403);
    }
    expect(await rowCount()).toBe(before);
    expect((await list(`filters[id]=${first?.id}`)).objects[0]?.title).toBe(first?.title);
  });

  it('keeps visitors out of tables no published map uses', async () => {
    const response = await testApp.app.inject({ url: `${API}/objects/${TABLE}/` });
    expect(response.statusCode).toBe(404);
    expect(response.json().code).toBe('rest_table_not_found');
  });

  it('stores region rows keyed by their image id and clears their data, keeping the rows', async () => {
    await createSchema(testApp.app, login, REGIONS, [{ ...storeFields()[0]!, name: 'id', type: 'id' }, { ...storeFields()[1]!, name: 'title' }], 'region');
    const created = await testApp.app.inject({ method: 'POST', url: `${API}/regions/${REGIONS}/`, headers: adminHeaders(login), payload: { region: { id: 'US-CO', title: 'Colorado' } } });
    expect(created.json()).toEqual({ region: { id: 'US-CO', title: 'Colorado' } });
    const duplicate = await testApp.app.inject({ method: 'POST', url: `${API}/regions/${REGIONS}/`, headers: adminHeaders(login), payload: { region: { id: 'US-CO', title: 'Again' } } });
    expect(duplicate.statusCode).toBe(400);
    const listed = await getJson<{ regions: unknown[] }>(testApp.app, `${API}/regions/${REGIONS}/?perpage=0`, { cookie: login.cookie });
    expect(listed.regions).toEqual([{ id: 'US-CO', title: 'Colorado' }]);
    const cleared = await testApp.app.inject({ method: 'DELETE', url: `${API}/regions/${REGIONS}/`, headers: adminHeaders(login) });
    expect(cleared.json()).toEqual({ deleted: 0, cleared: 0 });
    const after = await getJson<{ regions: unknown[] }>(testApp.app, `${API}/regions/${REGIONS}/?perpage=0`, { cookie: login.cookie });
    expect(after.regions).toEqual([{ id: 'US-CO', title: 'Colorado' }]);
  });
});
