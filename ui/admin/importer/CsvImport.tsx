import { useState } from 'react';
import { readCsv, type UnreadableRow } from './readCsv';
import { guessMapping, rowsToRecords, type ColumnMapping } from './csvImport';
import { FieldMappingTable } from './FieldMappingTable';
import { ImportProgressBar } from './ImportProgressBar';
import { ImportReport } from './ImportReport';
import { useChunkedImport } from './useChunkedImport';
import { useTableFields } from './useTableFields';

interface Parsed {
  columns: string[];
  rows: Array<Record<string, unknown>>;
  /** The file line each row starts on, so the report names lines the admin can find. */
  lines: number[];
  unreadable: UnreadableRow[];
}

const PREVIEW_ROWS = 5;

/** CSV import: choose a file, check the preview, map columns to fields, import with progress. */
export function CsvImport({ collection, table }: { collection: 'objects' | 'regions'; table: string }) {
  const { fields, loading: fieldsLoading } = useTableFields(collection, table);
  const [parsed, setParsed] = useState<Parsed | null>(null);
  // Only the administrator's own choices are state: the guess follows the schema, which may load after the file is read.
  const [chosen, setChosen] = useState<ColumnMapping>({});
  const [lookUpAddresses, setLookUpAddresses] = useState(false);
  const run = useChunkedImport(collection, table, lookUpAddresses);
  const hasLocation = fields.some((field) => field.type === 'location');

  const read = (file: File | undefined) => {
    run.reset();
    if (!file) return;
    file.text().then((text) => {
      const read = readCsv(text);
      if (read.columns.length === 0) return run.reset('The file could not be read as CSV.');
      setParsed({ columns: read.columns, rows: read.rows.map((row) => row.cells), lines: read.rows.map((row) => row.line), unreadable: read.unreadable });
      setChosen({});
    }, () => run.reset('The file could not be read as CSV.'));
  };

  const mapping: ColumnMapping = parsed ? { ...guessMapping(parsed.columns, fields), ...chosen } : {};

  return (
    <section className="admin-card" aria-label="CSV import">
      <h3>CSV import</h3>
      <label>CSV file <input type="file" accept=".csv,text/csv" onChange={(event) => read(event.target.files?.[0])} /></label>
      {run.error && <p role="alert" className="admin-error">{run.error}</p>}
      {parsed && (
        <>
          <p>{parsed.rows.length} rows found.{parsed.unreadable.length > 0 && ` ${parsed.unreadable.length} rows could not be read.`}</p>
          <FieldMappingTable columns={parsed.columns} rows={parsed.rows.slice(0, PREVIEW_ROWS)} fields={fields} mapping={mapping}
            onMap={(column, field) => setChosen({ ...chosen, [column]: field })} />
          {hasLocation && (
            <label className="admin-check">
              <input type="checkbox" checked={lookUpAddresses} disabled={run.running} onChange={(event) => setLookUpAddresses(event.target.checked)} />
              {' '}Give rows located by coordinates the address of the nearest place
            </label>
          )}
          {fieldsLoading && <p role="status">Loading the table's fields…</p>}
          <button type="button" disabled={run.running || fieldsLoading} onClick={() => void run.start(rowsToRecords(parsed.rows, mapping))}>Import {parsed.rows.length} rows</button>
          {run.running && <button type="button" onClick={run.cancel}>Cancel import</button>}
        </>
      )}
      {run.progress && <ImportProgressBar progress={run.progress} />}
      {run.result && parsed && <ImportReport result={run.result} rowCount={parsed.rows.length} unreadable={parsed.unreadable} lineOf={(row) => parsed.lines[row]} />}
    </section>
  );
}
