import type { Query, Schema } from '../../domain';
import type { RecordPage } from './collectionRequests';
import { listRequest, readCreated, readPage, readSingle, recordPath } from './collectionRequests';
import { mapsvgApi } from './mapsvgApi';

/** A stored schema: always has an id. */
export type SchemaRecord = Schema & { id: number; [field: string]: unknown };

/**
 * Schemas (`schemas`): id, title, name, fields, type. Answers hold `schemas` or `schema`;
 * bodies carry `{ schema }`. A create answer may hold only the new id.
 */
export const schemasApi = mapsvgApi.injectEndpoints({
  endpoints: (build) => ({
    listSchemas: build.query<RecordPage<SchemaRecord>, Partial<Query>>({
      query: (query) => listRequest('schemas', query),
      transformResponse: (body: unknown, _meta, query) => readPage<SchemaRecord>(body, 'schemas', query),
      providesTags: [{ type: 'Schema', id: 'LIST' }],
    }),
    getSchema: build.query<SchemaRecord | null, number>({
      query: (id) => recordPath('schemas', id),
      transformResponse: (body: unknown) => readSingle<SchemaRecord>(body, 'schema'),
      providesTags: (_result, _error, id) => [{ type: 'Schema', id }],
    }),
    createSchema: build.mutation<SchemaRecord, Partial<SchemaRecord>>({
      query: (schema) => ({ url: 'schemas', method: 'POST', body: { schema } }),
      transformResponse: (body: unknown, _meta, schema) => readCreated<SchemaRecord>(body, 'schema', schema),
      invalidatesTags: [{ type: 'Schema', id: 'LIST' }],
    }),
    updateSchema: build.mutation<SchemaRecord | null, Partial<SchemaRecord> & { id: number }>({
      query: (schema) => ({ url: recordPath('schemas', schema.id), method: 'PUT', body: { schema } }),
      transformResponse: (body: unknown) => readSingle<SchemaRecord>(body, 'schema'),
      // Fields changed: the tables' lists come back with a different schema too.
      invalidatesTags: (_result, _error, schema) => [{ type: 'Schema', id: 'LIST' }, { type: 'Schema', id: schema.id }, 'Object', 'Region'],
    }),
    deleteSchema: build.mutation<void, number>({
      query: (id) => ({ url: recordPath('schemas', id), method: 'DELETE' }),
      transformResponse: () => undefined,
      invalidatesTags: (_result, _error, id) => [{ type: 'Schema', id: 'LIST' }, { type: 'Schema', id }],
    }),
    clearSchemas: build.mutation<void, void>({
      query: () => ({ url: 'schemas', method: 'DELETE' }),
      transformResponse: () => undefined,
      invalidatesTags: ['Schema'],
    }),
  }),
});
