import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { defaultField, type SchemaField } from '../../domain/index';
import { bootstrap } from '../../api/services/bootstrap';
import { testDrivers } from './drivers';
import { loginAsAdmin, startTestApp, type AdminLogin, type TestApp } from './harness';
import { API, adminHeaders, createObjects, createSchema, field, getJson } from './dataHelpers';

describe.each(testDrivers())('schemas and their tables on $name', (driver) => {
  let testApp: TestApp;
  let login: AdminLogin;
  beforeAll(async () => {
    testApp = await startTestApp(driver);
    login = await loginAsAdmin(testApp.app);
  });
  afterAll(async () => { await testApp.close(); });

  const columns = async (table: string) => (await testApp.db.query<{ column_name: string; data_type: string }>(
    "SELECT column_name, data_type FROM information_schema.columns WHERE table_name = $1 AND table_schema = current_schema() ORDER BY ordinal_position", [table],
  )).rows.filter((row) => !row.column_name.startsWith('_search_')).map((row) => `${row.column_name}:${row.data_type}`);
  const tableExists = async (table: string) => (await testApp.db.query('SELECT 1 FROM information_schema.tables WHERE table_name = $1', [table])).rows.length > 0;
  const schemaCount = async () => Number((await testApp.db.query<{ count: string }>('SELECT count(*) AS count FROM schemas')).rows[0]?.count);
  const save = (id: number, fields: SchemaField[], extra: Record<string, unknown> = {}) => testApp.app.inject({
    method: 'PUT', url: `${API}/schemas/${id}`, headers: adminHeaders(login), payload: { schema: { id, fields, ...extra } },
  });

  it('creates a table whose columns follow the field types', async () => {
    await createSchema(testApp.app, login, 'objects_701', [
      field('id', 'id'), field('text', 'title', { searchable: true }), field('textarea', 'body'), field('select', 'kind'),
      field('select', 'labels', { multiselect: true }), field('post', 'post'), defaultField('location'), defaultField('region'), field('checkbox', 'open'),
    ]);
    expect(await columns('objects_701')).toEqual([
      'id:integer', 'title:character varying', 'body:text', 'kind:character varying', 'kind_text:character varying',
      'labels:jsonb', 'post:integer', 'location:jsonb', 'location_lat:double precision', 'location_lng:double precision',
      'regions:jsonb', 'open:boolean',
    ]);
    const indexes = (await testApp.db.query<{ indexdef: string }>("SELECT indexdef FROM pg_indexes WHERE tablename = 'objects_701'")).rows.map((row) => row.indexdef);
    expect(indexes.some((definition) => /USING gin \(_search_[0-9a-f]{12}\)/.test(definition))).toBe(true);
    expect(indexes.some((definition) => /USING btree \(location_lat, location_lng, id\)/.test(definition))).toBe(true);
    // Sorting by a short text field or paging through a filter reads a (value, id) index in order.
    expect(indexes.some((definition) => /USING btree \(title, id\)/.test(definition))).toBe(true);
    expect(indexes.some((definition) => /USING btree \(kind, id\)/.test(definition))).toBe(true);
    expect(indexes.some((definition) => /USING btree \(body/.test(definition))).toBe(false);
    const listed = await getJson<{ schemas: Array<{ name: string }> }>(testApp.app, `${API}/schemas/`, { cookie: login.cookie });
    expect(listed.schemas.map((schema) => schema.name)).toContain('objects_701');
  });

  it('migrates the table on save: adds, renames (keeping data), converts and drops columns', async () => {
    const fields = [field('id', 'id'), field('text', 'title'), field('text', 'city'), field('text', 'score'), field('text', 'obsolete')];
    const schema = await createSchema(testApp.app, login, 'objects_702', fields);
    await createObjects(testApp.app, login, 'objects_702', [{ title: 'Kept', city: 'Denver', score: '42', obsolete: 'bye' }]);
    const next = [field('id', 'id'), field('text', 'name', { previousName: 'title' } as Partial<SchemaField>), field('text', 'city'),
      field('text', 'score', { db_type: 'int(11)' }), field('textarea', 'notes')];
    const response = await save(schema.id, next);
    expect(response.statusCode).toBe(200);
    expect(await columns('objects_702')).toEqual(['id:integer', 'name:character varying', 'city:character varying', 'score:integer', 'notes:text']);
    const records = await getJson<{ objects: unknown[] }>(testApp.app, `${API}/objects/objects_702/`, { cookie: login.cookie });
    expect(records.objects).toEqual([{ id: 1, name: 'Kept', city: 'Denver', score: 42, notes: null }]);
    expect(response.json().schema.fields[1]).not.toHaveProperty('previousName');
  });

  it('keeps data when one field is renamed in place without a hint', async () => {
    const schema = await createSchema(testApp.app, login, 'objects_703', [field('id', 'id'), field('text', 'titel')]);
    await createObjects(testApp.app, login, 'objects_703', [{ titel: 'Typo fixed' }]);
    expect((await save(schema.id, [field('id', 'id'), field('text', 'title')])).statusCode).toBe(200);
    const records = await getJson<{ objects: unknown[] }>(testApp.app, `${API}/objects/objects_703/`, { cookie: login.cookie });
    expect(records.objects).toEqual([{ id: 1, title: 'Typo fixed' }]);
  });

  it('renames the table with the schema and drops it with the schema', async () => {
    const schema = await createSchema(testApp.app, login, 'objects_704', [field('id', 'id'), field('text', 'title')]);
    await createObjects(testApp.app, login, 'objects_704', [{ title: 'Moves along' }]);
    expect((await save(schema.id, [field('id', 'id'), field('text', 'title')], { name: 'objects_705' })).statusCode).toBe(200);
    expect(await tableExists('objects_704')).toBe(false);
    const moved = await getJson<{ objects: Array<{ title: string }> }>(testApp.app, `${API}/objects/objects_705/`, { cookie: login.cookie });
    expect(moved.objects[0]?.title).toBe('Moves along');
    const deleted = await testApp.app.inject({ method: 'DELETE', url: `${API}/schemas/${schema.id}`, headers: adminHeaders(login) });
    expect(deleted.statusCode).toBe(200);
    expect(await tableExists('objects_705')).toBe(false);
  });

  const invalidSchemas: Array<[string, SchemaField[], string]> = [
    ['duplicate names', [field('text', 'title'), field('textarea', 'title')], 'Field names should be unique'],
    ['an empty name', [field('text', '')], "Field name can't be empty"],
    ['a reserved name', [field('text', 'lat')], 'Field name "lat" is reserved, please set another name'],
    ['a reserved name of another type', [field('text', 'status')], 'Field name "status" is reserved, please set another name'],
    ['repeated option values', [field('select', 'kind', { options: [{ label: 'A', value: '1' }, { label: 'B', value: '1' }] })], 'Check "Options" list - values should not repeat'],
    ['two location fields', [defaultField('location'), { ...defaultField('location'), name: 'location2' }], 'You can add only 1 "Location" field'],
    ['two region fields', [defaultField('region'), { ...defaultField('region'), name: 'regions2' }], 'You can add only 1 "Region" field'],
    ['a name starting with a digit', [field('text', '1st')], 'Field name "1st" can contain only letters, digits and underscores, and can\'t start with a digit'],
    ['a name that would break SQL', [field('text', 'x"; DROP TABLE maps; --')], 'Field name "x"; DROP TABLE maps; --" can contain only letters, digits and underscores, and can\'t start with a digit'],
  ];

  it.each(invalidSchemas)('refuses %s with the editor message and creates nothing', async (_case, fields, message) => {
    const before = await schemaCount();
    const response = await testApp.app.inject({ method: 'POST', url: `${API}/schemas/`, headers: adminHeaders(login), payload: { schema: { name: 'objects_790', fields } } });
    expect(response.statusCode).toBe(400);
    expect(response.json()).toMatchObject({ code: 'rest_invalid_schema', data: { status: 400, messages: [message] } });
    expect(await schemaCount()).toBe(before);
    expect(await tableExists('objects_790')).toBe(false);
  });

  it('refuses an invalid save of an existing schema and leaves fields, columns and data alone', async () => {
    const schema = await createSchema(testApp.app, login, 'objects_706', [field('id', 'id'), field('text', 'title')]);
    await createObjects(testApp.app, login, 'objects_706', [{ title: 'Untouched' }]);
    const response = await save(schema.id, [field('id', 'id'), field('text', 'title'), field('text', 'title'), field('text', 'extra')]);
    expect(response.statusCode).toBe(400);
    expect(response.json().data.messages).toEqual(['Field names should be unique']);
    expect(await columns('objects_706')).toEqual(['id:integer', 'title:character varying']);
    const stored = await getJson<{ schema: { fields: unknown[] } }>(testApp.app, `${API}/schemas/${schema.id}`, { cookie: login.cookie });
    expect(stored.schema.fields).toHaveLength(2);
  });

  it('refuses table names that are not plain identifiers or belong to the product', async () => {
    for (const name of ['maps', 'users', 'Objects', 'objects-1', 'objects_1; DROP TABLE maps', 'pg_authid']) {
      const response = await testApp.app.inject({ method: 'POST', url: `${API}/schemas/`, headers: adminHeaders(login), payload: { schema: { name, fields: [] } } });
      expect(response.statusCode).toBe(400);
    }
    expect((await testApp.db.query('SELECT id FROM maps')).rows.length).toBeGreaterThan(0);
  });

  it('keeps schemas away from visitors and refuses schema writes without the nonce', async () => {
    expect((await testApp.app.inject({ url: `${API}/schemas/` })).statusCode).toBe(401);
    const before = await schemaCount();
    const wrong = await testApp.app.inject({ method: 'POST', url: `${API}/schemas/`, headers: { cookie: login.cookie }, payload: { schema: { name: 'objects_791', fields: [] } } });
    expect(wrong.statusCode).toBe(403);
    const clear = await testApp.app.inject({ method: 'DELETE', url: `${API}/schemas/`, headers: { cookie: login.cookie, 'x-wp-nonce': 'x' } });
    expect(clear.statusCode).toBe(403);
    expect(await schemaCount()).toBe(before);
  });

  it('gives tables of an older release the current indexes on the next start, and drops outdated ones', async () => {
    await createSchema(testApp.app, login, 'objects_711', [field('id', 'id'), field('text', 'title'), defaultField('location')]);
    const indexes = async () => (await testApp.db.query<{ indexname: string; indexdef: string }>(
      "SELECT indexname, indexdef FROM pg_indexes WHERE tablename = 'objects_711' AND indexname LIKE 'ix\\_%' ORDER BY indexname",
    )).rows;
    const current = await indexes();
    // What an older release left: no sort index on title, a (lat, lng) index without the id.
    for (const index of current) await testApp.db.query(`DROP INDEX "${index.indexname}"`);
    await testApp.db.query('CREATE INDEX ix_old_location ON objects_711 (location_lat, location_lng)');
    await bootstrap(testApp.db);
    expect(await indexes()).toEqual(current);
  });
});
