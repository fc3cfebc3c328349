import { schemasApi, type SchemaRecord } from '../../data/index';
import { SchemaEditor } from './SchemaEditor';

/** The form builder in edit mode for one table: finds the table's schema, then edits it. */
export function SchemaScreen({ table }: { table: string }) {
  const { data, isLoading, isError } = schemasApi.useListSchemasQuery({ page: 1, perpage: 0 });
  if (isLoading) return <p role="status">Loading the form…</p>;
  const schema = data?.records.find((entry: SchemaRecord) => entry.name === table);
  if (isError || !schema) return <p role="alert" className="admin-error">The form of table {table} could not be loaded.</p>;
  return <SchemaEditor key={schema.id} schema={schema} />;
}
