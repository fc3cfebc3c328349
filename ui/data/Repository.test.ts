import { afterEach, describe, expect, it, vi } from 'vitest';
import type { DataRecord } from '../../domain';
import { createDataStore } from './createDataStore';
import { objectsGateway } from './objects';
import { Repository } from './Repository';
import { RequestFailure } from './RequestFailure';
import type { FakeHandler } from './testFetch';
import { TEST_BASE_URL, jsonResponse, testFetch } from './testFetch';

function records(count: number, from = 1): DataRecord[] {
  return Array.from({ length: count }, (_, index) => ({ id: from + index, title: `Place ${from + index}` }));
}

function objectsRepository(handler: FakeHandler, perpage = 30) {
  const { fetchFn, requests } = testFetch(handler);
  const store = createDataStore({ baseUrl: TEST_BASE_URL, nonce: 'n', fetchFn });
  const repository = new Repository(objectsGateway(store.dispatch, 'objects_1'), { query: { perpage } });
  return { repository, requests };
}

afterEach(() => {
  vi.useRealTimers();
  vi.restoreAllMocks();
});

describe('Repository loading', () => {
  it('loads page 1 of the table and announces loading then loaded', async () => {
    const { repository, requests } = objectsRepository(() => ({ objects: records(2) }));
    const seen: string[] = [];
    repository.on('loading', () => seen.push('loading'));
    repository.on('loaded', ({ records: page }) => seen.push(`loaded ${page.length}`));

    await repository.load();

    expect(requests.map((request) => `${request.method} ${request.path}`)).toEqual(['GET objects/objects_1?page=1&perpage=30']);
    expect(seen).toEqual(['loading', 'loaded 2']);
    expect(repository.records.map((record) => record.id)).toEqual([1, 2]);
    expect(repository.isLoading).toBe(false);
  });

  it('drops the look-ahead row and offers a next page', async () => {
    const { repository, requests } = objectsRepository((request) => (
      request.path.includes('page=1&') ? { objects: records(3) } : { objects: records(1, 3) }
    ), 2);

    await repository.load();
    const first = repository.records.map((record) => record.id);
    const hadNext = repository.hasNextPage;
    await repository.nextPage();

    expect(first).toEqual([1, 2]);
    expect(hadNext).toBe(true);
    expect(requests[1]?.path).toBe('objects/objects_1?page=2&perpage=2');
    expect(repository.records.map((record) => record.id)).toEqual([3]);
    expect(repository.hasNextPage).toBe(false);
    expect(repository.hasPrevPage).toBe(true);
  });

  it('keeps every row when perpage is 0 (all)', async () => {
    const { repository, requests } = objectsRepository(() => ({ objects: records(45) }), 0);

    await repository.load();

    expect(requests[0]?.path).toBe('objects/objects_1?page=1&perpage=0');
    expect(repository.records).toHaveLength(45);
    expect(repository.hasNextPage).toBe(false);
  });

  it('keeps the schema when the query asks for it', async () => {
    const schema = { id: 3, title: 'Places', name: 'objects_1', fields: [] };
    const { repository, requests } = objectsRepository(() => ({ objects: [], schema }));

    await repository.load({ withSchema: true });

    expect(requests[0]?.path).toBe('objects/objects_1?page=1&perpage=30&withSchema=true');
    expect(repository.schema).toEqual(schema);
  });

  it('shows the newest page when an older answer arrives last', async () => {
    let releaseSlow: () => void = () => undefined;
    const slow = new Promise<void>((resolve) => { releaseSlow = resolve; });
    const { repository } = objectsRepository(async (request) => {
      if (request.path.includes('page=1&')) await slow;
      return { objects: request.path.includes('page=1&') ? records(1, 100) : records(1, 200) };
    });

    const older = repository.load();
    await repository.setPage(2);
    releaseSlow();
    await older;

    expect(repository.records.map((record) => record.id)).toEqual([200]);
    expect(repository.query.page).toBe(2);
  });

  it('rejects a failed load without message text, stops loading and tells the views', async () => {
    const { repository } = objectsRepository(() => jsonResponse({ code: 'rest_error', message: 'Database is down', data: { status: 500 } }, 500));
    vi.spyOn(console, 'error').mockImplementation(() => undefined);

    const failed: unknown[] = [];
    repository.on('failed', ({ failure }) => failed.push(failure));

    const failure = await repository.load().catch((error: unknown) => error);

    expect(failed).toEqual([failure]);
    expect(failure).toBeInstanceOf(RequestFailure);
    expect((failure as Error).message).toBe('');
    expect(repository.isLoading).toBe(false);
    expect(repository.loadFailed).toBe(true);
  });

  it('clears the failure once a retry loads', async () => {
    let down = true;
    const { repository } = objectsRepository(() => (down
      ? jsonResponse({ code: 'rest_error', message: 'Database is down', data: { status: 500 } }, 500)
      : jsonResponse({ objects: [{ id: 7 }] })));
    vi.spyOn(console, 'error').mockImplementation(() => undefined);
    await repository.load().catch(() => undefined);
    expect(repository.loadFailed).toBe(true);
    down = false;
    await repository.load();
    expect(repository.loadFailed).toBe(false);
    expect(repository.records.map((record) => record.id)).toEqual([7]);
  });
});

