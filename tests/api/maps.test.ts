import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { decodeMapOptions, encodeMapOptions } from '../../domain/index';
import { testDrivers } from './drivers';
import { loginAsAdmin, startTestApp, type AdminLogin, type TestApp } from './harness';
import { API, adminHeaders, getJson } from './dataHelpers';

/** Options full of the words the transport encoding guards, and the escape character itself. */
const trickyOptions = {
  title: 'Select a table ~ from the database',
  database: { objectsTableName: 'objects_9001', regionsTableName: 'regions_9001', pagination: { on: true, perpage: 30 } },
  templates: { popoverMarker: '{{#each table}}<select>{{varchar}}</select>{{/each}} ~~1000 ~2001 SELECT * FROM Table' },
  filtersSchema: [{ type: 'select', db_type: 'VARCHAR(255)', name: 'Database' }],
  css: '.mapsvg select { color: red }',
};

describe.each(testDrivers())('maps collection on $name', (driver) => {
  let testApp: TestApp;
  let login: AdminLogin;
  beforeAll(async () => {
    testApp = await startTestApp(driver);
    login = await loginAsAdmin(testApp.app);
  });
  afterAll(async () => { await testApp.close(); });

  const createMap = async (map: Record<string, unknown>) => {
    const response = await testApp.app.inject({ method: 'POST', url: `${API}/maps/`, headers: adminHeaders(login), payload: { map } });
    expect(response.statusCode).toBe(200);
    return response.json<{ map: { id: number; title: string; status: number; options: Record<string, unknown> } }>().map;
  };

  it('creates a map from encoded options and gives them back intact, stored decoded', async () => {
    const encoded = encodeMapOptions(trickyOptions);
    expect(encoded).not.toMatch(/select|table|database|varchar/i);
    const map = await createMap({ title: 'Tricky', status: 1, options: encoded });
    expect(map.options).toEqual(trickyOptions);
    const read = await getJson<{ map: { options: unknown } }>(testApp.app, `${API}/maps/${map.id}`);
    expect(read.map.options).toEqual(trickyOptions);
    const stored = await testApp.db.query<{ title: string }>("SELECT options->>'title' AS title FROM maps WHERE id = $1", [map.id]);
    expect(stored.rows[0]?.title).toBe('Select a table ~ from the database');
    expect(decodeMapOptions(encodeMapOptions(read.map.options))).toEqual(trickyOptions);
  });

  it('creates the regions and records tables of a new map', async () => {
    const map = await createMap({ title: 'With tables', options: encodeMapOptions({}) });
    // A new map is a draft: its tables are the admin's until it is published.
    const admin = { cookie: login.cookie };
    const objects = await getJson<{ objects: unknown[]; schema: { name: string } }>(testApp.app, `${API}/objects/objects_${map.id}/?withSchema=true`, admin);
    expect(objects).toMatchObject({ objects: [], schema: { name: `objects_${map.id}` } });
    const regions = await getJson<{ regions: unknown[] }>(testApp.app, `${API}/regions/regions_${map.id}/`, admin);
    expect(regions.regions).toEqual([]);
  });

  it('refuses damaged option text and saves nothing', async () => {
    const before = await getJson<{ maps: unknown[] }>(testApp.app, `${API}/maps/`, { cookie: login.cookie });
    const response = await testApp.app.inject({ method: 'POST', url: `${API}/maps/`, headers: adminHeaders(login), payload: { map: { title: 'Broken', options: '{"title": ~1000' } } });
    expect(response.statusCode).toBe(400);
    expect(response.json()).toMatchObject({ code: 'rest_invalid_param', data: { status: 400 } });
    const after = await getJson<{ maps: unknown[] }>(testApp.app, `${API}/maps/`, { cookie: login.cookie });
    expect(after.maps).toHaveLength(before.maps.length);
  });

  it('updates only the fields sent', async () => {
    const map = await createMap({ title: 'Before', status: 1, options: encodeMapOptions({ title: 'Before', zoom: { on: true } }) });
    const response = await testApp.app.inject({ method: 'PUT', url: `${API}/maps/${map.id}`, headers: adminHeaders(login), payload: { map: { id: map.id, title: 'After' } } });
    expect(response.statusCode).toBe(200);
    expect(response.json().map).toMatchObject({ id: map.id, title: 'After', status: 1, options: { title: 'Before', zoom: { on: true } } });
  });

  it('shows visitors published maps only and hides drafts behind 404', async () => {
    const draft = await createMap({ title: 'Draft', status: 0, options: encodeMapOptions({}) });
    const published = await createMap({ title: 'Public', status: 1, options: encodeMapOptions({}) });
    const list = await getJson<{ maps: Array<{ id: number }> }>(testApp.app, `${API}/maps/`);
    expect(list.maps.map((map) => map.id)).toContain(published.id);
    expect(list.maps.map((map) => map.id)).not.toContain(draft.id);
    const hidden = await testApp.app.inject({ url: `${API}/maps/${draft.id}` });
    expect(hidden.statusCode).toBe(404);
    expect(hidden.json()).toEqual({ code: 'rest_map_not_found', message: 'Map not found.', data: { status: 404 } });
    const asAdmin = await testApp.app.inject({ url: `${API}/maps/${draft.id}`, headers: { cookie: login.cookie } });
    expect(asAdmin.statusCode).toBe(200);
    const draftRecords = await testApp.app.inject({ url: `${API}/objects/objects_${draft.id}/` });
    expect(draftRecords.statusCode).toBe(404);
  });

  it('copies a map with its title, options and records, as a draft visitors do not see', async () => {
    const source = await createMap({ title: 'Original', status: 1, options: encodeMapOptions({ title: 'Original', colors: { background: '#eeeeee' } }) });
    await testApp.app.inject({ method: 'POST', url: `${API}/objects/objects_${source.id}/`, headers: adminHeaders(login), payload: { object: { title: 'Kept in the copy' } } });
    const response = await testApp.app.inject({ method: 'POST', url: `${API}/maps/${source.id}/copy`, headers: adminHeaders(login), payload: { options: { title: 'Copy of original' } } });
    expect(response.statusCode).toBe(200);
    const copy = response.json().map;
    expect(copy).toMatchObject({ title: 'Copy of original', status: 0, options: { title: 'Copy of original', colors: { background: '#eeeeee' }, database: { objectsTableName: `objects_${copy.id}` } } });
    expect(copy.id).not.toBe(source.id);
    expect((await testApp.app.inject({ url: `${API}/maps/${copy.id}` })).statusCode).toBe(404);
    const records = await getJson<{ objects: Array<{ title: string }> }>(testApp.app, `${API}/objects/objects_${copy.id}/`, { cookie: login.cookie });
    expect(records.objects.map((record) => record.title)).toEqual(['Kept in the copy']);
  });

  it('creates a map from a v2 map, migrating old option shapes', async () => {
    const old = { title: 'Old', menu: { on: true, position: 'left', width: '300' }, popover: { width: 250 }, tooltipsMode: 'combined' };
    const response = await testApp.app.inject({ method: 'POST', url: `${API}/maps//createFromV2`, headers: adminHeaders(login), payload: { map: { title: 'Old', options: encodeMapOptions(old) } } });
    expect(response.statusCode).toBe(200);
    const options = response.json().map.options;
    expect(options.menu).toMatchObject({ location: 'leftSidebar' });
    expect(options.menu.position).toBeUndefined();
    expect(options.containers.leftSidebar).toMatchObject({ on: true, width: '300px' });
    expect(options.popovers).toMatchObject({ width: 250 });
    expect(options.tooltips).toMatchObject({ mode: 'combined', on: true });
  });

  it('gives a map saved with older option shapes out in the current shape, on the REST answer and in pages, and stores it unchanged', async () => {
    const old = { menu: { on: true, position: 'right', width: '280' }, tooltipsMode: 'combined', zoom: { on: true, limit: [0, 5] } };
    const map = await createMap({ title: 'Saved old', status: 1, options: encodeMapOptions(old) });
    const read = await getJson<{ map: { options: Record<string, { [key: string]: unknown }> } }>(testApp.app, `${API}/maps/${map.id}`);
    expect(read.map.options.menu).toEqual({ on: true, location: 'rightSidebar' });
    expect(read.map.options.containers?.rightSidebar).toMatchObject({ on: true, width: '280px' });
    expect(read.map.options.tooltips).toEqual({ mode: 'combined', on: true });
    expect(read.map.options.controls).toEqual({ zoom: true, location: 'right' });
    const page = await testApp.app.inject({ method: 'GET', url: `/embed/shortcode?shortcode=${encodeURIComponent(`[mapsvg id="${map.id}"]`)}` });
    const embedded = /<script type="application\/json" class="mapsvg-answer">(.*?)<\/script>/s.exec(page.body)?.[1];
    expect(JSON.parse(embedded ?? 'null').map.options).toEqual(read.map.options);
    const stored = await testApp.db.query<{ options: Record<string, unknown> }>('SELECT options FROM maps WHERE id = $1', [map.id]);
    expect(stored.rows[0]?.options).toEqual(old);
  });

  it('keeps a maps-v2 collection of the same shape', async () => {
    const created = await testApp.app.inject({ method: 'POST', url: `${API}/maps-v2/`, headers: adminHeaders(login), payload: { map: { title: 'Legacy', options: encodeMapOptions({ select: 'table' }) } } });
    expect(created.statusCode).toBe(200);
    const id = created.json().map.id;
    const read = await getJson<{ map: { options: unknown } }>(testApp.app, `${API}/maps-v2/${id}`, { cookie: login.cookie });
    expect(read.map.options).toEqual({ select: 'table' });
    const deleted = await testApp.app.inject({ method: 'DELETE', url: `${API}/maps-v2/${id}`, headers: adminHeaders(login) });
    expect(deleted.statusCode).toBe(200);
    expect((await testApp.app.inject({ url: `${API}/maps-v2/${id}`, headers: { cookie: login.cookie } })).statusCode).toBe(404);
  });

  it('deletes one map with its tables, then clears all', async () => {
    const map = await createMap({ title: 'Doomed', options: encodeMapOptions({}) });
    const deleted = await testApp.app.inject({ method: 'DELETE', url: `${API}/maps/${map.id}`, headers: adminHeaders(login) });
    expect(deleted.statusCode).toBe(200);
    expect((await testApp.app.inject({ url: `${API}/maps/${map.id}`, headers: { cookie: login.cookie } })).statusCode).toBe(404);
    expect((await testApp.app.inject({ url: `${API}/objects/objects_${map.id}/`, headers: { cookie: login.cookie } })).statusCode).toBe(404);
    const cleared = await testApp.app.inject({ method: 'DELETE', url: `${API}/maps/`, headers: adminHeaders(login) });
    expect(cleared.statusCode).toBe(200);
    expect((await getJson<{ maps: unknown[] }>(testApp.app, `${API}/maps/`, { cookie: login.cookie })).maps).toEqual([]);
  });

  it('refuses writes without a session or with a wrong nonce, writing nothing', async () => {
    const count = async () => Number((await testApp.db.query<{ count: string }>('SELECT count(*) AS count FROM maps')).rows[0]?.count);
    const before = await count();
    const anonymous = await testApp.app.inject({ method: 'POST', url: `${API}/maps/`, payload: { map: { title: 'Nope', options: '{}' } } });
    expect(anonymous.statusCode).toBe(401);
    const wrongNonce = await testApp.app.inject({ method: 'POST', url: `${API}/maps/`, headers: { cookie: login.cookie, 'x-wp-nonce': 'bad' }, payload: { map: { title: 'Nope', options: '{}' } } });
    expect(wrongNonce.statusCode).toBe(403);
    const deleteAll = await testApp.app.inject({ method: 'DELETE', url: `${API}/maps/`, headers: { cookie: login.cookie } });
    expect(deleteAll.statusCode).toBe(403);
    expect(await count()).toBe(before);
  });
  it('names the refused parameter of a bad id or a missing map, and asks a visitor to log in before checking either', async () => {
    const badId = await testApp.app.inject({ url: `${API}/maps/abc` });
    expect(badId.statusCode).toBe(400);
    expect(badId.json()).toMatchObject({ code: 'rest_invalid_param', message: 'Invalid parameter(s): id', data: { status: 400 } });
    const noMap = await testApp.app.inject({ method: 'POST', url: `${API}/maps/`, headers: adminHeaders(login) });
    expect(noMap.statusCode).toBe(400);
    expect(noMap.json()).toMatchObject({ code: 'rest_missing_callback_param', message: 'Missing parameter(s): map' });
    const anonymous = await testApp.app.inject({ method: 'PUT', url: `${API}/maps/abc`, payload: {} });
    expect(anonymous.statusCode).toBe(401);
  });
});
