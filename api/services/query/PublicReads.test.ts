import { afterEach, describe, expect, it, vi } from 'vitest';
import type { Database, ReadBounds } from '../../db/Database';
import type { ApiError } from '../../errors';
import { PublicReads, ReadTimedOut } from './PublicReads';
import { ClientGone, ReadGate } from './ReadGate';

/** A database whose visitor reads last until their signal aborts (a statement that never ends). */
function endlessReads(seen: ReadBounds[]): Database {
  return {
    driver: 'postgres',
    query: async () => ({ rows: [], affectedRows: 0 }),
    exec: async () => undefined,
    transaction: async (work) => work({ query: async () => ({ rows: [], affectedRows: 0 }), exec: async () => undefined }),
    close: async () => undefined,
    boundedRead: (bounds) => {
      seen.push(bounds);
      return new Promise((_resolve, reject) => bounds.signal.addEventListener('abort', () => reject(bounds.signal.reason)));
    },
  };
}

describe('PublicReads', () => {
  afterEach(() => { vi.useRealTimers(); });

  it('stops a visitor\'s read when its time is up, with a 503 that says when to come back', async () => {
    vi.useFakeTimers();
    const seen: ReadBounds[] = [];
    const reads = new PublicReads(endlessReads(seen), new ReadGate(1, 10, 60_000), 2_000);
    const read = reads.run(new AbortController().signal, async () => 'never');
    const outcome = read.catch((error: unknown) => error);
    await vi.advanceTimersByTimeAsync(2_000);
    const error = await outcome;
    expect(error).toBeInstanceOf(ReadTimedOut);
    expect((error as ApiError).status).toBe(503);
    expect((error as ApiError).retryAfterSeconds).toBeGreaterThan(0);
    expect(seen[0]?.statementTimeoutMs).toBe(2_000);
  });

  it('stops a visitor\'s read when the client leaves, and frees the gate for the next one', async () => {
    const seen: ReadBounds[] = [];
    const reads = new PublicReads(endlessReads(seen), new ReadGate(1, 10, 60_000), 60_000);
    const client = new AbortController();
    const read = reads.run(client.signal, async () => 'never');
    const next = reads.run(new AbortController().signal, async () => 'next');
    await vi.waitFor(() => expect(seen).toHaveLength(1));
    client.abort();
    await expect(read).rejects.toBeInstanceOf(ClientGone);
    await vi.waitFor(() => expect(seen).toHaveLength(2));
    expect(seen[1]?.signal.aborted).toBe(false);
    void next.catch(() => undefined);
  });

  it('answers a stopped read with the stop whatever the driver threw for it (a shared build is then built again)', async () => {
    const database = endlessReads([]);
    database.boundedRead = (bounds) => new Promise((_resolve, reject) => bounds.signal.addEventListener('abort', () => reject(new Error('current transaction is aborted'))));
    const reads = new PublicReads(database, new ReadGate(1, 10, 60_000), 60_000);
    const client = new AbortController();
    const read = reads.run(client.signal, async () => 'never');
    await vi.waitFor(() => expect(client.signal.aborted).toBe(false));
    setTimeout(() => client.abort(), 10);
    await expect(read).rejects.toBeInstanceOf(ClientGone);
  });

  it('runs an admin\'s read on the database itself, without a time limit', async () => {
    const seen: ReadBounds[] = [];
    const reads = new PublicReads(endlessReads(seen), new ReadGate(1, 10, 60_000), 1);
    await expect(reads.runForAdmin(async (reader) => (await reader.query('SELECT 1')).rows)).resolves.toEqual([]);
    expect(seen).toHaveLength(0);
  });
});
