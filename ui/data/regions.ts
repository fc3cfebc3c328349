import type { DataRecord, Query } from '../../domain';
import { mapsvgApi } from './mapsvgApi';
import type { RecordId, RecordPage } from './collectionRequests';
import { collectionPath, listRequest, readCreated, readPage, readSingle, recordPath } from './collectionRequests';
import type { DataDispatch } from './createDataStore';
import type { RecordGateway } from './recordGateway';
import { RequestFailure } from './RequestFailure';
import { runEndpoint, untracked } from './runEndpoint';

const path = (table: string) => collectionPath('regions', table);
const tableTag = (table: string) => [{ type: 'Region' as const, id: table }];

/**
 * Regions of one regions table: `regions/{table}`. Answers hold `regions` (list) or
 * `region` (single); bodies carry `{ region }`.
 */
export const regionsApi = mapsvgApi.injectEndpoints({
  endpoints: (build) => ({
    listRegions: build.query<RecordPage<DataRecord>, { table: string; query: Partial<Query> }>({
      query: ({ table, query }) => listRequest(path(table), query),
      transformResponse: (body: unknown, _meta, { query }) => readPage<DataRecord>(body, 'regions', query),
      providesTags: (_result, _error, { table }) => tableTag(table),
    }),
    getRegion: build.query<DataRecord | null, { table: string; id: RecordId }>({
      query: ({ table, id }) => recordPath(path(table), id),
      transformResponse: (body: unknown) => readSingle<DataRecord>(body, 'region'),
      providesTags: (_result, _error, { table }) => tableTag(table),
    }),
    createRegion: build.mutation<DataRecord, { table: string; region: Partial<DataRecord> }>({
      query: ({ table, region }) => ({ url: path(table), method: 'POST', body: { region } }),
      transformResponse: (body: unknown, _meta, { region }) => readCreated<DataRecord>(body, 'region', region),
      invalidatesTags: (_result, _error, { table }) => tableTag(table),
    }),
    updateRegion: build.mutation<DataRecord | null, { table: string; region: Partial<DataRecord> & { id: RecordId } }>({
      query: ({ table, region }) => ({ url: recordPath(path(table), region.id), method: 'PUT', body: { region } }),
      transformResponse: (body: unknown) => readSingle<DataRecord>(body, 'region'),
      invalidatesTags: (_result, _error, { table }) => tableTag(table),
    }),
    deleteRegion: build.mutation<void, { table: string; id: RecordId }>({
      query: ({ table, id }) => ({ url: recordPath(path(table), id), method: 'DELETE' }),
      transformResponse: () => undefined,
      invalidatesTags: (_result, _error, { table }) => tableTag(table),
    }),
    clearRegions: build.mutation<void, { table: string }>({
      query: ({ table }) => ({ url: path(table), method: 'DELETE' }),
      transformResponse: () => undefined,
      invalidatesTags: (_result, _error, { table }) => tableTag(table),
    }),
  }),
});

/** Repository calls on the regions of one regions table, through `regionsApi`. */
export function regionsGateway(dispatch: DataDispatch, table: string): RecordGateway {
  const { endpoints } = regionsApi;
  // `subscribe: false`: the repository keeps the page itself, so no cache entry is kept for it.
  const once = { subscribe: false, forceRefetch: true } as const;
  return {
    list: (query) => runEndpoint(dispatch(endpoints.listRegions.initiate({ table, query }, once))),
    get: async (id) => {
      const record = await runEndpoint(dispatch(endpoints.getRegion.initiate({ table, id }, once)));
      // A 200 without the record is a server bug; treat it like any failed call.
      if (!record) throw new RequestFailure({ status: 'PARSING_ERROR' });
      return record;
    },
    create: (region) => runEndpoint(dispatch(endpoints.createRegion.initiate({ table, region }, untracked))),
    update: (region) => runEndpoint(dispatch(endpoints.updateRegion.initiate({ table, region }, untracked))),
    remove: (id) => runEndpoint(dispatch(endpoints.deleteRegion.initiate({ table, id }, untracked))),
    clear: () => runEndpoint(dispatch(endpoints.clearRegions.initiate({ table }, untracked))),
  };
}
