import { afterEach, describe, expect, it, vi } from 'vitest';
import type { DataRecord } from '../../domain';
import { Connection } from './Connection';
import { lightRecordReader } from './lightClient';
import { RecordList } from './RecordList';
import { RequestFailure } from './RequestFailure';
import type { FakeHandler } from './testFetch';
import { TEST_BASE_URL, jsonResponse, testFetch } from './testFetch';

function records(count: number, from = 1): DataRecord[] {
  return Array.from({ length: count }, (_, index) => ({ id: from + index, title: `Place ${from + index}` }));
}

function objectsList(handler: FakeHandler, perpage = 30) {
  const { fetchFn, requests } = testFetch(handler);
  const connection = new Connection({ baseUrl: TEST_BASE_URL, nonce: 'n', fetchFn });
  const recordList = new RecordList(lightRecordReader(connection, 'objects', 'objects_1'), { query: { perpage } });
  return { recordList, requests };
}

afterEach(() => {
  vi.useRealTimers();
  vi.restoreAllMocks();
});

describe('RecordList loading', () => {
  it('loads page 1 of the table and announces loading then loaded', async () => {
    const { recordList, requests } = objectsList(() => ({ objects: records(2) }));
    const seen: string[] = [];
    recordList.on('loading', () => seen.push('loading'));
    recordList.on('loaded', ({ records: page }) => seen.push(`loaded ${page.length}`));

    await recordList.load();

    expect(requests.map((request) => `${request.method} ${request.path}`)).toEqual(['GET objects/objects_1?page=1&perpage=30']);
    expect(seen).toEqual(['loading', 'loaded 2']);
    expect(recordList.records.map((record) => record.id)).toEqual([1, 2]);
    expect(recordList.isLoading).toBe(false);
  });

  it('drops the look-ahead row and offers a next page', async () => {
    const { recordList, requests } = objectsList((request) => (
      request.path.includes('page=1&') ? { objects: records(3) } : { objects: records(1, 3) }
    ), 2);

    await recordList.load();
    const first = recordList.records.map((record) => record.id);
    const hadNext = recordList.hasNextPage;
    await recordList.nextPage();

    expect(first).toEqual([1, 2]);
    expect(hadNext).toBe(true);
    expect(requests[1]?.path).toBe('objects/objects_1?page=2&perpage=2');
    expect(recordList.records.map((record) => record.id)).toEqual([3]);
    expect(recordList.hasNextPage).toBe(false);
    expect(recordList.hasPrevPage).toBe(true);
  });

  it('keeps every row when perpage is 0 (all)', async () => {
    const { recordList, requests } = objectsList(() => ({ objects: records(45) }), 0);

    await recordList.load();

    expect(requests[0]?.path).toBe('objects/objects_1?page=1&perpage=0');
    expect(recordList.records).toHaveLength(45);
    expect(recordList.hasNextPage).toBe(false);
  });

  it('keeps the schema when the query asks for it', async () => {
    const schema = { id: 3, title: 'Places', name: 'objects_1', fields: [] };
    const { recordList, requests } = objectsList(() => ({ objects: [], schema }));

    await recordList.load({ withSchema: true });

    expect(requests[0]?.path).toBe('objects/objects_1?page=1&perpage=30&withSchema=true');
    expect(recordList.schema).toEqual(schema);
  });

  it('shows the newest page when an older answer arrives last', async () => {
    let releaseSlow: () => void = () => undefined;
    const slow = new Promise<void>((resolve) => { releaseSlow = resolve; });
    const { recordList } = objectsList(async (request) => {
      if (request.path.includes('page=1&')) await slow;
      return { objects: request.path.includes('page=1&') ? records(1, 100) : records(1, 200) };
    });

    const older = recordList.load();
    await recordList.setPage(2);
    releaseSlow();
    await older;

    expect(recordList.records.map((record) => record.id)).toEqual([200]);
    expect(recordList.query.page).toBe(2);
  });

  it('rejects a failed load without message text, stops loading and tells the views', async () => {
    const { recordList } = objectsList(() => jsonResponse({ code: 'rest_error', message: 'Database is down', data: { status: 500 } }, 500));
    vi.spyOn(console, 'error').mockImplementation(() => undefined);

    const failed: unknown[] = [];
    recordList.on('failed', ({ failure }) => failed.push(failure));

    const failure = await recordList.load().catch((error: unknown) => error);

    expect(failed).toEqual([failure]);
    expect(failure).toBeInstanceOf(RequestFailure);
    expect((failure as Error).message).toBe('');
    expect(recordList.isLoading).toBe(false);
    expect(recordList.loadFailed).toBe(true);
  });

  it('clears the failure once a retry loads', async () => {
    let down = true;
    const { recordList } = objectsList(() => (down
      ? jsonResponse({ code: 'rest_error', message: 'Database is down', data: { status: 500 } }, 500)
      : jsonResponse({ objects: [{ id: 7 }] })));
    vi.spyOn(console, 'error').mockImplementation(() => undefined);
    await recordList.load().catch(() => undefined);
    expect(recordList.loadFailed).toBe(true);
    down = false;
    await recordList.load();
    expect(recordList.loadFailed).toBe(false);
    expect(recordList.records.map((record) => record.id)).toEqual([7]);
  });
});

