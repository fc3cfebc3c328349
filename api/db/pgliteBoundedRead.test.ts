import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Database } from './Database';
import { openPglite } from './pgliteDriver';

describe('a visitor\'s read on PGlite', () => {
  let db: Database;
  beforeAll(async () => {
    db = await openPglite();
    await db.exec('CREATE TABLE marks (n int)');
  });
  afterAll(async () => { await db.close(); });

  it('never starts a statement still queued behind others when its time is up or its client left', async () => {
    // An admin's long statement holds the database (PGlite runs one statement at a time).
    const longStatement = db.query('SELECT count(*) FROM generate_series(1, 300000)');
    const stop = new AbortController();
    const read = db.boundedRead({ signal: stop.signal, statementTimeoutMs: 60_000 }, (reader) => reader.query('INSERT INTO marks VALUES (1)'));
    stop.abort(new Error('The read ran out of time.'));
    await expect(read).rejects.toThrow('The read ran out of time.');
    await longStatement;
    const marks = await db.query<{ count: number }>('SELECT count(*)::int AS count FROM marks');
    expect(marks.rows[0]?.count).toBe(0);
  });

  it('runs a read whose signal did not abort', async () => {
    const read = await db.boundedRead({ signal: new AbortController().signal, statementTimeoutMs: 60_000 }, (reader) => reader.query<{ answer: number }>('SELECT 42 AS answer'));
    expect(read.rows).toEqual([{ answer: 42 }]);
  });
});
