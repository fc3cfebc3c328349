import { toFiniteNumber } from '../parsers/toFiniteNumber';

/** The range of a choropleth's values, as stored in the gradient options. */
export interface ChoroplethRange {
  min: number | null;
  max: number | null;
  /** `max - min`: the span the gradient is stretched over. */
  maxAdjusted: number | null;
}

/**
 * Reads one choropleth value. Empty and missing values are skipped (undefined), never read as
 * zero: a region without data shows the no-data colour, not the lowest colour.
 */
export function readChoroplethValue(raw: unknown): number | undefined {
  return toFiniteNumber(raw);
}

/** Something carrying data fields: a regions-table row or a record. */
export interface DataRow {
  id: string | number;
  [field: string]: unknown;
}

/** Values of `field` in regions-table rows, keyed by region id; rows without a value are left out. */
export function valuesFromRegionRows(rows: readonly DataRow[], field: string): Map<string, number> {
  const values = new Map<string, number>();
  for (const row of rows) {
    const value = readChoroplethValue(row[field]);
    if (value !== undefined) values.set(String(row.id), value);
  }
  return values;
}

function linkedRegionIds(raw: unknown): string[] {
  if (!Array.isArray(raw)) return [];
  return raw.flatMap((entry: unknown) => {
    if (typeof entry === 'string' || typeof entry === 'number') return [String(entry)];
    if (entry && typeof entry === 'object' && 'id' in entry) return [String((entry as { id: unknown }).id)];
    return [];
  });
}

/**
 * Values of `field` in records (the "database" source), moved onto the regions each record is
 * linked to through its region field. Several records on one region add up (stores' sales make
 * a state's sales), so a region's colour reflects all of its records.
 */
export function valuesFromRecords(records: readonly DataRow[], field: string, regionField = 'regions'): Map<string, number> {
  const values = new Map<string, number>();
  for (const record of records) {
    const value = readChoroplethValue(record[field]);
    if (value === undefined) continue;
    for (const id of linkedRegionIds(record[regionField])) values.set(id, (values.get(id) ?? 0) + value);
  }
  return values;
}

/**
 * Recomputes the range from the data, as happens on every data change. Returns nulls when no
 * value is present, so the legend can say so instead of showing a made-up scale.
 */
export function choroplethRange(values: Iterable<number>): ChoroplethRange {
  let min = Number.POSITIVE_INFINITY;
  let max = Number.NEGATIVE_INFINITY;
  for (const value of values) {
    if (!Number.isFinite(value)) continue;
    if (value < min) min = value;
    if (value > max) max = value;
  }
  if (min > max) return { min: null, max: null, maxAdjusted: null };
  return { min, max, maxAdjusted: max - min };
}
