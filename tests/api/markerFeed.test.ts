import { brotliDecompressSync, gunzipSync } from 'node:zlib';
import type { LightMyRequestResponse } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { encodeMapOptions, type MarkerFeed, type MatchingIds } from '../../domain/index';
import { testDrivers } from './drivers';
import { loginAsAdmin, startTestApp, type AdminLogin, type TestApp } from './harness';
import { API, adminHeaders, at, createObjects, createSchema, storeFields } from './dataHelpers';
import { findSchemaByName } from '../../api/repositories/schemasRepository';
import { readFeedColumns } from '../../api/repositories/markerFeedRepository';
import { feedSource } from '../../api/services/feed/markerFeed';

const SMALL = 'objects_730';
const LARGE = 'objects_731';
const LARGE_RECORDS = 100_000;

/** The body of an answer, decoded as its Content-Encoding says. */
function decoded(response: LightMyRequestResponse): string {
  const encoding = response.headers['content-encoding'];
  if (encoding === 'br') return brotliDecompressSync(response.rawPayload).toString('utf8');
  if (encoding === 'gzip') return gunzipSync(response.rawPayload).toString('utf8');
  return response.rawPayload.toString('utf8');
}

function json<T>(response: LightMyRequestResponse): T {
  return JSON.parse(decoded(response)) as T;
}

/**
 * Fills the large table in one statement: 100k located records at scattered points (5 decimals,
 * like real places), a category per record, a third of them with their own marker image.
 */
async function fillLargeTable(testApp: TestApp): Promise<void> {
  await testApp.db.query(`INSERT INTO ${LARGE} (title, category, category_text, location, location_lat, location_lng)
    SELECT 'City ' || g, CASE WHEN g % 4 = 0 THEN 'outlet' ELSE 'store' END, CASE WHEN g % 4 = 0 THEN 'Outlet' ELSE 'Store' END,
      jsonb_build_object('img', CASE WHEN g % 3 = 0 THEN 'uploads/pin-blue.png' END, 'geoPoint', jsonb_build_object('lat', p.lat, 'lng', p.lng),
        'address', jsonb_build_object('address_formatted', 'Street ' || g || ', Somewhere')),
      p.lat, p.lng
    FROM generate_series(1, ${LARGE_RECORDS}) AS g
    CROSS JOIN LATERAL (SELECT round((random() * 170 - 85)::numeric, 5)::float8 + g * 0 AS lat, round((random() * 360 - 180)::numeric, 5)::float8 + g * 0 AS lng) AS p`);
}

