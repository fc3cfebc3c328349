import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { PGlite } from '@electric-sql/pglite';
import type { TestProject } from 'vitest/node';

declare module 'vitest' {
  export interface ProvidedContext {
    /** The file holding a dump of an empty PGlite data folder (read by `openTestPglite`). */
    pgliteTemplate: string;
  }
}

/**
 * Vitest's global setup: runs PGlite's `initdb` once for the whole run and leaves a dump of the
 * empty data folder in a temporary file. Every in-memory test database then starts from that
 * dump (`openTestPglite`), about 0.6 s instead of 3 s on the CI machine. The dump is an empty
 * database exactly as `initdb` leaves it, so a test database is as fresh as before.
 */
export default async function setup(project: TestProject): Promise<() => void> {
  const folder = mkdtempSync(path.join(tmpdir(), 'mapsvg-pglite-template-'));
  const file = path.join(folder, 'empty.tar');
  const pg = new PGlite();
  await pg.waitReady;
  const dump = await pg.dumpDataDir('none');
  await pg.close();
  writeFileSync(file, Buffer.from(await dump.arrayBuffer()));
  project.provide('pgliteTemplate', file);
  return () => rmSync(folder, { recursive: true, force: true });
}
