import { spawn, type ChildProcess } from 'node:child_process';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

const repoRoot = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..', '..', '..');

/** How long a server may take to start (and to stop) before the spec fails. */
export const SERVER_START_LIMIT_MS = 150_000;

/** The admin password every end-to-end server starts with. */
export const E2E_ADMIN_PASSWORD = 'e2e-admin-password';

/** An admin's session on a running server: the headers every admin call sends. */
export interface Admin {
  headers: Record<string, string>;
}

/** Logs in through the REST API as the admin (the password {@link startServer} gives every server). */
export async function logInByApi(baseUrl: string): Promise<Admin> {
  const response = await fetch(`${baseUrl}/wp-json/mapsvg/v1/auth/login`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ username: 'admin', password: E2E_ADMIN_PASSWORD }),
  });
  if (!response.ok) throw new Error(`Login answered ${response.status}: ${await response.text()}`);
  const cookie = response.headers.getSetCookie().map((entry) => entry.split(';')[0]).join('; ');
  const { nonce } = await response.json() as { nonce: string };
  return { headers: { cookie, 'x-wp-nonce': nonce } };
}

/** A product server started by a test on a free port with its own data folder. */
export interface RunningServer {
  url: string;
  dataDir: string;
  output(): string;
  /** Sends SIGINT (as Ctrl-C does) and resolves with the exit code. */
  stop(signal?: NodeJS.Signals): Promise<number | null>;
}

/**
 * Starts `api/server.ts` like `npm start` does (after the build), on port 0 so the system picks
 * a free one, and waits for the line announcing the address. Every spec's visitors come from
 * loopback, so the per-address submission limit is off (API tests check it); `env` overrides.
 */
export async function startServer(options: { dataDir?: string; env?: Record<string, string> } = {}): Promise<RunningServer> {
  const dataDir = options.dataDir ?? mkdtempSync(path.join(tmpdir(), 'mapsvg-e2e-'));
  const child: ChildProcess = spawn(process.execPath, ['--import', 'tsx', 'api/server.ts'], {
    cwd: repoRoot,
    env: { ...process.env, PORT: '0', HOST: '127.0.0.1', MAPSVG_DATA_DIR: dataDir, MAPSVG_ADMIN_PASSWORD: E2E_ADMIN_PASSWORD, DATABASE_URL: '', MAPSVG_DEMO_CITIES: 'off', MAPSVG_PLACE_INDEX_AT_START: 'off', MAPSVG_FEEDBACK_LIMIT: '0', ...options.env },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  let output = '';
  const exited = new Promise<number | null>((resolve) => child.once('exit', (code) => resolve(code)));
  const url = await new Promise<string>((resolve, reject) => {
    // A cold start on a machine shared with other builds took over a minute.
    const timer = setTimeout(() => reject(new Error(`Server did not start in time:\n${output}`)), SERVER_START_LIMIT_MS);
    const onData = (chunk: Buffer) => {
      output += chunk.toString();
      const match = /running at (http:\/\/[^\s/]+)/.exec(output);
      if (match?.[1]) {
        clearTimeout(timer);
        resolve(match[1]);
      }
    };
    child.stdout?.on('data', onData);
    child.stderr?.on('data', onData);
    void exited.then((code) => { clearTimeout(timer); reject(new Error(`Server exited with ${code}:\n${output}`)); });
  });
  return {
    url,
    dataDir,
    output: () => output,
    async stop(signal = 'SIGINT') {
      if (child.exitCode === null) child.kill(signal);
      return exited;
    },
  };
}

/** Removes a data folder made by `startServer`. */
export function removeDataDir(dataDir: string): void {
  rmSync(dataDir, { recursive: true, force: true });
}
