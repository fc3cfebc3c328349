import { describe, expect, it } from 'vitest';
import { openTestPglite } from './testPglite';

describe('test databases started from the run\'s dump of an empty database', () => {
  it('are empty and independent of each other', async () => {
    const first = await openTestPglite();
    const second = await openTestPglite();
    try {
      const tablesOf = async (db: typeof first) => (await db.query<{ table_name: string }>("SELECT table_name FROM information_schema.tables WHERE table_schema = 'public'")).rows;
      expect(await tablesOf(first)).toEqual([]);
      await first.exec('CREATE TABLE only_in_first (id integer)');
      await first.query('INSERT INTO only_in_first VALUES ($1)', [1]);
      expect(await tablesOf(first)).toEqual([{ table_name: 'only_in_first' }]);
      expect(await tablesOf(second)).toEqual([]);
    } finally {
      await first.close();
      await second.close();
    }
  });
});
