import { compactNumber, type DataRecord } from '../../../domain/index';
import { recordRegionIds } from '../regionData';

/** One row of the data table: a region (or record) and its value. */
export interface DataTableRow {
  id: string;
  title: string;
  /** The value the map colours by; undefined: no data. */
  value?: number;
  /** The region choosing the row selects: the region itself, or the one a record is linked to; none: not chooseable. */
  regionId?: string;
}

/** What one region of a map is called, and several. */
export interface RegionNoun {
  singular: string;
  plural: string;
}

/**
 * The map's own words for its regions (`county` / `counties`), each falling back to `region` /
 * `regions` when the admin left it empty.
 */
export function regionNoun(option?: { singular?: string; plural?: string }): RegionNoun {
  return { singular: option?.singular?.trim() || 'region', plural: option?.plural?.trim() || 'regions' };
}

/** Text with its first letter in upper case, for a column header or a caption ("Counties"). */
export function capitalized(text: string): string {
  return text.charAt(0).toLocaleUpperCase() + text.slice(1);
}

/** How the table is sorted. */
export interface TableSort {
  column: 'title' | 'value';
  direction: 'ascending' | 'descending';
}

/** Rows a page of the table shows: the DOM stays small however many regions the map has. */
const TABLE_PAGE_SIZE = 25;

/** The rows whose title or id holds the search text (any case), sorted; no data sorts last. */
export function visibleRows(rows: readonly DataTableRow[], search: string, sort: TableSort): DataTableRow[] {
  const needle = search.trim().toLocaleLowerCase();
  const kept = needle === '' ? [...rows] : rows.filter((row) => row.title.toLocaleLowerCase().includes(needle) || row.id.toLocaleLowerCase().includes(needle));
  const sign = sort.direction === 'ascending' ? 1 : -1;
  const collator = new Intl.Collator(undefined, { numeric: true, sensitivity: 'base' });
  return kept.sort((a, b) => {
    if (sort.column === 'title') return sign * collator.compare(a.title, b.title);
    if (a.value === undefined || b.value === undefined) return (a.value === undefined ? 1 : 0) - (b.value === undefined ? 1 : 0);
    return sign * (a.value - b.value);
  });
}

/** One page of rows (0-based), clamped to the pages there are. */
export function pageOf<T>(rows: readonly T[], page: number, size = TABLE_PAGE_SIZE): { rows: T[]; page: number; pages: number } {
  const pages = Math.max(1, Math.ceil(rows.length / size));
  const clamped = Math.max(0, Math.min(pages - 1, page));
  return { rows: rows.slice(clamped * size, clamped * size + size), page: clamped, pages };
}

/** What the map shows, for its description. */
interface DescribedMap {
  rows: readonly DataTableRow[];
  /** The field coloured by; empty when the map is not a choropleth. */
  field: string;
  /** "5 quantile classes", "a linear gradient". */
  coloring: string;
  locale?: string;
  /** What the map's regions are called; region / regions when not given. */
  noun?: RegionNoun;
}

const METHOD_NAMES: Record<string, string> = { equal: 'equal-interval', quantile: 'quantile', jenks: 'natural-breaks', stddev: 'standard-deviation', custom: 'custom' };

/** How a colouring reads in a sentence: "5 quantile classes", "a linear gradient". */
export function coloringPhrase(mode: string, classes: number, method: string, scale: string): string {
  if (mode === 'classes') return `${classes} ${METHOD_NAMES[method] ?? method} ${classes === 1 ? 'class' : 'classes'}`;
  if (mode === 'palette') return 'value bands';
  return `a ${scale === 'log' ? 'logarithmic' : scale === 'sqrt' ? 'square-root' : 'linear'} gradient`;
}

/**
 * A sentence describing the map to someone who cannot see it: how many regions (in the map's
 * own words for them), what colours them and how, the highest and the lowest. "3,141 counties coloured by population in 5 quantile
 * classes; highest: Los Angeles County, 10M; lowest: Loving County, 64; 12 without data."
 */
export function describeMap({ rows, field, coloring, locale, noun: names = regionNoun() }: DescribedMap): string {
  const count = new Intl.NumberFormat(locale).format(rows.length);
  const noun = rows.length === 1 ? names.singular : names.plural;
  if (!field) return `Map of ${count} ${noun}.`;
  let highest: DataTableRow | undefined;
  let lowest: DataTableRow | undefined;
  let missing = 0;
  for (const row of rows) {
    if (row.value === undefined) {
      missing += 1;
      continue;
    }
    if (!highest || row.value > (highest.value as number)) highest = row;
    if (!lowest || row.value < (lowest.value as number)) lowest = row;
  }
  const parts = [`${count} ${noun} coloured by ${field} in ${coloring}`];
  if (highest && lowest) {
    parts.push(`highest: ${highest.title}, ${compactNumber(highest.value as number, locale)}`, `lowest: ${lowest.title}, ${compactNumber(lowest.value as number, locale)}`);
  }
  if (missing > 0) parts.push(`${new Intl.NumberFormat(locale).format(missing)} without data`);
  return `${parts.join('; ')}.`;
}

/** A record's name in the table: its title, else "Record {id}". */
function recordTitle(record: DataRecord): string {
  const title = record.title;
  return typeof title === 'string' && title.trim() !== '' ? title : `Record ${record.id}`;
}

/**
 * The records of a map as rows of the data table: each with its value (from `values`, by record
 * id, as the choropleth read it; none without) and the first region it is linked to.
 */
export function recordRows(records: readonly DataRecord[], values?: ReadonlyMap<string, number | undefined>): DataTableRow[] {
  return records.map((record) => {
    const row: DataTableRow = { id: String(record.id), title: recordTitle(record) };
    const value = values?.get(row.id);
    if (value !== undefined) row.value = value;
    const [regionId] = recordRegionIds(record);
    if (regionId !== undefined) row.regionId = regionId;
    return row;
  });
}
