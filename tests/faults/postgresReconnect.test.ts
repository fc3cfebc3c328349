import pg from 'pg';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { testDrivers } from '../api/drivers';
import { loginAsAdmin, startTestApp, type TestApp } from '../api/harness';

const serverUrl = process.env.TEST_DATABASE_URL;
const API = '/wp-json/mapsvg/v1';

/**
 * Ends every connection the app holds to its database, as a PostgreSQL restart (or a failover,
 * or an administrator) would: `pg_terminate_backend` on each of them, waiting until they are gone.
 */
async function terminateAppConnections(database: string): Promise<number> {
  const admin = new pg.Client({ connectionString: serverUrl });
  await admin.connect();
  try {
    const result = await admin.query<{ ended: boolean }>(
      'SELECT pg_terminate_backend(pid) AS ended FROM pg_stat_activity WHERE datname = $1 AND pid <> pg_backend_pid()',
      [database],
    );
    return result.rows.filter((row) => row.ended).length;
  } finally {
    await admin.end();
  }
}

describe.skipIf(!serverUrl)('reconnecting after PostgreSQL drops the connections', () => {
  const driver = testDrivers().find((candidate) => candidate.name === 'postgres');
  let testApp: TestApp;
  let database: string;
  beforeAll(async () => {
    if (!driver) throw new Error('TEST_DATABASE_URL is set but the postgres driver is missing.');
    testApp = await startTestApp(driver);
    const result = await testApp.db.query<{ name: string }>('SELECT current_database() AS name');
    database = result.rows[0]?.name ?? '';
  });
  afterAll(async () => { await testApp.close(); });

  /** Several requests at once, so the pool holds several connections to lose. */
  const busyReads = () => Promise.all(Array.from({ length: 6 }, () => testApp.app.inject({ url: `${API}/maps/` })));

  it('answers the next reads and writes after every connection was terminated', async () => {
    const login = await loginAsAdmin(testApp.app);
    const warm = await busyReads();
    expect(warm.map((response) => response.statusCode)).toEqual(Array(6).fill(200));

    expect(await terminateAppConnections(database)).toBeGreaterThan(0);

    const reads = await busyReads();
    expect(reads.map((response) => response.statusCode)).toEqual(Array(6).fill(200));
    const created = await testApp.app.inject({
      method: 'POST', url: `${API}/schemas/`, headers: { cookie: login.cookie, 'x-wp-nonce': login.nonce },
      payload: { schema: { name: 'objects_reconnect', title: 'After the drop', type: 'object', fields: [] } },
    });
    expect(created.statusCode, created.body).toBeLessThan(300);
  });

  it('answers every read of a burst during which the connections are terminated', async () => {
    const burst = Promise.all(Array.from({ length: 40 }, async (_, index) => {
      await new Promise((resolve) => setTimeout(resolve, index * 5));
      return testApp.app.inject({ url: `${API}/maps/` });
    }));
    await new Promise((resolve) => setTimeout(resolve, 60));
    await terminateAppConnections(database);
    const answers = await burst;
    // Reads cut off mid-statement run again on a fresh connection: no visitor sees an error.
    expect(answers.map((response) => response.statusCode)).toEqual(Array(40).fill(200));
  });
});
