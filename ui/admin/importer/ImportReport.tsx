import type { ImportResult } from '../../data/index';
import { importErrorsCsv } from './importErrorsCsv';

interface ImportReportProps {
  result: ImportResult;
  rowCount: number;
  /** What one row of the file is called ('Row', 'Feature'). */
  rowLabel?: string;
}

function download(text: string, name: string): void {
  const link = document.createElement('a');
  link.href = URL.createObjectURL(new Blob([text], { type: 'text/csv;charset=utf-8' }));
  link.download = name;
  link.click();
  setTimeout(() => URL.revokeObjectURL(link.href), 10_000);
}

/** The outcome of an import: how many rows went in, and each rejected row with its message. */
export function ImportReport({ result, rowCount, rowLabel = 'Row' }: ImportReportProps) {
  // A failed chunk leaves one entry with an empty message; every other entry is one refused row
  // (its row number is known only when the server gives it as `row`).
  const rowErrors = result.errors.filter((error) => error.message !== '');
  const failedRows = result.failedChunks.length * 50;
  const stored = Math.max(0, rowCount - rowErrors.length - failedRows);
  const noun = rowLabel.toLowerCase();
  return (
    <div role="status" className="admin-import-report">
      <p><strong>{stored}</strong> {noun}s imported, <strong>{rowErrors.length + failedRows}</strong> {noun}s rejected.</p>
      {result.failedChunks.length > 0 && <p className="admin-error">{result.failedChunks.length} chunks could not be sent.</p>}
      {rowErrors.length > 0 && (
        <ul aria-label={`Rejected ${noun}s`} className="admin-row-errors">
          {rowErrors.map((error, index) => <li key={`${error.chunk}-${index}`}>{error.row === undefined ? `Chunk ${error.chunk + 1}` : `${rowLabel} ${error.row + 1}`}: {error.message}</li>)}
        </ul>
      )}
      {result.errors.length > 0 && (
        <button type="button" onClick={() => download(importErrorsCsv(result.errors, noun), `rejected-${noun}s.csv`)}>Download the rejected {noun}s (CSV)</button>
      )}
    </div>
  );
}
