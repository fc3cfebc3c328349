import type { ImportError, ImportResult, RowRange } from '../../data/index';
import { importErrorsCsv } from './importErrorsCsv';

interface ImportReportProps {
  result: ImportResult;
  rowCount: number;
  /** What one row of the file is called ('Row', 'Feature'). */
  rowLabel?: string;
  /** Rows of the file that could not be read at all (never sent). */
  unreadable?: ReadonlyArray<{ line: number; reason: string }>;
  /** The file line of a row (by its index among the rows sent), when the file has lines. */
  lineOf?: (row: number) => number | undefined;
}

function download(text: string, name: string): void {
  const link = document.createElement('a');
  link.href = URL.createObjectURL(new Blob([text], { type: 'text/csv;charset=utf-8' }));
  link.download = name;
  link.click();
  setTimeout(() => URL.revokeObjectURL(link.href), 10_000);
}

/** The rows of a failed chunk as the admin finds them: by file lines when known, else by number. */
function rangeText(range: RowRange, rowLabel: string, lineOf?: (row: number) => number | undefined): string {
  const last = range.first + range.count - 1;
  const [firstLine, lastLine] = [lineOf?.(range.first), lineOf?.(last)];
  if (firstLine !== undefined && lastLine !== undefined) return firstLine === lastLine ? `line ${firstLine}` : `lines ${firstLine}–${lastLine}`;
  const noun = rowLabel.toLowerCase();
  return range.count === 1 ? `${noun} ${range.first + 1}` : `${noun}s ${range.first + 1}–${last + 1}`;
}

/**
 * The outcome of an import: how many rows went in, each rejected row with its line (or number)
 * and reason, and the rows that went in with parts left out.
 */
export function ImportReport({ result, rowCount, rowLabel = 'Row', unreadable = [], lineOf }: ImportReportProps) {
  // A failed chunk leaves one entry with an empty message; every other entry is one refused row
  // (its row number is known only when the server gives it as `row`), or a warning on a saved row.
  const rowErrors = result.errors.filter((error) => error.message !== '' && !error.warning);
  const warnings = result.errors.filter((error) => error.message !== '' && error.warning);
  const failedRows = result.failedRows.reduce((sum, range) => sum + range.count, 0);
  const stored = Math.max(0, rowCount - rowErrors.length - failedRows);
  const rejected = rowErrors.length + failedRows + unreadable.length;
  const noun = rowLabel.toLowerCase();
  const where = (error: ImportError) => {
    if (error.row === undefined) return `Chunk ${error.chunk + 1}`;
    const line = lineOf?.(error.row);
    return line === undefined ? `${rowLabel} ${error.row + 1}` : `Line ${line}`;
  };
  const rejectedItems = [
    ...unreadable.map((row) => ({ key: `u${row.line}`, line: row.line, text: `Line ${row.line}: ${row.reason}` })),
    ...rowErrors.map((error, index) => ({ key: `e${error.chunk}-${index}`, line: error.row === undefined ? Infinity : lineOf?.(error.row) ?? error.row, text: `${where(error)}: ${error.message}` })),
  ].sort((a, b) => a.line - b.line);
  // Every row of a failed chunk gets a line of its own, so the download lists each row to send again.
  const unsentRows = result.failedRows.flatMap((range, at) => Array.from({ length: range.count }, (_, n): ImportError => ({
    chunk: result.failedChunks[at] ?? -1, row: range.first + n, message: 'The chunk could not be sent.',
  })));
  const csvErrors = [
    ...unreadable.map((row): ImportError => ({ chunk: -1, row: undefined, message: `Line ${row.line}: ${row.reason}` })),
    ...result.errors.filter((error) => !error.warning && error.message !== ''),
    ...unsentRows,
  ];
  return (
    <div role="status" className="admin-import-report">
      <p><strong>{stored}</strong> {noun}s imported, <strong>{rejected}</strong> {noun}s rejected.</p>
      {result.failedChunks.length > 0 && (
        <p className="admin-error">
          {result.failedChunks.length} chunks could not be sent, {failedRows} {noun}s not imported: {result.failedRows.map((range) => rangeText(range, rowLabel, lineOf)).join(', ')}.
        </p>
      )}
      {rejectedItems.length > 0 && (
        <ul aria-label={`Rejected ${noun}s`} className="admin-row-errors">
          {rejectedItems.map((item) => <li key={item.key}>{item.text}</li>)}
        </ul>
      )}
      {warnings.length > 0 && (
        <ul aria-label={`Imported ${noun}s with parts left out`} className="admin-row-warnings">
          {warnings.map((error, index) => <li key={`w${error.chunk}-${index}`}>{where(error)}: {error.message}</li>)}
        </ul>
      )}
      {csvErrors.length > 0 && (
        <button type="button" onClick={() => download(importErrorsCsv(csvErrors, noun), `rejected-${noun}s.csv`)}>Download the rejected {noun}s (CSV)</button>
      )}
    </div>
  );
}
