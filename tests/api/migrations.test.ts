import { afterEach, describe, expect, it } from 'vitest';
import { loadMigrations, migrate } from '../../api/db/migrate';
import { testDrivers, type TestDatabase } from './drivers';

async function tableNames(database: TestDatabase): Promise<string[]> {
  const result = await database.db.query<{ table_name: string }>(
    "SELECT table_name FROM information_schema.tables WHERE table_schema = current_schema() ORDER BY table_name",
  );
  return result.rows.map((row) => row.table_name);
}

describe.each(testDrivers())('migrations on $name', (driver) => {
  let database: TestDatabase | undefined;
  afterEach(async () => {
    await database?.drop();
    database = undefined;
  });

  it('creates every table on a fresh database and records each version', async () => {
    database = await driver.open();
    const applied = await migrate(database.db);
    expect(applied).toEqual(loadMigrations().map((migration) => migration.version));
    expect(await tableNames(database)).toEqual(expect.arrayContaining(['maps', 'posts', 'schema_migrations', 'sessions', 'users']));
  });

  it('applies nothing the second time', async () => {
    database = await driver.open();
    await migrate(database.db);
    expect(await migrate(database.db)).toEqual([]);
  });

  it('rolls a failing migration back whole and keeps the earlier ones', async () => {
    database = await driver.open();
    const broken = [
      { version: 1, name: 'good', sql: 'CREATE TABLE good_table (id INT);' },
      { version: 2, name: 'broken', sql: 'CREATE TABLE half_table (id INT); SELECT * FROM no_such_table;' },
    ];
    await expect(migrate(database.db, broken)).rejects.toThrow(/no_such_table/);
    const tables = await tableNames(database);
    expect(tables).toContain('good_table');
    expect(tables).not.toContain('half_table');
    const versions = await database.db.query<{ version: number }>('SELECT version FROM schema_migrations');
    expect(versions.rows.map((row) => Number(row.version))).toEqual([1]);
  });
});
