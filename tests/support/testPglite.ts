import { readFileSync } from 'node:fs';
import { inject } from 'vitest';
import type { Database } from '../../api/db/Database';
import { openPglite } from '../../api/db/pgliteDriver';
import './pgliteTemplate';

let template: Blob | null | undefined;

/** The run's dump of an empty data folder (see `pgliteTemplate.ts`), read once per test process. */
function emptyDataFolder(): Blob | null {
  if (template !== undefined) return template;
  const file = inject('pgliteTemplate');
  template = file ? new Blob([readFileSync(file)]) : null;
  return template;
}

/** A fresh, empty in-memory PGlite database, started from the run's template when there is one. */
export function openTestPglite(): Promise<Database> {
  return openPglite(undefined, { loadDataDir: emptyDataFolder() ?? undefined });
}