describe('RecordList reload throttle', () => {
  it('sends only the last of rapid search changes, 400 ms after the first', async () => {
    vi.useFakeTimers();
    const { recordList, requests } = objectsList(() => ({ objects: [] }));
    await recordList.setPage(3);
    requests.length = 0;

    recordList.setSearch('p');
    for (const text of ['pa', 'par', 'park']) {
      await vi.advanceTimersByTimeAsync(100);
      recordList.setSearch(text);
    }
    await vi.advanceTimersByTimeAsync(99);
    const beforeDeadline = requests.length;
    await vi.advanceTimersByTimeAsync(1);

    expect(beforeDeadline).toBe(0);
    expect(requests.map((request) => request.path)).toEqual(['objects/objects_1?search=park&page=1&perpage=30']);
  });

  it('waits 400 ms, not less, after a filter change', async () => {
    vi.useFakeTimers();
    const { recordList, requests } = objectsList(() => ({ objects: [] }));

    recordList.setFilters({ regions: { table_name: 'regions_1', region_ids: ['TX'] } });
    await vi.advanceTimersByTimeAsync(399);
    const early = requests.length;
    await vi.advanceTimersByTimeAsync(1);

    expect(early).toBe(0);
    expect(requests).toHaveLength(1);
    expect(decodeURIComponent(requests[0]?.path ?? '')).toContain('filters[regions][region_ids][]=TX');
  });

  it('keeps refreshing every 400 ms while typing goes on (throttle, not debounce)', async () => {
    vi.useFakeTimers();
    const { recordList, requests } = objectsList(() => ({ objects: [] }));

    for (let step = 1; step <= 8; step += 1) {
      recordList.setSearch('x'.repeat(step));
      await vi.advanceTimersByTimeAsync(100);
    }

    expect(requests.map((request) => request.path)).toEqual([
      'objects/objects_1?search=xxxx&page=1&perpage=30',
      'objects/objects_1?search=xxxxxxxx&page=1&perpage=30',
    ]);
  });

  it('drops a pending reload when a page is loaded directly', async () => {
    vi.useFakeTimers();
    const { recordList, requests } = objectsList(() => ({ objects: [] }));

    recordList.setSearch('lake');
    await recordList.load();
    await vi.advanceTimersByTimeAsync(1000);

    expect(requests.map((request) => request.path)).toEqual(['objects/objects_1?search=lake&page=1&perpage=30']);
  });
});

describe('RecordList listeners', () => {
  it('logs a throwing listener and still calls the others', async () => {
    const { recordList } = objectsList(() => ({ objects: records(1) }));
    const log = vi.spyOn(console, 'error').mockImplementation(() => undefined);
    const calls: string[] = [];
    recordList.on('loaded', () => { throw new Error('broken widget'); });
    recordList.on('loaded', () => calls.push('second'));

    await recordList.load();

    expect(calls).toEqual(['second']);
    expect(log).toHaveBeenCalledTimes(1);
  });

  it('stops calling a listener after off', async () => {
    const { recordList } = objectsList(() => ({ objects: [] }));
    const calls: string[] = [];
    const listener = () => calls.push('loaded');
    recordList.on('loaded', listener);

    await recordList.load();
    recordList.off('loaded', listener);
    await recordList.load();

    expect(calls).toEqual(['loaded']);
  });
});

describe('RecordList refresh after a write in this page', () => {
  it('announces the change and reloads the page shown once, with its query, after the throttle', async () => {
    vi.useFakeTimers();
    let stored = records(1);
    const { recordList, requests } = objectsList(() => ({ objects: stored }));
    await recordList.setPage(2);
    requests.length = 0;
    const changed: number[] = [];
    recordList.on('changed', ({ query }) => changed.push(query.page));

    stored = records(2);
    recordList.refresh();
    recordList.refresh();
    await vi.advanceTimersByTimeAsync(400);

    expect(changed).toEqual([2, 2]);
    expect(requests.map((request) => request.path)).toEqual(['objects/objects_1?page=2&perpage=30']);
    expect(recordList.records.map((record) => record.id)).toEqual([1, 2]);
  });

  it('loads nothing for a list that was never loaded (the map waits for a filter)', async () => {
    vi.useFakeTimers();
    const { recordList, requests } = objectsList(() => ({ objects: records(1) }));
    recordList.refresh();
    await vi.advanceTimersByTimeAsync(1000);
    expect(requests).toHaveLength(0);
  });
});
