import type { ImportResult } from '../../data/index';

/** The outcome of an import: how many rows went in, and each rejected row with its message. */
export function ImportReport({ result, rowCount }: { result: ImportResult; rowCount: number }) {
  // A failed chunk leaves one entry with an empty message; every other entry is one refused row
  // (its row number is known only when the server gives it as `row`).
  const rowErrors = result.errors.filter((error) => error.message !== '');
  const failedRows = result.failedChunks.length * 50;
  const stored = Math.max(0, rowCount - rowErrors.length - failedRows);
  return (
    <div role="status" className="admin-import-report">
      <p><strong>{stored}</strong> rows imported, <strong>{rowErrors.length + failedRows}</strong> rows rejected.</p>
      {result.failedChunks.length > 0 && <p className="admin-error">{result.failedChunks.length} chunks could not be sent.</p>}
      {rowErrors.length > 0 && (
        <ul aria-label="Rejected rows" className="admin-row-errors">
          {rowErrors.map((error, index) => <li key={`${error.chunk}-${index}`}>{error.row === undefined ? `Chunk ${error.chunk + 1}` : `Row ${error.row + 1}`}: {error.message}</li>)}
        </ul>
      )}
    </div>
  );
}
