import { useState } from 'react';
import Papa from 'papaparse';
import { guessMapping, rowsToRecords, type ColumnMapping } from './csvImport';
import { FieldMappingTable } from './FieldMappingTable';
import { ImportProgressBar } from './ImportProgressBar';
import { ImportReport } from './ImportReport';
import { useChunkedImport } from './useChunkedImport';
import { useTableFields } from './useTableFields';

interface Parsed { columns: string[]; rows: Array<Record<string, unknown>> }

const PREVIEW_ROWS = 5;

/** CSV import: choose a file, check the preview, map columns to fields, import with progress. */
export function CsvImport({ collection, table }: { collection: 'objects' | 'regions'; table: string }) {
  const { fields, loading: fieldsLoading } = useTableFields(collection, table);
  const [parsed, setParsed] = useState<Parsed | null>(null);
  // Only the administrator's own choices are state: the guess follows the schema, which may load after the file is read.
  const [chosen, setChosen] = useState<ColumnMapping>({});
  const run = useChunkedImport(collection, table);

  const read = (file: File | undefined) => {
    run.reset();
    if (!file) return;
    Papa.parse<Record<string, unknown>>(file, {
      header: true,
      skipEmptyLines: 'greedy',
      complete: ({ data, meta }) => {
        const columns = meta.fields ?? [];
        setParsed({ columns, rows: data });
        setChosen({});
      },
      error: () => run.reset('The file could not be read as CSV.'),
    });
  };

  const mapping: ColumnMapping = parsed ? { ...guessMapping(parsed.columns, fields), ...chosen } : {};

  return (
    <section className="admin-card" aria-label="CSV import">
      <h3>CSV import</h3>
      <label>CSV file <input type="file" accept=".csv,text/csv" onChange={(event) => read(event.target.files?.[0])} /></label>
      {run.error && <p role="alert" className="admin-error">{run.error}</p>}
      {parsed && (
        <>
          <p>{parsed.rows.length} rows found.</p>
          <FieldMappingTable columns={parsed.columns} rows={parsed.rows.slice(0, PREVIEW_ROWS)} fields={fields} mapping={mapping}
            onMap={(column, field) => setChosen({ ...chosen, [column]: field })} />
          {fieldsLoading && <p role="status">Loading the table's fields…</p>}
          <button type="button" disabled={run.running || fieldsLoading} onClick={() => void run.start(rowsToRecords(parsed.rows, mapping))}>Import {parsed.rows.length} rows</button>
          {run.running && <button type="button" onClick={run.cancel}>Cancel import</button>}
        </>
      )}
      {run.progress && <ImportProgressBar progress={run.progress} />}
      {run.result && parsed && <ImportReport result={run.result} rowCount={parsed.rows.length} />}
    </section>
  );
}
