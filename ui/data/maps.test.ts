import { describe, expect, it } from 'vitest';
import { decodeMapOptions, encodeMapOptions } from '../../domain';
import { createDataStore } from './createDataStore';
import { mapsApi } from './maps';
import { schemasApi } from './schemas';
import type { FakeHandler } from './testFetch';
import { TEST_BASE_URL, testFetch } from './testFetch';

function mapStore(handler: FakeHandler) {
  const { fetchFn, requests } = testFetch(handler);
  return { store: createDataStore({ baseUrl: TEST_BASE_URL, nonce: 'n', fetchFn }), requests };
}

describe('maps', () => {
  it('sends options as encoded JSON text so words like "select" never appear in the body', async () => {
    const { store, requests } = mapStore(() => ({}));
    const options = { source: '/maps/usa.svg', css: 'select.table { color: red }', regionPrefix: 'Database_' };

    await store.dispatch(mapsApi.endpoints.updateMap.initiate({ id: 3, options })).unwrap();

    const sent = requests[0]?.body as { map: { id: number; options: string } };
    expect(requests[0]).toMatchObject({ method: 'PUT', path: 'maps/3' });
    expect(typeof sent.map.options).toBe('string');
    expect(sent.map.options).not.toMatch(/database|table|select|varchar/i);
    expect(decodeMapOptions(sent.map.options)).toEqual(options);
  });

  it('reads options whether the server answers encoded text or an object', async () => {
    const options = { source: '/maps/world.svg', menu: { source: 'database' } };
    const { store } = mapStore((request) => (
      request.path.startsWith('maps?')
        ? { maps: [{ id: 1, title: 'A', status: 1, options: encodeMapOptions(options) }, { id: 2, title: 'B', status: 0, options }] }
        : {}
    ));

    const page = await store.dispatch(mapsApi.endpoints.listMaps.initiate({ page: 1, perpage: 0 })).unwrap();

    expect(page.records.map((map) => map.options)).toEqual([options, options]);
  });

  it('copies a map with the new title and answers the copy', async () => {
    const { store, requests } = mapStore(() => ({ map: { id: 9, title: 'Copy of A', status: 0, options: '{}' } }));

    const copy = await store.dispatch(mapsApi.endpoints.copyMap.initiate({ id: 1, title: 'Copy of A' })).unwrap();

    expect(requests[0]).toMatchObject({ method: 'POST', path: 'maps/1/copy', body: { options: { title: 'Copy of A' } } });
    expect(copy.id).toBe(9);
  });
});

describe('schemas', () => {
  it('creates a schema under its singular name and takes the id from the answer', async () => {
    const { store, requests } = mapStore(() => ({ id: 14 }));

    const schema = await store.dispatch(schemasApi.endpoints.createSchema.initiate({ title: 'Places', name: 'objects_3', fields: [] })).unwrap();

    expect(requests[0]).toMatchObject({ method: 'POST', path: 'schemas', body: { schema: { title: 'Places', name: 'objects_3', fields: [] } } });
    expect(schema).toEqual({ id: 14, title: 'Places', name: 'objects_3', fields: [] });
  });
});
