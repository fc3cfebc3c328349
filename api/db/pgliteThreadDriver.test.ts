import { mkdtempSync, rmSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Database } from './Database';
import { openPgliteThread } from './pgliteThreadDriver';

describe('PGlite on its own thread', () => {
  let folder: string;
  let db: Database;

  beforeAll(async () => {
    folder = mkdtempSync(path.join(os.tmpdir(), 'pglite-thread-'));
    db = await openPgliteThread(folder);
    await db.exec('CREATE TABLE things (id serial PRIMARY KEY, name text UNIQUE, made timestamptz, data jsonb, raw bytea)');
  }, 60_000);

  afterAll(async () => {
    await db.close();
    rmSync(folder, { recursive: true, force: true });
  });

  it('binds parameters and answers rows of every kind', async () => {
    const made = new Date('2026-01-02T03:04:05Z');
    const inserted = await db.query('INSERT INTO things (name, made, data, raw) VALUES ($1, $2, $3, $4)', ['a', made, JSON.stringify({ x: [1, 2] }), new Uint8Array([1, 2, 3])]);
    expect(inserted.affectedRows).toBe(1);
    const { rows } = await db.query<{ name: string; made: Date; data: unknown; raw: Uint8Array }>('SELECT name, made, data, raw FROM things WHERE name = $1', ['a']);
    expect(rows).toHaveLength(1);
    expect(rows[0]?.made.toISOString()).toBe(made.toISOString());
    expect(rows[0]?.data).toEqual({ x: [1, 2] });
    expect([...(rows[0]?.raw ?? [])]).toEqual([1, 2, 3]);
  });

  it('passes on the database error with its code', async () => {
    await db.query('INSERT INTO things (name) VALUES ($1)', ['dup']);
    const error = await db.query('INSERT INTO things (name) VALUES ($1)', ['dup']).catch((caught: unknown) => caught);
    expect(error).toBeInstanceOf(Error);
    expect((error as { code?: string }).code).toBe('23505');
    expect((error as Error).message).toMatch(/duplicate key/);
  });

  it('commits a transaction that resolves and rolls back one that throws', async () => {
    await db.transaction(async (tx) => { await tx.query('INSERT INTO things (name) VALUES ($1)', ['kept']); });
    await expect(db.transaction(async (tx) => {
      await tx.query('INSERT INTO things (name) VALUES ($1)', ['dropped']);
      throw new Error('changed my mind');
    })).rejects.toThrow('changed my mind');
    const { rows } = await db.query<{ name: string }>("SELECT name FROM things WHERE name IN ('kept', 'dropped') ORDER BY name");
    expect(rows.map((row) => row.name)).toEqual(['kept']);
  });

  it('keeps the event loop free while a long statement runs', async () => {
    let ticks = 0;
    const timer = setInterval(() => { ticks += 1; }, 10);
    const started = performance.now();
    await db.query('SELECT count(*) FROM generate_series(1, 3000000)');
    const elapsed = performance.now() - started;
    clearInterval(timer);
    // On the server's thread the timer could not fire at all while the statement ran.
    expect(elapsed).toBeGreaterThan(100);
    expect(ticks).toBeGreaterThan(elapsed / 10 / 4);
  });

  it('keeps the data after a reopen', async () => {
    await db.close();
    db = await openPgliteThread(folder);
    const { rows } = await db.query<{ n: number }>("SELECT count(*)::int AS n FROM things WHERE name = 'kept'");
    expect(rows[0]?.n).toBe(1);
  }, 60_000);
});
