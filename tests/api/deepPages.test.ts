import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { testDrivers } from './drivers';
import { loginAsAdmin, startTestApp, type AdminLogin, type TestApp } from './harness';
import { API, adminHeaders, createSchema, field, getJson } from './dataHelpers';

const TABLE = 'objects_620';
const RECORDS = 2_600;
const CATEGORIES = ['store', 'office'];

type Listed = { objects: Array<{ id: number; title: string; category: string }> };

function fields() {
  return [
    field('id', 'id'),
    field('text', 'title', { searchable: true }),
    field('select', 'category', { options: CATEGORIES.map((value) => ({ label: value, value })) }),
  ];
}

/**
 * Pages far beyond the first thousand records start from remembered anchor ids instead of
 * skipping every earlier row. These pages must hold exactly what OFFSET paging would give,
 * in both directions and with filters, and must follow every change of the table.
 */
describe.each(testDrivers())('deep pages of objects/{table} on $name', (driver) => {
  let testApp: TestApp;
  let login: AdminLogin;
  const ids = async (query: string) => (await getJson<Listed>(testApp.app, `${API}/objects/${TABLE}/?${query}`, { cookie: login.cookie })).objects.map((record) => record.id);
  /** What plain LIMIT/OFFSET paging answers, straight from the table. */
  const expected = async (page: number, perpage: number, order: 'ASC' | 'DESC', category?: string) => {
    const where = category ? 'WHERE category = $3' : '';
    const params: unknown[] = [perpage + 1, (page - 1) * perpage, ...(category ? [category] : [])];
    const result = await testApp.db.query<{ id: number }>(`SELECT id FROM ${TABLE} ${where} ORDER BY id ${order} LIMIT $1 OFFSET $2`, params);
    return result.rows.map((row) => Number(row.id));
  };
  const importChunk = async (start: number, count: number) => {
    const rows = Array.from({ length: count }, (_, index) => ({ title: `Record ${start + index}`, category: CATEGORIES[(start + index) % 3 === 0 ? 1 : 0] }));
    const response = await testApp.app.inject({ method: 'POST', url: `${API}/objects/${TABLE}/import`, headers: adminHeaders(login), payload: { data: JSON.stringify(rows) } });
    expect(response.json()).toMatchObject({ imported: count });
  };

  beforeAll(async () => {
    testApp = await startTestApp(driver);
    login = await loginAsAdmin(testApp.app);
    await createSchema(testApp.app, login, TABLE, fields());
    for (let start = 0; start < RECORDS; start += 1_000) await importChunk(start, Math.min(1_000, RECORDS - start));
    // Gaps in the ids, so a page's first id is not its offset plus one.
    await testApp.db.query(`DELETE FROM ${TABLE} WHERE id % 7 = 0`);
  }, 120_000);
  afterAll(async () => { await testApp.close(); });

  it('answers deep pages in id order as OFFSET paging does, in both directions', async () => {
    for (const page of [40, 34, 75, 1, 70, 74]) {
      expect(await ids(`perpage=30&page=${page}`)).toEqual(await expected(page, 30, 'ASC'));
      expect(await ids(`perpage=30&page=${page}&sort[0][field]=id&sort[0][order]=desc`)).toEqual(await expected(page, 30, 'DESC'));
    }
    expect(await ids('perpage=30&page=200')).toEqual([]);
  });

  it('answers deep pages sorted by a field, ties broken by id, as OFFSET paging does', async () => {
    await testApp.db.query(`UPDATE ${TABLE} SET title = NULL WHERE id % 11 = 0`);
    for (const order of ['asc', 'desc'] as const) {
      const page = await ids(`perpage=30&page=70&sort[0][field]=title&sort[0][order]=${order}`);
      const direct = await testApp.db.query<{ id: number }>(`SELECT id FROM ${TABLE} ORDER BY title ${order} NULLS LAST, id ASC LIMIT 31 OFFSET ${69 * 30}`);
      expect(page).toEqual(direct.rows.map((row) => Number(row.id)));
    }
  });

  it('answers deep pages of a filtered listing and its last page', async () => {
    for (const page of [60, 35, 58]) {
      expect(await ids(`perpage=25&page=${page}&filters[category]=store`)).toEqual(await expected(page, 25, 'ASC', 'store'));
    }
    const count = Number((await testApp.db.query<{ count: string }>(`SELECT count(*) AS count FROM ${TABLE} WHERE category = 'office'`)).rows[0]?.count);
    const lastPage = Math.ceil(count / 20);
    expect(await ids('perpage=20&lastpage=true&filters[category]=office')).toEqual(await expected(lastPage, 20, 'ASC', 'office'));
  });

  it('follows writes: deleted, created and updated records move the deep pages and the last page', async () => {
    const before = await ids('perpage=30&page=50');
    expect(before).toEqual(await expected(50, 30, 'ASC'));
    const lastBefore = await ids('perpage=30&lastpage=true');

    const removed = await testApp.app.inject({ method: 'DELETE', url: `${API}/objects/${TABLE}/${before[0]}`, headers: adminHeaders(login) });
    expect(removed.statusCode).toBe(200);
    const afterDelete = await ids('perpage=30&page=50');
    expect(afterDelete).toEqual(await expected(50, 30, 'ASC'));
    expect(afterDelete).not.toContain(before[0]);

    // A write that bypasses the API (another process, a console) is seen as well.
    await testApp.db.query(`DELETE FROM ${TABLE} WHERE id BETWEEN 100 AND 160`);
    expect(await ids('perpage=30&page=50')).toEqual(await expected(50, 30, 'ASC'));

    await importChunk(RECORDS, 45);
    const lastAfter = await ids('perpage=30&lastpage=true');
    expect(lastAfter).toEqual(await expected(Math.ceil((await rowCount()) / 30), 30, 'ASC'));
    expect(lastAfter).not.toEqual(lastBefore);

    await testApp.db.query(`UPDATE ${TABLE} SET category = 'office' WHERE id BETWEEN 1200 AND 1400`);
    expect(await ids('perpage=25&page=45&filters[category]=store')).toEqual(await expected(45, 25, 'ASC', 'store'));
  });

  const rowCount = async () => Number((await testApp.db.query<{ count: string }>(`SELECT count(*) AS count FROM ${TABLE}`)).rows[0]?.count);
});
