import { describe, expect, it } from 'vitest';
import type { Database } from '../../db/Database';
import { DatabaseProbe } from './databaseProbe';

/** A database whose `SELECT 1` answers as each test sets it; counts the questions. */
function fakeDatabase() {
  const state = { answer: (): Promise<unknown> => Promise.resolve({ rows: [], affectedRows: 0 }), asked: 0 };
  const db = {
    driver: 'pglite',
    query: () => {
      state.asked += 1;
      return state.answer();
    },
  } as unknown as Database;
  return { db, state };
}

function never(): Promise<unknown> {
  return new Promise(() => undefined);
}

describe('DatabaseProbe', () => {
  it('reports a database that answers up, and one that answers with an error down', async () => {
    const { db, state } = fakeDatabase();
    const probe = new DatabaseProbe(db);
    expect(await probe.state()).toBe('up');
    state.answer = () => Promise.reject(new Error('connection refused'));
    expect(await probe.state()).toBe('down');
  });

  it('goes by the last answer while a busy database answers late, without piling questions on it', async () => {
    const { db, state } = fakeDatabase();
    const probe = new DatabaseProbe(db);
    expect(await probe.state()).toBe('up');
    let release: () => void = () => undefined;
    state.answer = () => new Promise((resolve) => { release = () => resolve({ rows: [] }); });
    const started = performance.now();
    expect(await probe.state()).toBe('up');
    expect(await probe.state()).toBe('up');
    expect(performance.now() - started).toBeLessThan(1_000);
    expect(state.asked).toBe(2);
    release();
    await new Promise((resolve) => setTimeout(resolve, 0));
    expect(await probe.state()).toBe('up');
    expect(state.asked).toBe(3);
  });

  it('reports a database silent for ten seconds down', async () => {
    const { db, state } = fakeDatabase();
    let clock = 0;
    const probe = new DatabaseProbe(db, () => clock);
    expect(await probe.state()).toBe('up');
    state.answer = never;
    clock = 9_000;
    expect(await probe.state()).toBe('up');
    clock = 10_500;
    expect(await probe.state()).toBe('down');
  });

  it('reports a database that never answered down', async () => {
    const { db, state } = fakeDatabase();
    state.answer = never;
    expect(await new DatabaseProbe(db).state()).toBe('down');
  });
});
