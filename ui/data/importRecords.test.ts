import { afterEach, describe, expect, it, vi } from 'vitest';
import type { DataRecord } from '../../domain';
import { createDataStore } from './createDataStore';
import type { ImportProgress } from './importRecords';
import { importRecords } from './importRecords';
import { importSender } from './recordImport';
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
  return { send, requests };
}

function sentRows(body: unknown): DataRecord[] {
  return JSON.parse((body as { data: string }).data) as DataRecord[];
}

afterEach(() => {
  vi.useRealTimers();
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
    expect(result).toEqual({ total: 3, errors: [], failedChunks: [] });
  });

  it('sends chunks with locations one second apart, one more step per chunk', async () => {
    vi.useFakeTimers();
    const { send, requests } = objectsImport();
    const sentBy: number[] = [];

    const done = importRecords(rows(120, true), send);
    for (const step of [0, 999, 1, 999, 1]) {
      await vi.advanceTimersByTimeAsync(step);
      sentBy.push(requests.length);
    }

    // At 0, 999, 1000, 1999 and 2000 ms.
    expect(sentBy).toEqual([1, 1, 2, 2, 3]);
    await expect(done).resolves.toMatchObject({ total: 3 });
  });

  it('counts finished chunks and completes only when all are done', async () => {
    vi.useFakeTimers();
    const { send } = objectsImport();
    const progress: ImportProgress[] = [];
    let finished = false;

    const done = importRecords(rows(101, true), send, { onProgress: (step) => progress.push(step) });
    void done.then(() => { finished = true; });
    await vi.advanceTimersByTimeAsync(1000);
    const finishedEarly = finished;
    await vi.advanceTimersByTimeAsync(1000);

    expect(finishedEarly).toBe(false);
    expect(finished).toBe(true);
    expect(progress).toEqual([{ done: 0, total: 3 }, { done: 1, total: 3 }, { done: 2, total: 3 }, { done: 3, total: 3 }]);
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
    vi.useFakeTimers();
    const { send, requests } = objectsImport();
    const progress: number[] = [];
    const cancel = new AbortController();

    const done = importRecords(rows(150, true), send, { signal: cancel.signal, onProgress: (step) => progress.push(step.done) });
    const outcome = done.catch((error: unknown) => error);
    await vi.advanceTimersByTimeAsync(1500);
    cancel.abort();
    await vi.advanceTimersByTimeAsync(5000);

    expect(requests).toHaveLength(2);
    expect(progress).toEqual([0, 1, 2]);
    expect(await outcome).toMatchObject({ name: 'AbortError' });
  });

  it('finishes at once with nothing to import', async () => {
    const { send, requests } = objectsImport();

    const result = await importRecords([], send);

    expect(requests).toHaveLength(0);
    expect(result).toEqual({ total: 0, errors: [], failedChunks: [] });
  });

  it('sends every chunk at once when no record has a location', async () => {
    vi.useFakeTimers();
    const { send, requests } = objectsImport();

    const done = importRecords(rows(151, false), send);
    await vi.advanceTimersByTimeAsync(0);

    expect(requests).toHaveLength(4);
    await expect(done).resolves.toMatchObject({ total: 4 });
  });
});
