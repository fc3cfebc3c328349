import { randomBytes } from 'node:crypto';
import pg from 'pg';
import { describe, expect, it } from 'vitest';
import { migrate } from '../../api/db/migrate';
import { openTestPglite } from '../support/testPglite';
import { openPostgres } from '../../api/db/pgDriver';
import { bootstrap } from '../../api/services/bootstrap';
import { TEST_ADMIN_PASSWORD } from './harness';

const serverUrl = process.env.TEST_DATABASE_URL;
if (!serverUrl) console.warn('TEST_DATABASE_URL is not set: the concurrent first-start test on PostgreSQL is skipped.');

async function createEmptyDatabase(url: string): Promise<{ url: string; drop(): Promise<void> }> {
  const name = `mapsvg_start_${randomBytes(6).toString('hex')}`;
  const admin = new pg.Client({ connectionString: url });
  await admin.connect();
  await admin.query(`CREATE DATABASE ${name}`);
  await admin.end();
  const target = new URL(url);
  target.pathname = `/${name}`;
  return {
    url: target.toString(),
    async drop() {
      const cleaner = new pg.Client({ connectionString: url });
      await cleaner.connect();
      await cleaner.query(`DROP DATABASE IF EXISTS ${name} WITH (FORCE)`);
      await cleaner.end();
    },
  };
}

/** Titles that occur more than once. */
function duplicates(titles: string[]): string[] {
  return titles.filter((title, index) => titles.indexOf(title) !== index);
}

describe('first start of several servers at once', () => {
  it.skipIf(!serverUrl)('creates one admin and one demo when three servers start together on an empty PostgreSQL database', async () => {
    const empty = await createEmptyDatabase(serverUrl ?? '');
    // Three pools of their own stand for three processes: each has its own connections.
    const servers = await Promise.all([1, 2, 3].map(() => openPostgres(empty.url)));
    try {
      const reports = await Promise.all(servers.map(async (db) => {
        await migrate(db);
        return bootstrap(db, TEST_ADMIN_PASSWORD);
      }));
      expect(reports.filter((report) => report.adminCreated)).toHaveLength(1);
      expect(reports.filter((report) => report.demoSeeded)).toHaveLength(1);
      const [db] = servers;
      if (!db) throw new Error('no server');
      expect((await db.query('SELECT count(*)::int AS n FROM users')).rows).toEqual([{ n: 1 }]);
      const maps = await db.query<{ title: string }>('SELECT title FROM maps');
      expect(maps.rows.length).toBeGreaterThan(1);
      expect(duplicates(maps.rows.map((row) => row.title))).toEqual([]);
      const forms = await db.query<{ title: string }>('SELECT title FROM contact_forms');
      expect(duplicates(forms.rows.map((row) => row.title))).toEqual([]);
    } finally {
      await Promise.all(servers.map((db) => db.close()));
      await empty.drop();
    }
  });

  it('starts on the embedded database, where one process owns the data, and a second start changes nothing', async () => {
    const db = await openTestPglite();
    try {
      expect((await migrate(db)).length).toBeGreaterThan(0);
      expect((await bootstrap(db, TEST_ADMIN_PASSWORD)).adminCreated).toBe(true);
      expect(await migrate(db)).toEqual([]);
      expect(await bootstrap(db, TEST_ADMIN_PASSWORD)).toEqual({ adminCreated: false, demoSeeded: false });
    } finally {
      await db.close();
    }
  });
});
