import pg from 'pg';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildApp } from '../../api/app';
import { openPostgres } from '../../api/db/pgDriver';
import { DEFAULT_PUBLIC_READ_LIMITS } from '../../api/config';
import { API, getJson } from './dataHelpers';
import { listenOnLoopback, probeHealth } from './healthProbe';
import { loginAsAdmin, startTestApp, type TestApp } from './harness';
import { localPostgresMissing, startLocalPostgres, type LocalPostgres } from '../support/localPostgres';

const missing = localPostgresMissing();
if (missing) console.warn(`${missing}: the public read time limit and cancel tests on PostgreSQL are skipped.`);

/** A public read's database time in these tests: short, so a blocked read is cut quickly. */
const READ_TIMEOUT_MS = 400;

/**
 * A statement that runs for as long as the test wants: the table is locked by another
 * connection (as an admin's schema change or a long import would hold it), so every read of it
 * waits inside PostgreSQL, counted by `statement_timeout` and listed as active in
 * `pg_stat_activity`, until the lock is released.
 */
async function lockTable(url: string, table: string): Promise<{ release(): Promise<void> }> {
  const holder = new pg.Client({ connectionString: url });
  await holder.connect();
  await holder.query('BEGIN');
  await holder.query(`LOCK TABLE ${table} IN ACCESS EXCLUSIVE MODE`);
  return {
    async release() {
      await holder.query('ROLLBACK');
      await holder.end();
    },
  };
}

/** Statements of the app still running against `table` (waiting on its lock included). */
async function runningReads(url: string, table: string): Promise<number> {
  const observer = new pg.Client({ connectionString: url });
  await observer.connect();
  try {
    const result = await observer.query<{ count: string }>(
      `SELECT count(*) AS count FROM pg_stat_activity
       WHERE state = 'active' AND pid <> pg_backend_pid() AND query LIKE $1`,
      [`%${table}%`],
    );
    return Number(result.rows[0]?.count ?? 0);
  } finally {
    await observer.end();
  }
}

async function waitUntil(check: () => Promise<boolean>, timeoutMs: number): Promise<boolean> {
  const until = Date.now() + timeoutMs;
  while (Date.now() < until) {
    if (await check()) return true;
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
  return check();
}

describe.skipIf(Boolean(missing))('time limits and cancels of visitors\' reads on PostgreSQL', () => {
  let server: LocalPostgres;
  let testApp: TestApp;
  let baseUrl: string;
  let table: string;

  beforeAll(async () => {
    server = await startLocalPostgres();
    const driver = { name: 'postgres' as const, open: async () => { const db = await openPostgres(server.url); return { db, drop: () => db.close() }; } };
    testApp = await startTestApp(driver, { publicReads: { ...DEFAULT_PUBLIC_READ_LIMITS, concurrent: 4, timeoutMs: READ_TIMEOUT_MS } }, { places: 'big-cities' });
    const maps = await getJson<{ maps: Array<{ id: number; title: string }> }>(testApp.app, `${API}/maps/`);
    table = `objects_${maps.maps.find((map) => map.title === 'World cities')?.id}`;
    await testApp.db.query(`INSERT INTO ${table} (title, country) SELECT 'Town ' || g, 'Country' FROM generate_series(1, 50) g`);
    baseUrl = await listenOnLoopback(testApp.app);
  }, 120_000);
  afterAll(async () => {
    await testApp?.close();
    await server?.destroy();
  });

  it('cuts a visitor\'s read that runs past its time with 503 and Retry-After, keeps /healthz quick, and never cuts the admin', async () => {
    const lock = await lockTable(server.url, table);
    const probe = probeHealth(baseUrl);
    const started = Date.now();
    // Before: the read waited for as long as the lock was held (here 5 s), holding a connection.
    const releaseLater = setTimeout(() => { void lock.release(); }, 5000);
    const login = await loginAsAdmin(testApp.app);
    const adminRead = testApp.app.inject({ url: `${API}/objects/${table}/?perpage=5`, headers: { cookie: login.cookie } });
    const visitor = await fetch(`${baseUrl}${API}/objects/${table}/?perpage=5`);
    const tookMs = Date.now() - started;
    const body = await visitor.json() as { code: string; message: string };
    const { slowestMs } = await probe.stop();
    expect(visitor.status).toBe(503);
    expect(visitor.headers.get('retry-after')).toMatch(/^\d+$/);
    expect(body.message).toMatch(/took too long/);
    expect(tookMs).toBeLessThan(4000);
    expect(slowestMs).toBeLessThan(1000);
    // The admin's read of the same table waits for the lock and is answered in full.
    const admin = await adminRead;
    clearTimeout(releaseLater);
    expect(admin.statusCode, admin.body).toBe(200);
    expect(admin.json<{ objects: unknown[] }>().objects.length).toBeGreaterThan(0);
    // The connections the cut reads used serve the next visitor.
    const after = await fetch(`${baseUrl}${API}/objects/${table}/?perpage=5`);
    expect(after.status).toBe(200);
  }, 60_000);

  it('cancels the running statements of visitors who left', async () => {
    // A longer time limit: what stops these reads must be their clients leaving.
    const limits = { ...DEFAULT_PUBLIC_READ_LIMITS, concurrent: 4, timeoutMs: 60_000 };
    const db = await openPostgres(server.url);
    const patient = await buildApp({ db, publicReads: limits });
    const patientUrl = await listenOnLoopback(patient);
    const lock = await lockTable(server.url, table);
    try {
      const clients = Array.from({ length: 20 }, () => new AbortController());
      const gone = clients.map((client, index) => fetch(`${patientUrl}${API}/objects/${table}/?perpage=${index + 1}`, { signal: client.signal }).catch(() => 'gone'));
      // Four run (the gate's slots), waiting on the lock inside PostgreSQL; sixteen wait their turn.
      await expect(waitUntil(async () => (await runningReads(server.url, table)) >= 4, 10_000)).resolves.toBe(true);
      for (const client of clients) client.abort();
      expect(await Promise.all(gone)).toEqual(Array(20).fill('gone'));
      // Before: the abandoned statements kept waiting (and would have run) until the lock went.
      await expect(waitUntil(async () => (await runningReads(server.url, table)) === 0, 2000)).resolves.toBe(true);
    } finally {
      await lock.release();
    }
    const after = await fetch(`${patientUrl}${API}/objects/${table}/?perpage=5`);
    expect(after.status).toBe(200);
    await patient.close();
    await db.close();
  }, 60_000);
});
