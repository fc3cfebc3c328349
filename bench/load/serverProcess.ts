import { spawn, type ChildProcess } from 'node:child_process';
import { randomBytes } from 'node:crypto';
import { mkdtempSync, rmSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import pg from 'pg';
import { startNginx, type LoopbackServer } from '../../tests/support/loopbackServers';

const repoRoot = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..', '..');
/**
 * How long a server process may take to listen. Five minutes: on a machine shared by several
 * runs (load average above 30 on two cores) compiling the server's TypeScript alone took over
 * two minutes, and the run failed before measuring anything.
 */
const SERVER_START_TIMEOUT_MS = 300_000;

/** Which database the server under load uses. */
export type LoadDriver = 'pglite' | 'postgres';

/** A running server process and how to stop it and throw its data away. */
export interface LoadServer {
  /** e.g. `http://127.0.0.1:43817` */
  baseUrl: string;
  adminPassword: string;
  /** What the server wrote to stderr (request errors are logged there), for the report. */
  errorLog(): string;
  /**
   * Resolves once the (first) server process prints a line matching `pattern` on stdout (since
   * it started), e.g. a background seed's last progress line; rejects after `timeoutMs`.
   */
  waitForOutput(pattern: RegExp, timeoutMs: number): Promise<void>;
  stop(): Promise<void>;
}

/** A fresh database on the PostgreSQL server of `serverUrl`, so runs never see each other's rows. */
async function createPostgresDatabase(serverUrl: string): Promise<{ url: string; drop(): Promise<void> }> {
  const name = `mapsvg_load_${randomBytes(6).toString('hex')}`;
  const run = async (sql: string) => {
    const client = new pg.Client({ connectionString: serverUrl });
    await client.connect();
    try {
      await client.query(sql);
    } finally {
      await client.end();
    }
  };
  await run(`CREATE DATABASE ${name}`);
  const url = new URL(serverUrl);
  url.pathname = `/${name}`;
  return { url: url.toString(), drop: () => run(`DROP DATABASE IF EXISTS ${name} WITH (FORCE)`) };
}

/** Resolves with the address the server prints once it listens; rejects if it exits first. */
function waitForAddress(child: ChildProcess, timeoutMs: number): Promise<string> {
  return new Promise((resolve, reject) => {
    let output = '';
    const timer = setTimeout(() => reject(new Error(`The server did not start within ${timeoutMs} ms:\n${output}`)), timeoutMs);
    const onData = (chunk: Buffer) => {
      output += chunk.toString();
      const match = /running at (http:\/\/[^\s/]+)/.exec(output);
      if (!match?.[1]) return;
      clearTimeout(timer);
      resolve(match[1]);
    };
    child.stdout?.on('data', onData);
    child.stderr?.on('data', (chunk: Buffer) => { output += chunk.toString(); });
    child.once('exit', (code) => {
      clearTimeout(timer);
      reject(new Error(`The server exited with code ${code} before listening:\n${output}`));
    });
  });
}

function stopChild(child: ChildProcess): Promise<void> {
  if (child.exitCode !== null) return Promise.resolve();
  return new Promise((resolve) => {
    // SIGTERM lets server.ts close the database cleanly; SIGKILL only if it hangs.
    const killer = setTimeout(() => child.kill('SIGKILL'), 10_000);
    child.once('exit', () => {
      clearTimeout(killer);
      resolve();
    });
    child.kill('SIGTERM');
  });
}

interface SpawnedServer {
  child: ChildProcess;
  errorLog(): string;
  waitForOutput(pattern: RegExp, timeoutMs: number): Promise<void>;
}

/** Watches a child's stdout for a line matching `pattern`, in what it printed so far and later. */
function outputWatcher(child: ChildProcess): (pattern: RegExp, timeoutMs: number) => Promise<void> {
  let printed = '';
  child.stdout?.on('data', (chunk: Buffer) => {
    // The start banner and progress lines are short; keep a bounded tail for matching.
    printed = (printed + chunk.toString()).slice(-20_000);
  });
  return (pattern, timeoutMs) => new Promise((resolve, reject) => {
    const check = () => {
      if (!pattern.test(printed)) return false;
      cleanUp();
      resolve();
      return true;
    };
    const onExit = () => { cleanUp(); reject(new Error(`The server exited before printing ${pattern}`)); };
    const timer = setTimeout(() => { cleanUp(); reject(new Error(`The server did not print ${pattern} within ${timeoutMs} ms`)); }, timeoutMs);
    const onData = () => { setImmediate(check); };
    const cleanUp = () => {
      clearTimeout(timer);
      child.stdout?.off('data', onData);
      child.off('exit', onExit);
    };
    child.stdout?.on('data', onData);
    child.once('exit', onExit);
    check();
  });
}

function spawnServer(env: NodeJS.ProcessEnv): SpawnedServer {
  const child = spawn(process.execPath, ['--import', 'tsx', 'api/server.ts'], { cwd: repoRoot, env, stdio: ['ignore', 'pipe', 'pipe'] });
  const waitForOutput = outputWatcher(child);
  let errorLog = '';
  child.stderr?.on('data', (chunk: Buffer) => {
    // Keep only the start of the log: under load one failure can repeat thousands of times.
    if (errorLog.length < 20_000) errorLog += chunk.toString();
  });
  return { child, errorLog: () => errorLog, waitForOutput };
}

/**
 * Starts `api/server.ts` as its own process, as `npm run serve` would, on a free loopback port
 * with a temporary data folder: PGlite in that folder, or a fresh database on the server of
 * `TEST_DATABASE_URL` for `postgres`. A separate process keeps the load generator from sharing
 * the server's event loop, so latencies are the server's own. `extraEnv` adds or overrides
 * environment variables (the place index is not built at start). With `processes` above 1 (PostgreSQL only), that many server processes
 * share the database, each with a data folder of its own, behind Debian's nginx (round-robin),
 * and `baseUrl` is nginx's.
 */
export async function startLoadServer(driver: LoadDriver, extraEnv: NodeJS.ProcessEnv = {}, processes = 1): Promise<LoadServer> {
  const adminPassword = `load-${randomBytes(8).toString('hex')}`;
  const serverUrl = process.env.TEST_DATABASE_URL;
  if (driver === 'postgres' && !serverUrl) throw new Error('The postgres load run needs TEST_DATABASE_URL.');
  if (processes > 1 && driver !== 'postgres') throw new Error('Several server processes need PostgreSQL: PGlite belongs to one process.');
  const database = driver === 'postgres' && serverUrl ? await createPostgresDatabase(serverUrl) : undefined;
  const dataDirs = Array.from({ length: processes }, () => mkdtempSync(path.join(os.tmpdir(), 'mapsvg-load-')));
  const servers = dataDirs.map((dataDir) => spawnServer({
    ...process.env,
    PORT: '0',
    HOST: '127.0.0.1',
    MAPSVG_DATA_DIR: dataDir,
    MAPSVG_ADMIN_PASSWORD: adminPassword,
    LOG_LEVEL: 'error',
    DATABASE_URL: database?.url ?? '',
    // No bench searches places; building the place index at start would take a core for about
    // 40 s, under the very figures being measured.
    MAPSVG_PLACE_INDEX_AT_START: 'off',
    ...extraEnv,
  }));
  let proxy: LoopbackServer | undefined;
  const cleanUp = async () => {
    await proxy?.stop();
    await Promise.all(servers.map(({ child }) => stopChild(child)));
    await database?.drop();
    for (const dataDir of dataDirs) rmSync(dataDir, { recursive: true, force: true });
  };
  const errorLog = () => servers.map((server) => server.errorLog()).join('');
  try {
    const addresses = await Promise.all(servers.map(({ child }) => waitForAddress(child, SERVER_START_TIMEOUT_MS)));
    if (processes > 1) proxy = await startNginx(addresses.map((address) => new URL(address).host));
    const baseUrl = proxy?.url ?? addresses[0] ?? '';
    const first = servers[0];
    if (!first) throw new Error('No server process was started.');
    return { baseUrl, adminPassword, errorLog, waitForOutput: first.waitForOutput, stop: cleanUp };
  } catch (error) {
    await cleanUp();
    throw error;
  }
}
