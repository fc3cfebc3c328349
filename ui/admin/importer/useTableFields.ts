import type { SchemaField } from '../../../domain/index';
import { objectsApi, regionsApi } from '../../data/index';

/** The fields of a table, read from its schema (shared by the CSV and GeoJSON importers). */
export function useTableFields(collection: 'objects' | 'regions', table: string): { fields: SchemaField[]; loading: boolean } {
  const query = { table, query: { page: 1, perpage: 1, withSchema: true } };
  const objects = objectsApi.useListObjectsQuery(query, { skip: collection !== 'objects' });
  const regions = regionsApi.useListRegionsQuery(query, { skip: collection !== 'regions' });
  const schemaQuery = collection === 'objects' ? objects : regions;
  return { fields: schemaQuery.data?.schema?.fields ?? [], loading: schemaQuery.isLoading };
}
