import { randomBytes } from 'node:crypto';
import pg from 'pg';
import type { Database } from '../../api/db/Database';
import { openTestPglite } from '../support/testPglite';
import { openPostgres } from '../../api/db/pgDriver';

/** A database under test and how to throw it away. */
export interface TestDatabase {
  db: Database;
  drop(): Promise<void>;
}

/** One driver the API suites run against. */
export interface TestDriver {
  name: 'pglite' | 'postgres';
  open(): Promise<TestDatabase>;
}

async function openFreshPostgres(serverUrl: string): Promise<TestDatabase> {
  const name = `mapsvg_test_${randomBytes(6).toString('hex')}`;
  const admin = new pg.Client({ connectionString: serverUrl });
  await admin.connect();
  await admin.query(`CREATE DATABASE ${name}`);
  await admin.end();
  const url = new URL(serverUrl);
  url.pathname = `/${name}`;
  const db = await openPostgres(url.toString());
  return {
    db,
    async drop() {
      await db.close();
      const cleaner = new pg.Client({ connectionString: serverUrl });
      await cleaner.connect();
      await cleaner.query(`DROP DATABASE IF EXISTS ${name} WITH (FORCE)`);
      await cleaner.end();
    },
  };
}

/** In-memory PGlite, a fresh database per `open()`. */
export const pgliteDriver: TestDriver = {
  name: 'pglite',
  async open() {
    const db = await openTestPglite();
    return { db, drop: () => db.close() };
  },
};

/**
 * The drivers to test: in-memory PGlite always, and a real PostgreSQL server when
 * `TEST_DATABASE_URL` is set (each suite gets its own fresh database there).
 */
export function testDrivers(): TestDriver[] {
  const drivers: TestDriver[] = [pgliteDriver];
  const serverUrl = process.env.TEST_DATABASE_URL;
  if (serverUrl) drivers.push({ name: 'postgres', open: () => openFreshPostgres(serverUrl) });
  return drivers;
}
