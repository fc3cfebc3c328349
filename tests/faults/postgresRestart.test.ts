import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { openPostgres } from '../../api/db/pgDriver';
import { API, adminHeaders, getJson } from '../api/dataHelpers';
import { listenOnLoopback } from '../api/healthProbe';
import { loginAsAdmin, startTestApp, type AdminLogin, type TestApp } from '../api/harness';
import { localPostgresMissing, startLocalPostgres, type LocalPostgres } from '../support/localPostgres';

const missing = localPostgresMissing();
if (missing) console.warn(`${missing}: the PostgreSQL restart test is skipped.`);

/** `200`, or `503 retry-after` when the answer says when to come back, else the status and body. */
async function outcome(response: Response): Promise<string> {
  const body = await response.text();
  if (response.status === 200) return '200';
  if (response.status === 503 && /^\d+$/.test(response.headers.get('retry-after') ?? '')) return '503 retry-after';
  return `${response.status} ${body.slice(0, 200)}`;
}

/** Visitors reading again and again (each waits for its answer) until stopped. */
function readContinuously(urls: string[], visitors: number): { stop(): Promise<string[]> } {
  let running = true;
  const seen: string[] = [];
  const loops = Array.from({ length: visitors }, async (_, index) => {
    for (let turn = index; running; turn += 1) {
      try {
        seen.push(await outcome(await fetch(urls[turn % urls.length] ?? '')));
      } catch (error) {
        seen.push(`no answer: ${(error as Error).message}`);
      }
    }
  });
  return {
    async stop() {
      running = false;
      await Promise.all(loops);
      return seen;
    },
  };
}

describe.skipIf(Boolean(missing))('PostgreSQL restarted and stopped under load', () => {
  let server: LocalPostgres;
  let testApp: TestApp;
  let baseUrl: string;
  let reads: string[];
  let login: AdminLogin;

  beforeAll(async () => {
    server = await startLocalPostgres();
    const driver = { name: 'postgres' as const, open: async () => { const db = await openPostgres(server.url); return { db, drop: () => db.close() }; } };
    testApp = await startTestApp(driver, {}, { places: 'big-cities' });
    const maps = await getJson<{ maps: Array<{ id: number; title: string }> }>(testApp.app, `${API}/maps/`);
    const table = `objects_${maps.maps.find((map) => map.title === 'World cities')?.id}`;
    await testApp.db.query(`INSERT INTO ${table} (title, country) SELECT 'Town ' || g, 'Country' FROM generate_series(1, 200) g`);
    baseUrl = await listenOnLoopback(testApp.app);
    // A plain read, a visitor's heavy read (through the gate and its time limit) and a page.
    reads = [`${baseUrl}${API}/maps/`, `${baseUrl}${API}/objects/${table}/?perpage=20`, `${baseUrl}${API}/objects/${table}/?search=Town&perpage=5`];
    login = await loginAsAdmin(testApp.app);
  }, 120_000);
  afterAll(async () => {
    await testApp?.close();
    await server?.destroy();
  });

  it('answers 200 or 503 with Retry-After (never 500) through a restart and a stop, and recovers by itself', async () => {
    const load = readContinuously(reads, 8);
    await new Promise((resolve) => setTimeout(resolve, 300));
    await server.restart();
    await new Promise((resolve) => setTimeout(resolve, 300));
    await server.stop();

    // While the server is down: reads and writes say so, and when to come back.
    const down = await Promise.all(reads.map((url) => fetch(url).then(outcome)));
    expect(down).toEqual(Array(reads.length).fill('503 retry-after'));
    const write = await fetch(`${baseUrl}${API}/schemas/`, {
      method: 'POST',
      headers: { ...adminHeaders(login), 'content-type': 'application/json' },
      body: JSON.stringify({ schema: { name: 'objects_while_down', title: 'While down', type: 'object', fields: [] } }),
    });
    expect(await outcome(write)).toBe('503 retry-after');
    const health = await fetch(`${baseUrl}/healthz`);
    expect(health.status).toBe(503);

    await server.start();
    // Back: every read answers again, without restarting the product.
    const back = await Promise.all(reads.map((url) => fetch(url).then(outcome)));
    const seen = await load.stop();
    expect(back).toEqual(Array(reads.length).fill('200'));
    expect(seen.filter((answer) => answer !== '200' && answer !== '503 retry-after')).toEqual([]);
    expect(seen.filter((answer) => answer === '200').length).toBeGreaterThan(10);
    const written = await fetch(`${baseUrl}${API}/schemas/`, {
      method: 'POST',
      headers: { ...adminHeaders(login), 'content-type': 'application/json' },
      body: JSON.stringify({ schema: { name: 'objects_after_restart', title: 'After the restart', type: 'object', fields: [] } }),
    });
    expect(written.status, await written.text()).toBeLessThan(300);
  }, 120_000);
});
