import type { Query, Schema } from '../../domain';
import type { RecordPage } from './collectionRequests';
import { listRequest, readCreated, readPage, readSingle, recordPath } from './collectionRequests';
import type { DataDispatch } from './createDataStore';
import { mapsvgApi } from './mapsvgApi';
import type { RecordGateway } from './recordGateway';
import { RequestFailure } from './RequestFailure';
import { runEndpoint, untracked } from './runEndpoint';

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

/** Repository calls on the schemas collection, through `schemasApi`. */
export function schemasGateway(dispatch: DataDispatch): RecordGateway<SchemaRecord> {
  const { endpoints } = schemasApi;
  const once = { subscribe: false, forceRefetch: true } as const;
  return {
    list: (query) => runEndpoint(dispatch(endpoints.listSchemas.initiate(query, once))),
    get: async (id) => {
      const schema = await runEndpoint(dispatch(endpoints.getSchema.initiate(Number(id), once)));
      if (!schema) throw new RequestFailure({ status: 'PARSING_ERROR' });
      return schema;
    },
    create: (schema) => runEndpoint(dispatch(endpoints.createSchema.initiate(schema, untracked))),
    update: (schema) => runEndpoint(dispatch(endpoints.updateSchema.initiate({ ...schema, id: Number(schema.id) }, untracked))),
    remove: (id) => runEndpoint(dispatch(endpoints.deleteSchema.initiate(Number(id), untracked))),
    clear: () => runEndpoint(dispatch(endpoints.clearSchemas.initiate(undefined, untracked))),
  };
}
