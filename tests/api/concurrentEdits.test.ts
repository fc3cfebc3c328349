import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { testDrivers } from './drivers';
import { loginAsAdmin, startTestApp, type AdminLogin, type TestApp } from './harness';
import { API, adminHeaders, at, createObjects, createSchema, field, getJson } from './dataHelpers';

type Row = Record<string, unknown>;

const NOTE_FIELDS = Array.from({ length: 12 }, (_, index) => `note${index}`);

/**
 * The records API has no version check (the spec's PUT carries "only changed fields plus id"),
 * so concurrent edits follow last-write-wins per field: each PUT changes exactly the fields it
 * carries, all of them in one statement, so no acknowledged field is lost to another editor's
 * stale copy and no record ever mixes two writes of the same fields.
 */
describe.each(testDrivers())('concurrent edits of one record on $name', (driver) => {
  let testApp: TestApp;
  let login: AdminLogin;
  let nextTable = 900;

  beforeAll(async () => {
    testApp = await startTestApp(driver);
    login = await loginAsAdmin(testApp.app);
  });
  afterAll(async () => { await testApp.close(); });

  const freshRecord = async () => {
    nextTable += 1;
    const table = `objects_${nextTable}`;
    const fields = [field('id', 'id'), field('text', 'title'), field('textarea', 'description'), field('text', 'rating', { db_type: 'int(11)' }),
      field('location', 'location'), ...NOTE_FIELDS.map((name) => field('text', name))];
    await createSchema(testApp.app, login, table, fields);
    const [record] = await createObjects(testApp.app, login, table, [{ title: 'Original', description: 'Original', rating: 0 }]);
    return { table, id: String(record?.id) };
  };
  const put = (table: string, id: string, changes: Row) => testApp.app.inject({
    method: 'PUT', url: `${API}/objects/${table}/${id}`, headers: adminHeaders(login), payload: { object: { id, ...changes } },
  });
  const read = async (table: string, id: string) => (await getJson<{ object: Row }>(testApp.app, `${API}/objects/${table}/${id}`, { cookie: login.cookie })).object;

  it('keeps every field written by concurrent PUTs of different fields', async () => {
    const { table, id } = await freshRecord();
    const answers = await Promise.all(NOTE_FIELDS.flatMap((name) => [1, 2, 3].map((round) => put(table, id, { [name]: `${name} round ${round}` }))));
    expect(answers.map((answer) => answer.statusCode)).toEqual(answers.map(() => 200));
    const record = await read(table, id);
    for (const name of NOTE_FIELDS) expect(record[name], name).toMatch(new RegExp(`^${name} round [123]$`));
    expect(record).toMatchObject({ title: 'Original', description: 'Original' });
  });

  it('answers each PUT with its own whole write and ends on exactly one writer when all write the same fields', async () => {
    const { table, id } = await freshRecord();
    const writers = Array.from({ length: 30 }, (_, index) => index + 1);
    const answers = await Promise.all(writers.map((writer) => put(table, id, {
      title: `Writer ${writer}`, description: `Written by ${writer}`, rating: writer, location: at(writer, writer),
    })));
    for (const [index, answer] of answers.entries()) {
      const writer = index + 1;
      expect(answer.statusCode).toBe(200);
      expect(answer.json<{ object: Row }>().object).toMatchObject({ title: `Writer ${writer}`, description: `Written by ${writer}`, rating: writer });
    }
    const record = await read(table, id);
    const winner = Number(/^Writer (\d+)$/.exec(String(record.title))?.[1]);
    expect(writers).toContain(winner);
    expect(record).toMatchObject({ description: `Written by ${winner}`, rating: winner, location: { geoPoint: { lat: winner, lng: winner } } });
  });

  it('lets the later of two acknowledged PUTs win, field by field', async () => {
    const { table, id } = await freshRecord();
    expect((await put(table, id, { title: 'First', note0: 'kept' })).statusCode).toBe(200);
    expect((await put(table, id, { title: 'Second' })).statusCode).toBe(200);
    expect(await read(table, id)).toMatchObject({ title: 'Second', note0: 'kept', description: 'Original' });
  });
});
