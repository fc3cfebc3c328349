import { useState } from 'react';
import type { MapTables } from '../mapTables';
import { useTableSchema } from '../shared/useTableSchema';
import { confirmLeave } from '../shared/unsavedChanges';
import { SchemaEditor } from './SchemaEditor';

/** Which of the map's two tables the form builder edits. */
type FormTable = 'objects' | 'regions';
const FORM_TABLES: ReadonlyArray<{ id: FormTable; title: string }> = [
  { id: 'objects', title: 'Records form' },
  { id: 'regions', title: 'Regions form' },
];

/** The form builder in edit mode for one of the map's tables: finds the table's schema, then edits it. */
export function SchemaScreen({ tables }: { tables: MapTables }) {
  const [formTable, setFormTable] = useState<FormTable>('objects');
  const table = formTable === 'objects' ? tables.objects : tables.regions;
  const { schema, isLoading, isError } = useTableSchema(table);
  return (
    <>
      <nav className="admin-tabs" aria-label="Form">
        {FORM_TABLES.map((entry) => (
          <button key={entry.id} type="button" aria-pressed={entry.id === formTable} onClick={() => { if (entry.id !== formTable && confirmLeave()) setFormTable(entry.id); }}>{entry.title}</button>
        ))}
      </nav>
      {isLoading && <p role="status">Loading the form…</p>}
      {!isLoading && (isError || !schema) && <p role="alert" className="admin-error">The form of table {table} could not be loaded.</p>}
      {schema && <SchemaEditor key={schema.id} schema={schema} />}
    </>
  );
}
