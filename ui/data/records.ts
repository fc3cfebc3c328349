import type { DataRecord, Query } from '../../domain';
import type { RecordId, RecordPage, TableArgs } from './collectionRequests';
import { collectionPath, listRequest, readCreated, readPage, readSingle, recordPath, singularOf } from './collectionRequests';
import { mapsvgApi } from './mapsvgApi';
import { announceTableWrite } from './tableWrites';

const tableTag = ({ collection, table }: TableArgs) => [{ type: collection === 'objects' ? 'Object' as const : 'Region' as const, id: table }];

/** After a successful write, the page's other readers of the table (the previewed map) reread it. */
async function announceOnSuccess(args: TableArgs, { queryFulfilled }: { queryFulfilled: Promise<unknown> }): Promise<void> {
  try {
    await queryFulfilled;
  } catch {
    return;
  }
  announceTableWrite({ collection: args.collection, table: args.table });
}

/**
 * The records of one table, for the admin: `objects/{table}` and `regions/{table}` differ only in
 * the names the rows travel under, so one set of endpoints serves both. A write invalidates the
 * table's tag, so every list of that table refreshes, and is announced to the page's maps
 * (`onTableWrite`).
 */
export const recordsApi = mapsvgApi.injectEndpoints({
  endpoints: (build) => ({
    listRecords: build.query<RecordPage<DataRecord>, TableArgs & { query: Partial<Query> }>({
      query: ({ collection, table, query }) => listRequest(collectionPath(collection, table), query),
      transformResponse: (body: unknown, _meta, { collection, query }) => readPage<DataRecord>(body, collection, query),
      providesTags: (_result, _error, args) => tableTag(args),
    }),
    createRecord: build.mutation<DataRecord, TableArgs & { record: Partial<DataRecord> }>({
      query: ({ collection, table, record }) => ({ url: collectionPath(collection, table), method: 'POST', body: { [singularOf(collection)]: record } }),
      transformResponse: (body: unknown, _meta, { collection, record }) => readCreated<DataRecord>(body, singularOf(collection), record),
      invalidatesTags: (_result, _error, args) => tableTag(args),
      onQueryStarted: announceOnSuccess,
    }),
    updateRecord: build.mutation<DataRecord | null, TableArgs & { record: Partial<DataRecord> & { id: RecordId } }>({
      query: ({ collection, table, record }) => ({ url: recordPath(collectionPath(collection, table), record.id), method: 'PUT', body: { [singularOf(collection)]: record } }),
      transformResponse: (body: unknown, _meta, { collection }) => readSingle<DataRecord>(body, singularOf(collection)),
      invalidatesTags: (_result, _error, args) => tableTag(args),
      onQueryStarted: announceOnSuccess,
    }),
    deleteRecord: build.mutation<void, TableArgs & { id: RecordId }>({
      query: ({ collection, table, id }) => ({ url: recordPath(collectionPath(collection, table), id), method: 'DELETE' }),
      transformResponse: () => undefined,
      invalidatesTags: (_result, _error, args) => tableTag(args),
      onQueryStarted: announceOnSuccess,
    }),
    clearRecords: build.mutation<void, TableArgs>({
      query: ({ collection, table }) => ({ url: collectionPath(collection, table), method: 'DELETE' }),
      transformResponse: () => undefined,
      invalidatesTags: (_result, _error, args) => tableTag(args),
      onQueryStarted: announceOnSuccess,
    }),
  }),
});
