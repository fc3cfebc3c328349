import type { Database } from './Database';

/**
 * The advisory lock key of first-start work (migrations, the admin user, the demo). Any constant
 * works; it only has to be the same for every process starting on this database.
 */
const STARTUP_LOCK_KEY = 724_193_001;

/**
 * Runs `work` while holding the startup lock, so server processes starting together on one
 * PostgreSQL take turns: the first migrates and seeds, the others then find it done. The lock is a
 * transaction-level advisory lock held by one pooled connection while `work` runs on the others,
 * and ends with that transaction even if the process dies. On PGlite, which one process owns,
 * there is nobody to wait for and `work` simply runs.
 */
export async function withStartupLock<T>(db: Database, work: () => Promise<T>): Promise<T> {
  if (db.driver === 'pglite') return work();
  let result: T | undefined;
  await db.transaction(async (holder) => {
    await holder.query('SELECT pg_advisory_xact_lock($1)', [STARTUP_LOCK_KEY]);
    result = await work();
  });
  return result as T;
}
