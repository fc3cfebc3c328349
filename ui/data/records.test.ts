import { describe, expect, it } from 'vitest';
import { createDataStore } from './createDataStore';
import { recordsApi } from './records';
import type { FakeHandler } from './testFetch';
import { TEST_BASE_URL, testFetch } from './testFetch';

function recordsStore(handler: FakeHandler) {
  const { fetchFn, requests } = testFetch(handler);
  return { store: createDataStore({ baseUrl: TEST_BASE_URL, nonce: 'n', fetchFn }), requests };
}

const { endpoints } = recordsApi;
const settle = () => new Promise((resolve) => setTimeout(resolve, 0));

describe('the admin record endpoints', () => {
  it('sends a record under the name of its collection and takes the new id from the answer', async () => {
    const { store, requests } = recordsStore((request) => (request.path.startsWith('objects') ? { object: { id: 41 } } : { id: 'US-TX' }));

    const record = await store.dispatch(endpoints.createRecord.initiate({ collection: 'objects', table: 'objects_1', record: { title: 'Copy' } })).unwrap();
    await store.dispatch(endpoints.updateRecord.initiate({ collection: 'regions', table: 'regions_1', record: { id: 'US-TX', status: 2 } })).unwrap();

    expect(record).toEqual({ id: 41, title: 'Copy' });
    expect(requests.map(({ method, path, body }) => ({ method, path, body }))).toEqual([
      { method: 'POST', path: 'objects/objects_1', body: { object: { title: 'Copy' } } },
      { method: 'PUT', path: 'regions/regions_1/US-TX', body: { region: { id: 'US-TX', status: 2 } } },
    ]);
  });

  it('deletes one record or the whole table', async () => {
    const { store, requests } = recordsStore(() => null);

    await store.dispatch(endpoints.deleteRecord.initiate({ collection: 'objects', table: 'objects_1', id: 2 })).unwrap();
    await store.dispatch(endpoints.clearRecords.initiate({ collection: 'regions', table: 'regions_1' })).unwrap();

    expect(requests.map((request) => `${request.method} ${request.path}`)).toEqual(['DELETE objects/objects_1/2', 'DELETE regions/regions_1']);
  });

  it("refreshes a shown list of the table after a write, and leaves the other collection's list alone", async () => {
    const { store, requests } = recordsStore((request) => (request.method === 'GET' ? { objects: [], regions: [] } : { object: { id: 1 } }));
    const query = { page: 1, perpage: 30 };
    const objectsList = store.dispatch(endpoints.listRecords.initiate({ collection: 'objects', table: 'objects_1', query }));
    const regionsList = store.dispatch(endpoints.listRecords.initiate({ collection: 'regions', table: 'regions_1', query }));
    await Promise.all([objectsList, regionsList]);

    await store.dispatch(endpoints.createRecord.initiate({ collection: 'objects', table: 'objects_1', record: { title: 'New' } })).unwrap();
    await settle();

    expect(requests.filter((request) => request.method === 'GET').map((request) => request.path)).toEqual([
      'objects/objects_1?page=1&perpage=30',
      'regions/regions_1?page=1&perpage=30',
      'objects/objects_1?page=1&perpage=30',
    ]);
    objectsList.unsubscribe();
    regionsList.unsubscribe();
  });
});