describe.each(testDrivers())('marker feed and matching ids on $name', (driver) => {
  let testApp: TestApp;
  let login: AdminLogin;
  const get = (url: string, headers: Record<string, string> = {}) => testApp.app.inject({ url, headers: { cookie: login.cookie, ...headers } });
  const feed = async (table: string, query = '') => {
    const response = await get(`${API}/objects/${table}/markers${query}`);
    expect(response.statusCode).toBe(200);
    return json<MarkerFeed>(response);
  };
  const matching = async (table: string, query: string) => {
    const response = await get(`${API}/objects/${table}/ids?${query}`, { 'accept-encoding': 'gzip' });
    expect(response.statusCode, response.body).toBe(200);
    return json<MatchingIds>(response);
  };
  const sqlIds = async (where: string, params: unknown[] = []) => (await testApp.db.query<{ id: number }>(`SELECT id FROM ${LARGE} ${where} ORDER BY id`, params)).rows.map((row) => Number(row.id));

  beforeAll(async () => {
    testApp = await startTestApp(driver, {}, { places: 'big-cities' });
    login = await loginAsAdmin(testApp.app);
    await createSchema(testApp.app, login, SMALL, storeFields());
    await createSchema(testApp.app, login, LARGE, storeFields());
    await fillLargeTable(testApp);
  }, 120_000);
  afterAll(async () => { await testApp.close(); });

  it('answers an empty table with empty columns and its data version', async () => {
    const body = await feed(SMALL);
    expect(body).toEqual({ version: expect.any(Number), ids: [], lat: [], lng: [], x: [], y: [], images: [], image: [], titles: [] });
    expect(body.version).toBeGreaterThan(0);
  });

  it('gives one record its position, image and title', async () => {
    const [created] = await createObjects(testApp.app, login, SMALL, [{ title: 'Denver store', location: at(39.7392358, -104.990251) }]);
    const body = await feed(SMALL);
    expect(body).toMatchObject({ ids: [created?.id], lat: [39.739236], lng: [-104.990251], x: [null], y: [null], images: ['pin1_red.png'], image: [0], titles: ['Denver store'] });
  });

  it('lists located records in id order, image points, default images and address titles; leaves unplaced records out', async () => {
    const created = await createObjects(testApp.app, login, SMALL, [
      { title: 'On the image', category: 'outlet', location: { svgPoint: { x: 120.5, y: '88' }, img: 'uploads/star.svg' } },
      { title: 'Nowhere', category: 'store', location: { address: { address_formatted: 'Unknown' } } },
      { title: '', category: 'office', location: { geoPoint: { lat: 40.015, lng: -105.2705 }, address: { address_formatted: 'Boulder, CO, USA' } } },
      { title: 'No image', location: { geoPoint: { lat: -33.8688, lng: 151.2093 }, img: '' } },
      { title: 'Both points', location: { geoPoint: { lat: 1, lng: 2 }, svgPoint: { x: 3, y: 4 }, img: 'pin1_red.png' } },
    ]);
    const [image, nowhere, boulder, noImage, both] = created.map((record) => record.id as number);
    const body = await feed(SMALL, '?fields=category,category_text');
    const first = body.ids[0];
    expect(body.ids).toEqual([first, image, boulder, noImage, both]);
    expect(body.ids).not.toContain(nowhere);
    expect(body.lat).toEqual([39.739236, null, 40.015, -33.8688, 1]);
    expect(body.lng).toEqual([-104.990251, null, -105.2705, 151.2093, 2]);
    expect(body.x).toEqual([null, 120.5, null, null, 3]);
    expect(body.y).toEqual([null, 88, null, null, 4]);
    expect(body.images).toEqual(['pin1_red.png', 'uploads/star.svg']);
    expect(body.image).toEqual([0, 1, -1, -1, 0]);
    expect(body.titles).toEqual(['Denver store', 'On the image', 'Boulder, CO, USA', 'No image', 'Both points']);
    expect(body.fields).toEqual({ category: [null, 'outlet', 'office', null, null], category_text: [null, 'Outlet', 'Office', null, null] });
  });

  it('reads the feed a few records per statement, and the parts join into the same columns', async () => {
    const schema = await findSchemaByName(testApp.db, SMALL);
    if (!schema) throw new Error(`${SMALL} is missing`);
    const source = feedSource(schema, ['category']);
    const whole = await readFeedColumns(testApp.db, source);
    // Chunks of 1 and 2 put the unplaced record and the image point at a chunk's edge.
    for (const chunkRows of [1, 2, 3]) expect(await readFeedColumns(testApp.db, source, chunkRows)).toEqual(whole);
    expect(JSON.parse(whole.ids)).toHaveLength(5);
  });

  it('refuses unknown fields with a WordPress-style 400 naming the field', async () => {
    const response = await get(`${API}/objects/${SMALL}/markers?fields=category,colour`);
    expect(response.statusCode).toBe(400);
    expect(response.json()).toMatchObject({ code: 'rest_invalid_param', message: expect.stringContaining('"colour"'), data: { status: 400, params: { fields: expect.stringContaining('"colour"') } } });
  });

  it('answers 304 to a client holding the current version, and a new ETag after a write', async () => {
    const first = await get(`${API}/objects/${SMALL}/markers`);
    const etag = String(first.headers.etag);
    expect(etag).toMatch(/^W\/".+"$/);
    expect(first.headers['cache-control']).toBe('private, no-cache');
    expect(first.headers.vary).toContain('Accept-Encoding');

    const again = await get(`${API}/objects/${SMALL}/markers`, { 'if-none-match': etag });
    expect(again.statusCode).toBe(304);
    expect(again.rawPayload.length).toBe(0);
    expect(again.headers.etag).toBe(etag);
    expect((await get(`${API}/objects/${SMALL}/markers?fields=category`, { 'if-none-match': etag })).statusCode).toBe(200);

    const [added] = await createObjects(testApp.app, login, SMALL, [{ title: 'Added', location: at(10, 20) }]);
    const after = await get(`${API}/objects/${SMALL}/markers`, { 'if-none-match': etag });
    expect(after.statusCode).toBe(200);
    expect(after.headers.etag).not.toBe(etag);
    expect(json<MarkerFeed>(after).ids).toContain(added?.id);
    await testApp.app.inject({ method: 'DELETE', url: `${API}/objects/${SMALL}/${added?.id}`, headers: adminHeaders(login) });
    const afterDelete = await get(`${API}/objects/${SMALL}/markers`, { 'if-none-match': String(after.headers.etag) });
    expect(afterDelete.statusCode).toBe(200);
    expect(json<MarkerFeed>(afterDelete).ids).not.toContain(added?.id);
  });

  it('compresses as the client accepts: brotli first, else gzip, else plain', async () => {
    const url = `${API}/objects/${LARGE}/markers`;
    const plain = await get(url);
    const gzip = await get(url, { 'accept-encoding': 'gzip, deflate' });
    const brotli = await get(url, { 'accept-encoding': 'gzip, deflate, br' });
    const refused = await get(url, { 'accept-encoding': 'br;q=0, gzip' });
    expect(plain.headers['content-encoding']).toBeUndefined();
    expect(gzip.headers['content-encoding']).toBe('gzip');
    expect(brotli.headers['content-encoding']).toBe('br');
    expect(refused.headers['content-encoding']).toBe('gzip');
    expect(decoded(gzip)).toBe(plain.body);
    expect(decoded(brotli)).toBe(plain.body);
    expect(new Set([plain.headers.etag, gzip.headers.etag, brotli.headers.etag]).size).toBe(1);
  });

  it(`serves ${LARGE_RECORDS.toLocaleString('en')} records in a few MB compressed, and the next visitor from the cache`, async () => {
    await testApp.db.query(`UPDATE ${LARGE} SET title = title WHERE id = 1`);
    const url = `${API}/objects/${LARGE}/markers`;
    const started = performance.now();
    const brotli = await get(url, { 'accept-encoding': 'br' });
    const built = performance.now() - started;
    const gzip = await get(url, { 'accept-encoding': 'gzip' });
    const plain = await get(url);
    const cachedStart = performance.now();
    const cached = await get(url, { 'accept-encoding': 'br' });
    const cachedMs = performance.now() - cachedStart;
    console.info(`marker feed of ${LARGE_RECORDS} geo records on ${driver.name}: JSON ${plain.rawPayload.length} B, gzip ${gzip.rawPayload.length} B, br ${brotli.rawPayload.length} B; built and compressed in ${built.toFixed(0)} ms, cached answer in ${cachedMs.toFixed(0)} ms`);
    expect(brotli.rawPayload.length).toBeLessThan(3 * 1024 * 1024);
    expect(gzip.rawPayload.length).toBeLessThan(3 * 1024 * 1024);
    expect(cached.rawPayload.equals(brotli.rawPayload)).toBe(true);

    const body = json<MarkerFeed>(brotli);
    expect(body.ids).toHaveLength(LARGE_RECORDS);
    expect(body.ids).toEqual([...body.ids].sort((a, b) => Number(a) - Number(b)));
    for (const column of [body.lat, body.lng, body.x, body.y, body.image, body.titles]) expect(column).toHaveLength(LARGE_RECORDS);
    expect(body.images).toEqual(['uploads/pin-blue.png']);
    expect(body.image.slice(0, 6)).toEqual([-1, -1, 0, -1, -1, 0]);
    const row = (await testApp.db.query<{ lat: number; lng: number }>(`SELECT location_lat AS lat, location_lng AS lng FROM ${LARGE} WHERE id = 77777`)).rows[0];
    const index = body.ids.indexOf(77777);
    expect([body.lat[index], body.lng[index], body.titles[index]]).toEqual([row?.lat, row?.lng, 'City 77777']);
  }, 60_000);

  it('answers the ids of every record a search matches, beyond the list cap of 10,001', async () => {
    const all = await matching(LARGE, 'search=city');
    expect(all.ids).toHaveLength(LARGE_RECORDS);
    expect(all.version).toBeGreaterThan(0);
    expect((await matching(LARGE, 'search=7777')).ids).toEqual(await sqlIds(`WHERE title ~ '^City 7777'`));
    expect((await matching(LARGE, 'search=nowhere-to-be-found')).ids).toEqual([]);
  });

  it('answers the ids a filter, a filter-out rule and a distance match, over the whole table', async () => {
    const outlets = await matching(LARGE, 'filters[category]=outlet');
    expect(outlets.ids).toHaveLength(LARGE_RECORDS / 4);
    expect(outlets.ids).toEqual(await sqlIds(`WHERE category = 'outlet'`));
    expect((await matching(LARGE, 'filterout[field]=category&filterout[val]=outlet')).ids).toEqual(await sqlIds(`WHERE category <> 'outlet'`));

    const near = await matching(LARGE, 'filters[distance][geoPoint][lat]=0&filters[distance][geoPoint][lng]=0&filters[distance][length]=7000&filters[distance][units]=km');
    const expected = await sqlIds(`WHERE 6371 * 2 * asin(least(1, sqrt(power(sin(radians(location_lat) / 2), 2)
      + cos(radians(location_lat)) * power(sin(radians(location_lng) / 2), 2)))) <= 7000`);
    expect(expected.length).toBeGreaterThan(10_001);
    expect(near.ids).toEqual(expected);
  });

  it('places a distance filter given by address with the geocoder', async () => {
    const address = encodeURIComponent('Paris, France');
    const geocoded = await get(`${API}/geocoding?address=${address}`);
    const centre = geocoded.json<{ results: Array<{ geometry: { location: { lat: number; lng: number } } }> }>().results[0]?.geometry.location;
    expect(centre).toBeDefined();
    const paris = await matching(LARGE, `filters[distance][address]=${address}&filters[distance][length]=500`);
    const expected = await sqlIds(`WHERE 6371 * 2 * asin(least(1, sqrt(power(sin(radians(location_lat - $1) / 2), 2)
      + cos(radians($1)) * cos(radians(location_lat)) * power(sin(radians(location_lng - $2) / 2), 2)))) <= 500`, [centre?.lat, centre?.lng]);
    expect(expected.length).toBeGreaterThan(0);
    expect(paris.ids).toEqual(expected);
  });

  it('revalidates matching ids with their ETag, and follows writes', async () => {
    const url = `${API}/objects/${LARGE}/ids?filters[category]=outlet`;
    const first = await get(url);
    const etag = String(first.headers.etag);
    expect((await get(url, { 'if-none-match': etag })).statusCode).toBe(304);
    expect((await get(`${API}/objects/${LARGE}/ids?filters[category]=store`, { 'if-none-match': etag })).statusCode).toBe(200);
    await testApp.db.query(`UPDATE ${LARGE} SET category = 'outlet' WHERE id = 1`);
    const changed = await get(url, { 'if-none-match': etag });
    expect(changed.statusCode).toBe(200);
    expect(json<MatchingIds>(changed).ids[0]).toBe(1);
  });

  it('refuses what the list refuses, with a 400', async () => {
    for (const query of [
      'filters={broken',
      'sort[0][field]=nope',
      'filterout[field]=nope&filterout[val]=1',
      'filters[distance][geoPoint][lat]=200&filters[distance][geoPoint][lng]=0&filters[distance][length]=10',
      'searchField=location',
      'page=0',
    ]) {
      const list = await get(`${API}/objects/${SMALL}/?${query}`);
      const ids = await get(`${API}/objects/${SMALL}/ids?${query}`);
      expect([query, list.statusCode]).toEqual([query, 400]);
      expect([query, ids.statusCode]).toEqual([query, 400]);
      expect(ids.json()).toMatchObject({ code: 'rest_invalid_param', data: { status: 400 } });
    }
  });

  it('lets visitors read the feed and ids of published maps only, as the list', async () => {
    const created = await testApp.app.inject({ method: 'POST', url: `${API}/maps/`, headers: adminHeaders(login), payload: { map: { title: 'Draft', status: 0, options: encodeMapOptions({}) } } });
    const map = created.json<{ map: { id: number } }>().map;
    const table = `objects_${map.id}`;
    await createObjects(testApp.app, login, table, [{ title: 'Secret place', location: at(5, 6) }]);
    for (const path of [`${table}/`, `${table}/markers`, `${table}/ids`]) {
      const visitor = await testApp.app.inject({ url: `${API}/objects/${path}` });
      expect([path, visitor.statusCode, visitor.json()]).toEqual([path, 404, expect.objectContaining({ code: 'rest_table_not_found' })]);
    }
    const published = await testApp.app.inject({ method: 'PUT', url: `${API}/maps/${map.id}`, headers: adminHeaders(login), payload: { map: { status: 1 } } });
    expect(published.statusCode).toBe(200);
    const visitor = await testApp.app.inject({ url: `${API}/objects/${table}/markers` });
    expect(visitor.statusCode).toBe(200);
    expect(visitor.headers['cache-control']).toBe('public, max-age=0, must-revalidate');
    expect(json<MarkerFeed>(visitor).titles).toEqual(['Secret place']);
    const ids = await testApp.app.inject({ url: `${API}/objects/${table}/ids?search=secret` });
    expect(json<MatchingIds>(ids).ids).toHaveLength(1);
  });
});
