import { schemasApi, type SchemaRecord } from '../../data/index';

/** The schema of one data table (found by its name in the schemas list), with the list's state. */
export function useTableSchema(table: string): { schema: SchemaRecord | undefined; isLoading: boolean; isError: boolean } {
  const { data, isLoading, isError } = schemasApi.useListSchemasQuery({ page: 1, perpage: 0 });
  return { schema: data?.records.find((entry: SchemaRecord) => entry.name === table), isLoading, isError };
}
