import { useRef, useState } from 'react';
import { useStore } from 'react-redux';
import Papa from 'papaparse';
import { importRecords, importSender, isAbortError, objectsApi, regionsApi, type DataStore, type ImportProgress, type ImportResult } from '../../data/index';
import type { SchemaField } from '../../../domain/index';
import { guessMapping, importableFields, rowsToRecords, type ColumnMapping } from './csvImport';
import { ImportReport } from './ImportReport';

interface Parsed { columns: string[]; rows: Array<Record<string, unknown>> }

const PREVIEW_ROWS = 5;

/** CSV import: choose a file, check the preview, map columns to fields, import with progress. */
export function CsvImport({ collection, table }: { collection: 'objects' | 'regions'; table: string }) {
  const store = useStore() as DataStore;
  const query = { table, query: { page: 1, perpage: 1, withSchema: true } };
  const objects = objectsApi.useListObjectsQuery(query, { skip: collection !== 'objects' });
  const regions = regionsApi.useListRegionsQuery(query, { skip: collection !== 'regions' });
  const schemaQuery = collection === 'objects' ? objects : regions;
  const fields: SchemaField[] = schemaQuery.data?.schema?.fields ?? [];
  const fieldsLoading = schemaQuery.isLoading;
  const [parsed, setParsed] = useState<Parsed | null>(null);
  // Only the administrator's own choices are state: the guess follows the schema, which may load after the file is read.
  const [chosen, setChosen] = useState<ColumnMapping>({});
  const [progress, setProgress] = useState<ImportProgress | null>(null);
  const [result, setResult] = useState<ImportResult | null>(null);
  const [error, setError] = useState<string | null>(null);
  const abort = useRef<AbortController | null>(null);

  const read = (file: File | undefined) => {
    setResult(null);
    setError(null);
    if (!file) return;
    Papa.parse<Record<string, unknown>>(file, {
      header: true,
      skipEmptyLines: 'greedy',
      complete: ({ data, meta }) => {
        const columns = meta.fields ?? [];
        setParsed({ columns, rows: data });
        setChosen({});
      },
      error: () => setError('The file could not be read as CSV.'),
    });
  };

  const mapping: ColumnMapping = parsed ? { ...guessMapping(parsed.columns, fields), ...chosen } : {};

  const start = async () => {
    if (!parsed) return;
    const controller = new AbortController();
    abort.current = controller;
    setResult(null);
    const send = importSender(store.dispatch, { collection, table, language: 'en', convertLatlngToAddress: false });
    try {
      setResult(await importRecords(rowsToRecords(parsed.rows, mapping), send, { onProgress: setProgress, signal: controller.signal }));
    } catch (reason) {
      setError(isAbortError(reason) ? 'The import was cancelled.' : 'The import failed.');
    } finally {
      abort.current = null;
    }
  };

  const running = progress !== null && progress.done < progress.total && abort.current !== null;
  return (
    <section className="admin-card" aria-label="CSV import">
      <h3>CSV import</h3>
      <label>CSV file <input type="file" accept=".csv,text/csv" onChange={(event) => read(event.target.files?.[0])} /></label>
      {error && <p role="alert" className="admin-error">{error}</p>}
      {parsed && (
        <>
          <p>{parsed.rows.length} rows found.</p>
          <table className="admin-table" aria-label="Preview">
            <thead>
              <tr>{parsed.columns.map((column) => <th key={column} scope="col">{column}</th>)}</tr>
              <tr>
                {parsed.columns.map((column) => (
                  <td key={column}>
                    <select aria-label={`Field for column ${column}`} value={mapping[column] ?? ''} onChange={(event) => setChosen({ ...chosen, [column]: event.target.value })}>
                      <option value="">(skip)</option>
                      {importableFields(fields).map((field) => <option key={field.name} value={field.name}>{field.label || field.name}</option>)}
                    </select>
                  </td>
                ))}
              </tr>
            </thead>
            <tbody>
              {parsed.rows.slice(0, PREVIEW_ROWS).map((row, index) => (
                <tr key={index}>{parsed.columns.map((column) => <td key={column}>{String(row[column] ?? '')}</td>)}</tr>
              ))}
            </tbody>
          </table>
          {fieldsLoading && <p role="status">Loading the table's fields…</p>}
          <button type="button" disabled={running || fieldsLoading} onClick={() => void start()}>Import {parsed.rows.length} rows</button>
          {running && <button type="button" onClick={() => abort.current?.abort()}>Cancel import</button>}
        </>
      )}
      {progress && (
        <p>
          <label>Import progress <progress max={progress.total} value={progress.done}>{progress.done} of {progress.total}</progress></label>
          {' '}<span>{progress.done} of {progress.total} chunks</span>
        </p>
      )}
      {result && parsed && <ImportReport result={result} rowCount={parsed.rows.length} />}
    </section>
  );
}
