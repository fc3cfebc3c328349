import { afterEach, describe, expect, it, vi } from 'vitest';
import { createDataStore, type DataStore } from './createDataStore';
import { recordsApi } from './records';
import { RequestFailure } from './RequestFailure';
import { runEndpoint } from './runEndpoint';
import { TEST_BASE_URL, jsonResponse, testFetch } from './testFetch';

const objects = { collection: 'objects', table: 'objects_1' } as const;
const list = (store: DataStore) => runEndpoint(store.dispatch(recordsApi.endpoints.listRecords.initiate({ ...objects, query: { page: 1, perpage: 10 } }, { subscribe: false, forceRefetch: true })));
const remove = (store: DataStore, id: number) => runEndpoint(store.dispatch(recordsApi.endpoints.deleteRecord.initiate({ ...objects, id })));

afterEach(() => {
  vi.restoreAllMocks();
});

describe('the data api', () => {
  it('sends the nonce header with every call', async () => {
    const { fetchFn, requests } = testFetch(() => ({ objects: [] }));
    const store = createDataStore({ baseUrl: TEST_BASE_URL, nonce: 'abc123', fetchFn });

    await list(store);
    await remove(store, 4);

    expect(requests.map((request) => request.headers.get('X-WP-Nonce'))).toEqual(['abc123', 'abc123']);
  });

  it('sends the new nonce after it changes (log-in)', async () => {
    const { fetchFn, requests } = testFetch(() => ({ objects: [] }));
    const store = createDataStore({ baseUrl: TEST_BASE_URL, nonce: 'old', fetchFn });

    store.connection.nonce = 'fresh';
    await list(store);

    expect(requests[0]?.headers.get('X-WP-Nonce')).toBe('fresh');
  });

  it('sends no nonce header when no nonce is known', async () => {
    const { fetchFn, requests } = testFetch(() => ({ objects: [] }));
    const store = createDataStore({ baseUrl: TEST_BASE_URL, nonce: '', fetchFn });

    await list(store);

    expect(requests[0]?.headers.has('X-WP-Nonce')).toBe(false);
  });

  it('rejects a failed call with no message text and logs status and server body', async () => {
    const serverBody = { code: 'rest_forbidden', message: 'Sorry, you are not allowed to do that.', data: { status: 403 } };
    const { fetchFn } = testFetch(() => jsonResponse(serverBody, 403));
    const store = createDataStore({ baseUrl: TEST_BASE_URL, nonce: 'n', fetchFn });
    const log = vi.spyOn(console, 'error').mockImplementation(() => undefined);

    const failure = await remove(store, 9).catch((error: unknown) => error);

    expect(failure).toBeInstanceOf(RequestFailure);
    expect((failure as RequestFailure).message).toBe('');
    expect((failure as RequestFailure).status).toBe(403);
    expect((failure as RequestFailure).code).toBe('rest_forbidden');
    expect(JSON.stringify(failure)).not.toContain('Sorry');
    expect(log).toHaveBeenCalledTimes(1);
    expect(log.mock.calls[0]?.[0]).toContain('403');
    expect(log.mock.calls[0]?.[0]).toContain('DELETE objects/objects_1/9');
    expect(log.mock.calls[0]?.[1]).toEqual(serverBody);
  });

  it('rejects an offline call with no message text', async () => {
    const store = createDataStore({
      baseUrl: TEST_BASE_URL,
      fetchFn: () => Promise.reject(new TypeError('Failed to fetch')),
    });
    vi.spyOn(console, 'error').mockImplementation(() => undefined);

    const failure = await list(store).catch((error: unknown) => error);

    expect(failure).toBeInstanceOf(RequestFailure);
    expect((failure as RequestFailure).message).toBe('');
    expect((failure as RequestFailure).status).toBe('FETCH_ERROR');
  });
});
