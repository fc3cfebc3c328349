import { randomBytes } from 'node:crypto';
import pg from 'pg';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { E2E_ADMIN_PASSWORD, removeDataDir, startServer, type RunningServer } from '../e2e/support/server';
import { hasProgram, nginxProgram, startNginx, startRedis, type LoopbackServer } from '../support/loopbackServers';
import { API } from './dataHelpers';

const serverUrl = process.env.TEST_DATABASE_URL;
const nginxInstalled = nginxProgram() !== undefined;
if (!serverUrl) console.warn('TEST_DATABASE_URL is not set: the many-servers test (two processes on one PostgreSQL behind nginx) is skipped.');
else if (!nginxInstalled) console.warn('nginx is not installed: the many-servers test is skipped (apt-get install nginx).');

const PNG = Buffer.from('89504e470d0a1a0a0000000d4948445200000001000000010806000000', 'hex');

function markerUpload(name: string): FormData {
  const form = new FormData();
  form.append('file', new Blob([PNG], { type: 'image/png' }), name);
  return form;
}

async function login(base: string, password: string): Promise<Response> {
  return fetch(`${base}${API}/auth/login`, { method: 'POST', headers: { 'content-type': 'application/json' }, body: JSON.stringify({ username: 'admin', password }) });
}

function cookieOf(response: Response): string {
  const header = response.headers.get('set-cookie') ?? '';
  const pair = /mapsvg_session=[^;]+/.exec(header)?.[0];
  if (!pair) throw new Error(`No session cookie in "${header}"`);
  return pair;
}

const redisInstalled = hasProgram('redis-server');
if (serverUrl && nginxInstalled && !redisInstalled) console.warn('redis-server is not installed: the many-servers test with REDIS_URL is skipped.');

/** How the processes count throttles: in the database, or in one Redis started by the test. */
const counting = [
  { name: 'counting limits in the database', redis: false, skip: false },
  { name: 'counting limits in Redis', redis: true, skip: !redisInstalled },
];

describe.skipIf(!serverUrl || !nginxInstalled).each(counting)('two server processes on one PostgreSQL behind nginx, $name', ({ redis, skip }) => {
  const databaseName = `mapsvg_many_${randomBytes(6).toString('hex')}`;
  const databaseUrl = (() => {
    const url = new URL(serverUrl ?? 'postgres://localhost/none');
    url.pathname = `/${databaseName}`;
    return url.toString();
  })();
  const servers: RunningServer[] = [];
  let proxy: LoopbackServer | undefined;
  let redisServer: LoopbackServer | undefined;
  const server = (index: number): RunningServer => {
    const found = servers[index];
    if (!found) throw new Error(`Server ${index} did not start.`);
    return found;
  };
  const nginx = (): string => {
    if (!proxy) throw new Error('nginx did not start.');
    return proxy.url;
  };

  beforeAll(async () => {
    const admin = new pg.Client({ connectionString: serverUrl });
    await admin.connect();
    await admin.query(`CREATE DATABASE ${databaseName}`);
    await admin.end();
    if (skip) return;
    redisServer = redis ? await startRedis() : undefined;
    const env = { DATABASE_URL: databaseUrl, MAPSVG_FEEDBACK_LIMIT: '30', ...(redisServer ? { REDIS_URL: redisServer.url } : {}) };
    // Both start together on the empty database, each with a data folder of its own.
    servers.push(...await Promise.all([0, 1].map(() => startServer({ env }))));
    proxy = await startNginx(servers.map((running) => new URL(running.url).host));
  }, 180_000);

  afterAll(async () => {
    await proxy?.stop();
    for (const running of servers) {
      await running.stop();
      removeDataDir(running.dataDir);
    }
    await redisServer?.stop();
    const cleaner = new pg.Client({ connectionString: serverUrl });
    await cleaner.connect();
    await cleaner.query(`DROP DATABASE IF EXISTS ${databaseName} WITH (FORCE)`);
    await cleaner.end();
  }, 60_000);

  it.skipIf(skip)('created one admin and one demo although both started together on an empty database', async () => {
    const client = new pg.Client({ connectionString: databaseUrl });
    await client.connect();
    try {
      expect((await client.query('SELECT count(*)::int AS n FROM users')).rows).toEqual([{ n: 1 }]);
      const titles = (await client.query<{ title: string }>('SELECT title FROM maps')).rows.map((row) => row.title);
      expect(titles.length).toBeGreaterThan(1);
      expect(new Set(titles).size).toBe(titles.length);
    } finally {
      await client.end();
    }
    expect(servers.filter((running) => /Admin password: the value/.test(running.output()))).toHaveLength(1);
  });

  it.skipIf(skip)('keeps a session opened on one server valid on the other, nonce included', async () => {
    const opened = await login(server(0).url, E2E_ADMIN_PASSWORD);
    expect(opened.status).toBe(200);
    const cookie = cookieOf(opened);
    const { nonce } = await opened.json() as { nonce: string };
    expect((await fetch(`${server(1).url}${API}/media`)).status).toBe(401);
    expect((await fetch(`${server(1).url}${API}/media`, { headers: { cookie } })).status).toBe(200);
    const uploaded = await fetch(`${server(1).url}${API}/markers`, { method: 'POST', headers: { cookie, 'x-wp-nonce': nonce }, body: markerUpload('from-b.png') });
    expect(uploaded.status).toBe(200);
  });

  it.skipIf(skip)('serves a file uploaded through one server from the other and through nginx, with one ETag', async () => {
    const opened = await login(server(1).url, E2E_ADMIN_PASSWORD);
    const cookie = cookieOf(opened);
    const { nonce } = await opened.json() as { nonce: string };
    const uploaded = await fetch(`${server(0).url}${API}/markers`, { method: 'POST', headers: { cookie, 'x-wp-nonce': nonce }, body: markerUpload('shared-pin.png') });
    expect(uploaded.status).toBe(200);
    const { marker } = await uploaded.json() as { marker: { path: string } };

    const etags = new Set<string>();
    // Four reads through nginx reach both servers (round-robin), plus one straight to the other.
    for (const base of [server(1).url, nginx(), nginx(), nginx(), nginx()]) {
      const read = await fetch(`${base}/${marker.path}`);
      expect(read.status, base).toBe(200);
      expect(Buffer.from(await read.arrayBuffer()).equals(PNG), base).toBe(true);
      expect(read.headers.get('cache-control')).toBe('public, max-age=31536000, immutable');
      etags.add(read.headers.get('etag') ?? '');
    }
    expect(etags.size).toBe(1);
    const revalidated = await fetch(`${nginx()}/${marker.path}`, { headers: { 'if-none-match': [...etags][0] ?? '' } });
    expect(revalidated.status).toBe(304);
  });

  it.skipIf(skip)('throttles failed logins spread over both servers and nginx as one', async () => {
    const bases = [server(0).url, server(1).url, nginx()];
    const answers = await Promise.all(Array.from({ length: 30 }, (_, index) => login(bases[index % 3] ?? '', `wrong-${index}`)));
    const statuses = answers.map((answer) => answer.status);
    // Ten guesses per address in ten minutes, whichever process they reach; every other one waits.
    expect(statuses.filter((status) => status === 401)).toHaveLength(10);
    expect(statuses.filter((status) => status === 429)).toHaveLength(20);
    expect((await login(server(1).url, E2E_ADMIN_PASSWORD)).status).toBe(429);
    expect(servers.every((running) => running.output().includes('rate limits: Redis'))).toBe(redis);
  });
});
