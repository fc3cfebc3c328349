import type { SchemaField } from '../../../domain/index';
import { recordsApi } from '../../data/index';

/** The fields of a table, read from its schema (shared by the CSV and GeoJSON importers). */
export function useTableFields(collection: 'objects' | 'regions', table: string): { fields: SchemaField[]; loading: boolean } {
  const schemaQuery = recordsApi.useListRecordsQuery({ collection, table, query: { page: 1, perpage: 1, withSchema: true } });
  return { fields: schemaQuery.data?.schema?.fields ?? [], loading: schemaQuery.isLoading };
}
