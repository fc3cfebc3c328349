import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { freePort, startProcess, stopProcess } from './processes';

const repoRoot = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..', '..', '..');

/** The Map Studio server the WordPress site shows maps from (`npm start`'s server, built beforehand). */
export interface MapStudioServer {
  url: string;
  stop(): Promise<void>;
}

/**
 * Starts the product's server with a fresh demo (its first map is the store locator) on
 * loopback, on `port` when given.
 */
export async function startMapStudio(givenPort?: number): Promise<MapStudioServer> {
  const dataDir = mkdtempSync(path.join(tmpdir(), 'mapsvg-wordpress-studio-'));
  const port = givenPort ?? await freePort();
  const url = `http://127.0.0.1:${port}`;
  const env = {
    ...process.env, PORT: String(port), HOST: '127.0.0.1', MAPSVG_DATA_DIR: dataDir, MAPSVG_ADMIN_PASSWORD: 'wordpress-test-studio',
    DATABASE_URL: '', MAPSVG_DEMO_CITIES: 'off', MAPSVG_PLACE_INDEX_AT_START: 'off',
  };
  const server = await startProcess(process.execPath, ['--import', 'tsx', path.join(repoRoot, 'api', 'server.ts')], env, async () => {
    try {
      return (await fetch(`${url}/healthz`)).ok;
    } catch {
      return false;
    }
  }, repoRoot);
  return {
    url,
    async stop() {
      await stopProcess(server.child);
      rmSync(dataDir, { recursive: true, force: true });
    },
  };
}