describe('Repository reload throttle', () => {
  it('sends only the last of rapid search changes, 400 ms after the first', async () => {
    vi.useFakeTimers();
    const { repository, requests } = objectsRepository(() => ({ objects: [] }));
    await repository.setPage(3);
    requests.length = 0;

    repository.setSearch('p');
    for (const text of ['pa', 'par', 'park']) {
      await vi.advanceTimersByTimeAsync(100);
      repository.setSearch(text);
    }
    await vi.advanceTimersByTimeAsync(99);
    const beforeDeadline = requests.length;
    await vi.advanceTimersByTimeAsync(1);

    expect(beforeDeadline).toBe(0);
    expect(requests.map((request) => request.path)).toEqual(['objects/objects_1?search=park&page=1&perpage=30']);
  });

  it('waits 400 ms, not less, after a filter change', async () => {
    vi.useFakeTimers();
    const { repository, requests } = objectsRepository(() => ({ objects: [] }));

    repository.setFilters({ regions: { table_name: 'regions_1', region_ids: ['TX'] } });
    await vi.advanceTimersByTimeAsync(399);
    const early = requests.length;
    await vi.advanceTimersByTimeAsync(1);

    expect(early).toBe(0);
    expect(requests).toHaveLength(1);
    expect(decodeURIComponent(requests[0]?.path ?? '')).toContain('filters[regions][region_ids][]=TX');
  });

  it('keeps refreshing every 400 ms while typing goes on (throttle, not debounce)', async () => {
    vi.useFakeTimers();
    const { repository, requests } = objectsRepository(() => ({ objects: [] }));

    for (let step = 1; step <= 8; step += 1) {
      repository.setSearch('x'.repeat(step));
      await vi.advanceTimersByTimeAsync(100);
    }

    expect(requests.map((request) => request.path)).toEqual([
      'objects/objects_1?search=xxxx&page=1&perpage=30',
      'objects/objects_1?search=xxxxxxxx&page=1&perpage=30',
    ]);
  });

  it('drops a pending reload when a page is loaded directly', async () => {
    vi.useFakeTimers();
    const { repository, requests } = objectsRepository(() => ({ objects: [] }));

    repository.setSearch('lake');
    await repository.load();
    await vi.advanceTimersByTimeAsync(1000);

    expect(requests.map((request) => request.path)).toEqual(['objects/objects_1?search=lake&page=1&perpage=30']);
  });
});

describe('Repository changes', () => {
  it('updates only the changed fields, clears them and refreshes the page', async () => {
    const { repository, requests } = objectsRepository((request) => (
      request.method === 'GET' ? { objects: [{ id: 5, title: 'Old', status: '1' }] } : {}
    ));
    const updated: unknown[] = [];
    repository.on('updated', ({ record }) => updated.push(record));
    await repository.load();
    const model = repository.edit(repository.records[0] ?? { id: 0 });

    model.set('title', 'New');
    await repository.update(model);

    expect(requests[1]).toMatchObject({ method: 'PUT', path: 'objects/objects_1/5', body: { object: { id: 5, title: 'New' } } });
    expect(model.isDirty).toBe(false);
    expect(repository.records[0]).toEqual({ id: 5, title: 'New', status: '1' });
    expect(updated).toEqual([{ id: 5, title: 'New', status: '1' }]);
  });

  it('keeps the changes when an update fails, so the user can retry', async () => {
    const { repository } = objectsRepository(() => jsonResponse({ code: 'x', message: 'x', data: { status: 500 } }, 500));
    vi.spyOn(console, 'error').mockImplementation(() => undefined);
    const model = repository.edit({ id: 5, title: 'Old' });

    model.set('title', 'New');
    await repository.update(model).catch(() => undefined);

    expect(model.changes()).toEqual({ id: 5, title: 'New' });
  });

  it('creates a record without an id and hands the new id to the model', async () => {
    const { repository, requests } = objectsRepository(() => ({ object: { id: 41, title: 'Copy' } }));
    const created: unknown[] = [];
    repository.on('created', ({ record }) => created.push(record.id));
    const copy = repository.edit({ id: 40, title: 'Copy' }).clone();

    await repository.create(copy);

    expect(requests[0]).toMatchObject({ method: 'POST', path: 'objects/objects_1', body: { object: { title: 'Copy' } } });
    expect(copy.id).toBe(41);
    expect(created).toEqual([41]);
  });

  it('deletes a record from the page and clears the whole table', async () => {
    const { repository, requests } = objectsRepository((request) => (request.method === 'GET' ? { objects: records(3) } : null));
    const events: string[] = [];
    repository.on('deleted', ({ id }) => events.push(`deleted ${String(id)}`));
    repository.on('cleared', () => events.push('cleared'));
    await repository.load();

    await repository.delete(2);
    const afterDelete = repository.records.map((record) => record.id);
    await repository.clear();

    expect(afterDelete).toEqual([1, 3]);
    expect(requests.slice(1).map((request) => `${request.method} ${request.path}`)).toEqual([
      'DELETE objects/objects_1/2',
      'DELETE objects/objects_1',
    ]);
    expect(repository.records).toEqual([]);
    expect(events).toEqual(['deleted 2', 'cleared']);
  });

  it('logs a throwing listener and still calls the others', async () => {
    const { repository } = objectsRepository(() => ({ objects: records(1) }));
    const log = vi.spyOn(console, 'error').mockImplementation(() => undefined);
    const calls: string[] = [];
    repository.on('loaded', () => { throw new Error('broken widget'); });
    repository.on('loaded', () => calls.push('second'));

    await repository.load();

    expect(calls).toEqual(['second']);
    expect(log).toHaveBeenCalledTimes(1);
  });

  it('stops calling a listener after off', async () => {
    const { repository } = objectsRepository(() => ({ objects: [] }));
    const calls: string[] = [];
    const listener = () => calls.push('loaded');
    repository.on('loaded', listener);

    await repository.load();
    repository.off('loaded', listener);
    await repository.load();

    expect(calls).toEqual(['loaded']);
  });
});
