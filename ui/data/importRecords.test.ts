import { afterEach, describe, expect, it, vi } from 'vitest';
import type { DataRecord } from '../../domain';
import { createDataStore } from './createDataStore';
import type { ImportProgress } from './importRecords';
import { importRecords } from './importRecords';
import { importFinished, importSender } from './recordImport';
import { recordsApi } from './records';
import type { FakeHandler } from './testFetch';
import { TEST_BASE_URL, jsonResponse, testFetch } from './testFetch';

function rows(count: number, withLocation: boolean): DataRecord[] {
  return Array.from({ length: count }, (_, index) => ({
    id: index + 1,
    title: `Row ${index + 1}`,
    ...(withLocation ? { location: { img: 'pin.svg', geoPoint: { lat: 10, lng: index } } } : {}),
  }));
}

function objectsImport(handler: FakeHandler = () => ({ errors: [] })) {
  const { fetchFn, requests } = testFetch(handler);
  const store = createDataStore({ baseUrl: TEST_BASE_URL, nonce: 'n', fetchFn });
  const send = importSender(store.dispatch, { collection: 'objects', table: 'objects_1', language: 'en', convertLatlngToAddress: true });
  return { send, requests, store };
}

function sentRows(body: unknown): DataRecord[] {
  return JSON.parse((body as { data: string }).data) as DataRecord[];
}

/**
 * A server whose import answers the test gives by hand, oldest call first, so it can see what
 * is sent while calls are under way.
 */
function answeredByHand() {
  const waiting: Array<() => void> = [];
  const settle = () => new Promise<void>((resolve) => setTimeout(resolve, 0));
  return {
    handler: () => new Promise<unknown>((resolve) => { waiting.push(() => resolve({ errors: [] })); }),
    settle,
    /** Answers the `count` oldest calls waiting, one after another, letting each answer land. */
    async answer(count: number) {
      for (let n = 0; n < count; n += 1) {
        await settle();
        waiting.shift()?.();
        await settle();
      }
    },
  };
}

afterEach(() => {
  vi.restoreAllMocks();
});

describe('importRecords', () => {
  it('sends records in chunks of 50 with language, address conversion and the rows as JSON text', async () => {
    const { send, requests } = objectsImport();

    const result = await importRecords(rows(120, false), send);

    expect(requests.map((request) => `${request.method} ${request.path}`)).toEqual(Array(3).fill('POST objects/objects_1/import'));
    expect(requests.map((request) => sentRows(request.body).length)).toEqual([50, 50, 20]);
    expect(requests[0]?.body).toMatchObject({ language: 'en', convertLatlngToAddress: true });
    expect(sentRows(requests[2]?.body)[0]?.id).toBe(101);
    expect(result).toEqual({ total: 3, errors: [], failedChunks: [], failedRows: [] });
  });

  it('streams chunks as fast as the server answers: four calls at a time, with or without locations', async () => {
    const server = answeredByHand();
    const { send, requests } = objectsImport(server.handler);
    const progress: ImportProgress[] = [];
    let finished = false;

    const done = importRecords(rows(301, true), send, { onProgress: (step) => progress.push(step) });
    void done.then(() => { finished = true; });
    await server.settle();
    const sentFirst = requests.length;
    await server.answer(1);
    const sentAfterOneAnswer = requests.length;
    await server.answer(5);
    const finishedEarly = finished;
    await server.answer(1);

    expect([sentFirst, sentAfterOneAnswer]).toEqual([4, 5]);
    expect(finishedEarly).toBe(false);
    expect(finished).toBe(true);
    expect(progress.map((step) => step.done)).toEqual([0, 1, 2, 3, 4, 5, 6, 7]);
    expect(progress.every((step) => step.total === 7)).toBe(true);
  });

  it('collects row errors numbered across the import and marks failed chunks', async () => {
    const { send } = objectsImport((request) => {
      const first = sentRows(request.body)[0]?.id;
      if (first === 51) return jsonResponse({ code: 'rest_error', message: 'Internal', data: { status: 500 } }, 500);
      if (first === 101) return { errors: [{ row: 2, message: 'Address not found' }] };
      return { errors: [] };
    });
    vi.spyOn(console, 'error').mockImplementation(() => undefined);

    const result = await importRecords(rows(120, false), send);

    expect(result.failedChunks).toEqual([1]);
    expect(result.errors).toEqual([
      { chunk: 1, row: undefined, message: '' },
      { chunk: 2, row: 102, message: 'Address not found' },
    ]);
  });

  it('stops sending and rejects when cancelled', async () => {
    const server = answeredByHand();
    const { send, requests } = objectsImport(server.handler);
    const progress: number[] = [];
    const cancel = new AbortController();

    const done = importRecords(rows(500, true), send, { signal: cancel.signal, onProgress: (step) => progress.push(step.done) });
    const outcome = done.catch((error: unknown) => error);
    await server.answer(2);
    cancel.abort();
    await server.answer(4);

    expect(requests).toHaveLength(6);
    expect(progress).toEqual([0, 1, 2]);
    expect(await outcome).toMatchObject({ name: 'AbortError' });
  });

  it('finishes at once with nothing to import', async () => {
    const { send, requests } = objectsImport();

    const result = await importRecords([], send);

    expect(requests).toHaveLength(0);
    expect(result).toEqual({ total: 0, errors: [], failedChunks: [], failedRows: [] });
  });

  it("leaves the table's queries alone while chunks go in, and refreshes them once when the import is over", async () => {
    const { send, requests, store } = objectsImport((request) => (request.method === 'GET' ? { objects: [], total: 0 } : { errors: [] }));
    const reads = () => requests.filter((request) => request.method === 'GET').length;
    const watching = store.dispatch(recordsApi.endpoints.listRecords.initiate({ collection: 'objects', table: 'objects_1', query: { page: 1, perpage: 1 } }));
    await watching;

    await importRecords(rows(300, false), send);
    await new Promise((resolve) => setTimeout(resolve, 0));
    const readsDuringImport = reads();
    importFinished(store.dispatch, { collection: 'objects', table: 'objects_1' });
    await new Promise((resolve) => setTimeout(resolve, 0));

    expect(readsDuringImport).toBe(1);
    expect(reads()).toBe(2);
    watching.unsubscribe();
  });
});
