import path from 'node:path';
import { mkdirSync } from 'node:fs';
import type { Database } from './Database';
import { openPglite } from './pgliteDriver';
import { openPostgres } from './pgDriver';
import { openPgliteThread } from './pgliteThreadDriver';

/** Where the database lives: a PostgreSQL URL, a PGlite folder, or memory (tests). */
interface DatabaseLocation {
  databaseUrl?: string;
  dataDir?: string;
}

/** Opens PostgreSQL when a URL is given, else the file-backed PGlite under the data folder, on its own thread. */
export async function openDatabase(location: DatabaseLocation): Promise<Database> {
  if (location.databaseUrl) return openPostgres(location.databaseUrl);
  if (!location.dataDir) return openPglite();
  const folder = path.join(location.dataDir, 'pglite');
  mkdirSync(folder, { recursive: true });
  return openPgliteThread(folder);
}
