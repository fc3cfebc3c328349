import { describe, expect, it, vi } from 'vitest';
import type { DataRecord } from '../../domain';
import { createDataStore } from './createDataStore';
import { STREAMED_IMPORT, importRecords } from './importRecords';
import { importSender } from './recordImport';
import type { FakeHandler, SeenRequest } from './testFetch';
import { TEST_BASE_URL, jsonResponse, testFetch } from './testFetch';
import type { Timers } from './timers';

function rows(count: number): DataRecord[] {
  return Array.from({ length: count }, (_, index) => ({ id: index + 1, title: `Row ${index + 1}` }));
}

function sentIds(request: SeenRequest): number[] {
  return (JSON.parse((request.body as { data: string }).data) as Array<{ id: number }>).map((row) => row.id);
}

function objectsImport(handler: FakeHandler) {
  const { fetchFn, requests } = testFetch(handler);
  const store = createDataStore({ baseUrl: TEST_BASE_URL, nonce: 'n', fetchFn });
  const send = importSender(store.dispatch, { collection: 'objects', table: 'objects_1', language: 'en', convertLatlngToAddress: false });
  return { send, requests };
}

/** A clock the test moves by hand, with the waits asked of it kept until the test runs them. */
function handClock() {
  const waits: Array<{ ms: number; run: () => void }> = [];
  let now = 0;
  const timers: Timers = {
    now: () => now,
    setTimeout: (run, ms) => { const wait = { ms, run }; waits.push(wait); return wait; },
    clearTimeout: (handle) => { waits.splice(waits.indexOf(handle as (typeof waits)[number]), 1); },
  };
  return { timers, waits, advance: (ms: number) => { now += ms; } };
}

const settle = () => new Promise<void>((resolve) => setTimeout(resolve, 0));

describe('importRecords as the admin streams a file', () => {
  it('keeps three calls under way and grows the chunks to the most the server takes while it answers quickly', async () => {
    const waiting: Array<() => void> = [];
    const { send, requests } = objectsImport(() => new Promise((resolve) => { waiting.push(() => resolve({ errors: [] })); }));
    const clock = handClock();
    let finished = false;

    const done = importRecords(rows(10_000), send, { ...STREAMED_IMPORT, timers: clock.timers });
    void done.then(() => { finished = true; });
    await settle();
    const underWayBeforeAnyAnswer = requests.length;
    while (!finished) {
      clock.advance(300);
      waiting.shift()?.();
      await settle();
      await settle();
    }

    const sizes = requests.map((request) => sentIds(request).length);
    expect(underWayBeforeAnyAnswer).toBe(3);
    expect(Math.max(...sizes)).toBe(1000);
    expect(sizes.length).toBeLessThan(20);
    // Every row once, in the file's order.
    expect(requests.flatMap(sentIds)).toEqual(rows(10_000).map((row) => row.id));
    expect(await done).toMatchObject({ total: sizes.length, failedChunks: [], failedRows: [] });
  });

  it('sends smaller chunks while each takes the server long (addresses waiting for the geocoder)', async () => {
    const clock = handClock();
    const { send, requests } = objectsImport(() => {
      clock.advance(20_000);
      return { errors: [] };
    });

    const result = await importRecords(rows(300), send, { ...STREAMED_IMPORT, timers: clock.timers });

    const sizes = requests.map((request) => sentIds(request).length);
    expect(sizes.slice(0, 3)).toEqual([50, 50, 50]);
    expect(Math.max(...sizes.slice(3))).toBeLessThan(50);
    expect(sizes).toContain(10);
    expect(requests.flatMap(sentIds)).toEqual(rows(300).map((row) => row.id));
    expect(result.failedChunks).toEqual([]);
  });

  it('sends a chunk refused with 429 again after the Retry-After the server named, and its rows go in', async () => {
    const clock = handClock();
    let refusals = 0;
    const { send, requests } = objectsImport((request) => {
      if (sentIds(request)[0] !== 51 || refusals > 0) return { errors: [] };
      refusals += 1;
      return new Response(JSON.stringify({ code: 'rest_too_many_requests', message: 'Too many' }), { status: 429, headers: { 'Content-Type': 'application/json', 'Retry-After': '2' } });
    });
    vi.spyOn(console, 'error').mockImplementation(() => undefined);

    const done = importRecords(rows(120), send, { timers: clock.timers });
    while (clock.waits.length === 0) await settle();
    const sentBeforeTheWait = requests.filter((request) => sentIds(request)[0] === 51).length;
    clock.waits.shift()?.run();
    const result = await done;

    expect(sentBeforeTheWait).toBe(1);
    expect(requests.filter((request) => sentIds(request)[0] === 51)).toHaveLength(2);
    expect(result).toEqual({ total: 3, errors: [], failedChunks: [], failedRows: [] });
    vi.restoreAllMocks();
  });

  it('reports the rows of a chunk that could not be sent, after the retries a 503 allows', async () => {
    const clock = handClock();
    const { send } = objectsImport((request) => (sentIds(request)[0] === 51 ? jsonResponse({ code: 'rest_busy' }, 503) : { errors: [] }));
    vi.spyOn(console, 'error').mockImplementation(() => undefined);

    const done = importRecords(rows(120), send, { timers: clock.timers, retries: 2 });
    let retried = 0;
    for (;;) {
      await settle();
      const wait = clock.waits.shift();
      if (!wait) break;
      retried += 1;
      wait.run();
    }
    const result = await done;

    expect(retried).toBe(2);
    expect(result.failedChunks).toEqual([1]);
    expect(result.failedRows).toEqual([{ first: 50, count: 50 }]);
    vi.restoreAllMocks();
  });

  it('sends nothing more when cancelled while a refused chunk waits for its retry', async () => {
    const clock = handClock();
    const { send, requests } = objectsImport(() => new Response('{}', { status: 429, headers: { 'Content-Type': 'application/json', 'Retry-After': '1' } }));
    vi.spyOn(console, 'error').mockImplementation(() => undefined);
    const cancel = new AbortController();

    const outcome = importRecords(rows(50), send, { timers: clock.timers, signal: cancel.signal }).catch((error: unknown) => error);
    while (clock.waits.length === 0) await settle();
    cancel.abort();

    expect(await outcome).toMatchObject({ name: 'AbortError' });
    expect(clock.waits).toHaveLength(0);
    expect(requests).toHaveLength(1);
    vi.restoreAllMocks();
  });
});
