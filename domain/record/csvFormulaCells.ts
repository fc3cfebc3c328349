/**
 * Spreadsheet formula escaping for CSV cells.
 *
 * A spreadsheet opening a CSV file runs a cell that starts with `=`, `+`, `-` or `@` (and, in
 * some programs, a tab or carriage return) as a formula, so a record imported from someone
 * else's file could run `=HYPERLINK(…)` when the admin opens an export. Such cells are written
 * with a leading apostrophe, which spreadsheets read as "this is text", and the importer takes
 * that apostrophe off again, so an export imports back unchanged.
 */

/** A cell a spreadsheet would run, possibly behind apostrophes already (escaped once more so the pair stays exact). */
const FORMULA_START = /^'*[=+\-@\t\r]/;
/** A cell the export escaped: an apostrophe in front of what would otherwise be a formula. */
const ESCAPED_FORMULA = /^'+[=+\-@\t\r]/;
/** Negative numbers and "lat, lng" pairs: no letters or brackets, so nothing a spreadsheet could call or reference. */
const PLAIN_NEGATIVE_NUMBERS = /^-\d[\d., -]*$/;

/** The cell text to write to a CSV export: formula-like text gets a leading apostrophe. */
export function escapeCsvFormula(cell: string): string {
  if (PLAIN_NEGATIVE_NUMBERS.test(cell)) return cell;
  return FORMULA_START.test(cell) ? `'${cell}` : cell;
}

/** The cell text read from a CSV file, with the export's apostrophe in front of a formula taken off. */
export function unescapeCsvFormula(cell: string): string {
  return ESCAPED_FORMULA.test(cell) ? cell.slice(1) : cell;
}
