import Papa from 'papaparse';

/** One readable data row of a CSV file: its cells by column and the line it starts on (the header is line 1). */
interface CsvRow {
  line: number;
  cells: Record<string, string>;
}

/** A row that could not be read, by its line, with the reason. */
export interface UnreadableRow {
  line: number;
  reason: string;
}

/** A CSV file as the import reads it. */
interface ReadCsv {
  columns: string[];
  rows: CsvRow[];
  unreadable: UnreadableRow[];
}

const UNBALANCED = 'An unbalanced quote (") makes the row unreadable.';

function quoteCount(text: string): number {
  let count = 0;
  for (const char of text) if (char === '"') count += 1;
  return count;
}

/** Delimiters a spreadsheet may write, in the order a tie is settled. */
const DELIMITERS = [',', ';', '\t', '|'] as const;

/**
 * The file's delimiter, read once from its header line (a spreadsheet may write ";" or tabs) and
 * then kept for every row: the delimiter the header uses most outside quotes, "," when it uses
 * none (a one-column file). Data rows are not consulted: a one-column file's cell "||" or ";"
 * must not make its own delimiter.
 */
function guessDelimiter(lines: readonly string[]): string {
  const header = lines.find((line) => line.trim() !== '') ?? '';
  const unquoted = header.replace(/"[^"]*"/g, '');
  let best: string = DELIMITERS[0];
  let bestCount = 0;
  for (const delimiter of DELIMITERS) {
    const count = unquoted.split(delimiter).length - 1;
    if (count > bestCount) {
      best = delimiter;
      bestCount = count;
    }
  }
  return best;
}

/** The cells of one record's text, or null when its quotes do not pair up. */
function cellsOf(text: string, delimiter: string): string[] | null {
  const parsed = Papa.parse<string[]>(text, { header: false, delimiter });
  if (parsed.errors.some((error) => error.type === 'Quotes')) return null;
  return parsed.data[0] ?? [];
}

/** The physical lines a record starting at `start` spans (quoted cells may hold line breaks), or null if it never closes. */
function recordEnd(lines: readonly string[], start: number): number | null {
  let quotes = 0;
  for (let index = start; index < lines.length; index += 1) {
    quotes += quoteCount(lines[index] ?? '');
    if (quotes % 2 === 0) return index;
  }
  return null;
}

/**
 * Reads CSV text row by row so that one bad row cannot swallow the good ones: a quote that is
 * never closed, or a quoted cell running over lines into a row of the wrong width (two rows
 * merged by a stray quote), makes only its first line unreadable, and reading goes on at the next
 * line. A single-line row with too many cells is unreadable; one with too few has empty cells.
 */
export function readCsv(text: string): ReadCsv {
  const parts = text.replace(/^\uFEFF/, '').split(/(\r\n|\n|\r)/);
  const lines = parts.filter((_, position) => position % 2 === 0);
  // A quoted cell keeps the line breaks the file wrote (\r\n, \n or \r).
  const breaks = parts.filter((_, position) => position % 2 === 1);
  const recordText = (first: number, last: number) => lines.slice(first, last + 1).map((line, offset) => (first + offset < last ? line + (breaks[first + offset] ?? '') : line)).join('');
  const rows: CsvRow[] = [];
  const unreadable: UnreadableRow[] = [];
  let columns: string[] | null = null;
  const delimiter = guessDelimiter(lines);
  let index = 0;
  while (index < lines.length) {
    const line = index + 1;
    if ((lines[index] ?? '').trim() === '') {
      index += 1;
      continue;
    }
    const end = recordEnd(lines, index);
    if (end === null) {
      unreadable.push({ line, reason: UNBALANCED });
      index += 1;
      continue;
    }
    const cells = cellsOf(recordText(index, end), delimiter);
    if (!cells) {
      unreadable.push({ line, reason: UNBALANCED });
      index += 1;
      continue;
    }
    if (!columns) {
      columns = cells.map((cell) => cell.trim());
      index = end + 1;
      continue;
    }
    const width = columns.length;
    if (cells.length > width || (end > index && cells.length !== width)) {
      unreadable.push({ line, reason: end > index ? UNBALANCED : `The row has ${cells.length} cells where the header has ${width}.` });
      index += 1;
      continue;
    }
    // No prototype: a column named __proto__ is a cell like any other, not the object's prototype.
    const record = Object.create(null) as Record<string, string>;
    columns.forEach((column, position) => { record[column] = cells[position] ?? ''; });
    rows.push({ line, cells: record });
    index = end + 1;
  }
  return { columns: columns ?? [], rows, unreadable };
}
