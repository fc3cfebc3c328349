import Papa from 'papaparse';
import { escapeCsvFormula } from '../../../domain/index';

/**
 * CSV text for a table's export: a header of column names, then one line per row, formulas
 * escaped so a spreadsheet shows them as text. Empty cells are quoted: in a one-column file an
 * unquoted empty cell is a blank line, which the import (`readCsv`) skips, so the row would be
 * lost on the way back. Cells holding another delimiter a spreadsheet may use (";", tab, "|") are
 * quoted too, so the import, which reads the delimiter from the header, never takes one for it.
 */
export function writeCsv(columns: readonly string[], rows: ReadonlyArray<readonly string[]>): string {
  return Papa.unparse(
    { fields: [...columns], data: rows.map((row) => row.map(escapeCsvFormula)) },
    { quotes: (value: unknown) => value === '' || (typeof value === 'string' && /[;\t|]/.test(value)) },
  );
}
