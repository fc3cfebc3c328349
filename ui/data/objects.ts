import type { DataRecord, Query } from '../../domain';
import { mapsvgApi } from './mapsvgApi';
import type { RecordId, RecordPage } from './collectionRequests';
import { collectionPath, listRequest, readCreated, readPage, readSingle, recordPath } from './collectionRequests';
import type { DataDispatch } from './createDataStore';
import type { RecordGateway } from './recordGateway';
import { RequestFailure } from './RequestFailure';
import { runEndpoint, untracked } from './runEndpoint';

const path = (table: string) => collectionPath('objects', table);
const tableTag = (table: string) => [{ type: 'Object' as const, id: table }];

/**
 * Records (custom objects) of one table: `objects/{table}`. Answers hold `objects` (list) or
 * `object` (single); bodies carry `{ object }`.
 */
export const objectsApi = mapsvgApi.injectEndpoints({
  endpoints: (build) => ({
    listObjects: build.query<RecordPage<DataRecord>, { table: string; query: Partial<Query> }>({
      query: ({ table, query }) => listRequest(path(table), query),
      transformResponse: (body: unknown, _meta, { query }) => readPage<DataRecord>(body, 'objects', query),
      providesTags: (_result, _error, { table }) => tableTag(table),
    }),
    getObject: build.query<DataRecord | null, { table: string; id: RecordId }>({
      query: ({ table, id }) => recordPath(path(table), id),
      transformResponse: (body: unknown) => readSingle<DataRecord>(body, 'object'),
      providesTags: (_result, _error, { table }) => tableTag(table),
    }),
    createObject: build.mutation<DataRecord, { table: string; object: Partial<DataRecord> }>({
      query: ({ table, object }) => ({ url: path(table), method: 'POST', body: { object } }),
      transformResponse: (body: unknown, _meta, { object }) => readCreated<DataRecord>(body, 'object', object),
      invalidatesTags: (_result, _error, { table }) => tableTag(table),
    }),
    updateObject: build.mutation<DataRecord | null, { table: string; object: Partial<DataRecord> & { id: RecordId } }>({
      query: ({ table, object }) => ({ url: recordPath(path(table), object.id), method: 'PUT', body: { object } }),
      transformResponse: (body: unknown) => readSingle<DataRecord>(body, 'object'),
      invalidatesTags: (_result, _error, { table }) => tableTag(table),
    }),
    deleteObject: build.mutation<void, { table: string; id: RecordId }>({
      query: ({ table, id }) => ({ url: recordPath(path(table), id), method: 'DELETE' }),
      transformResponse: () => undefined,
      invalidatesTags: (_result, _error, { table }) => tableTag(table),
    }),
    clearObjects: build.mutation<void, { table: string }>({
      query: ({ table }) => ({ url: path(table), method: 'DELETE' }),
      transformResponse: () => undefined,
      invalidatesTags: (_result, _error, { table }) => tableTag(table),
    }),
  }),
});

/** Repository calls on the records of one table, through `objectsApi`. */
export function objectsGateway(dispatch: DataDispatch, table: string): RecordGateway {
  const { endpoints } = objectsApi;
  // `subscribe: false`: the repository keeps the page itself, so no cache entry is kept for it.
  const once = { subscribe: false, forceRefetch: true } as const;
  return {
    list: (query) => runEndpoint(dispatch(endpoints.listObjects.initiate({ table, query }, once))),
    get: async (id) => {
      const record = await runEndpoint(dispatch(endpoints.getObject.initiate({ table, id }, once)));
      // A 200 without the record is a server bug; treat it like any failed call.
      if (!record) throw new RequestFailure({ status: 'PARSING_ERROR' });
      return record;
    },
    create: (object) => runEndpoint(dispatch(endpoints.createObject.initiate({ table, object }, untracked))),
    update: (object) => runEndpoint(dispatch(endpoints.updateObject.initiate({ table, object }, untracked))),
    remove: (id) => runEndpoint(dispatch(endpoints.deleteObject.initiate({ table, id }, untracked))),
    clear: () => runEndpoint(dispatch(endpoints.clearObjects.initiate({ table }, untracked))),
  };
}
