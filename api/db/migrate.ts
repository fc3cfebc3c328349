import { readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import type { Database } from './Database';
import { withStartupLock } from './startupLock';

/** One versioned SQL migration file, `NNN_name.sql`. */
interface Migration {
  version: number;
  name: string;
  sql: string;
}

const migrationsDir = path.join(path.dirname(fileURLToPath(import.meta.url)), 'migrations');
const fileNamePattern = /^(\d{3,})_([a-z0-9_]+)\.sql$/;

/** Reads the migration files in version order; the same SQL serves both drivers. */
export function loadMigrations(dir: string = migrationsDir): Migration[] {
  return readdirSync(dir)
    .map((file) => ({ file, match: fileNamePattern.exec(file) }))
    .filter((entry): entry is { file: string; match: RegExpExecArray } => entry.match !== null)
    .map(({ file, match }) => ({
      version: Number(match[1]),
      name: match[2] ?? file,
      sql: readFileSync(path.join(dir, file), 'utf8'),
    }))
    .sort((a, b) => a.version - b.version);
}

/**
 * Applies every migration not yet recorded, each in its own transaction together with its
 * record, so a failed migration leaves no half-applied schema. Concurrent starts against one
 * PostgreSQL server take turns on the startup lock, the bookkeeping table's creation included.
 * @returns the versions applied by this call.
 */
export function migrate(db: Database, migrations: Migration[] = loadMigrations()): Promise<number[]> {
  return withStartupLock(db, () => applyMigrations(db, migrations));
}

async function applyMigrations(db: Database, migrations: Migration[]): Promise<number[]> {
  await db.exec(`CREATE TABLE IF NOT EXISTS schema_migrations (
    version INTEGER PRIMARY KEY,
    name TEXT NOT NULL,
    applied_at TIMESTAMPTZ NOT NULL DEFAULT now()
  )`);
  const applied: number[] = [];
  for (const migration of migrations) {
    const didApply = await db.transaction(async (tx) => {
      const existing = await tx.query('SELECT 1 FROM schema_migrations WHERE version = $1', [migration.version]);
      if (existing.rows.length > 0) return false;
      await tx.exec(migration.sql);
      await tx.query('INSERT INTO schema_migrations (version, name) VALUES ($1, $2)', [migration.version, migration.name]);
      return true;
    });
    if (didApply) applied.push(migration.version);
  }
  return applied;
}
