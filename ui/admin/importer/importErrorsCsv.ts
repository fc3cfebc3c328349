import Papa from 'papaparse';
import { escapeCsvFormula } from '../../../domain/index';
import type { ImportError } from '../../data/index';

/**
 * The rejected rows of an import as CSV text, one line per row: its number as the report shows
 * it (1-based), and the reason. A chunk whose call failed has no row number; its line names the
 * chunk instead, so the administrator knows which rows to send again.
 */
export function importErrorsCsv(errors: readonly ImportError[], rowLabel = 'row'): string {
  const lines = errors.map((error) => [
    error.row === undefined ? '' : String(error.row + 1),
    error.row === undefined && error.chunk >= 0 ? String(error.chunk + 1) : '',
    error.message === '' ? 'The chunk could not be sent.' : error.message,
  ]);
  return Papa.unparse({ fields: [rowLabel, 'chunk', 'message'], data: lines.map((line) => line.map(escapeCsvFormula)) });
}
