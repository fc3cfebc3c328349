import { unescapeCsvFormula, type DataRecord, type SchemaField } from '../../../domain/index';

/** Which field each CSV column goes into ('' leaves the column out). */
export type ColumnMapping = Record<string, string>;

const squash = (text: string) => text.trim().toLowerCase().replace(/[\s_-]+/g, '');

/** Fields a CSV column can fill: stored fields, not filter-only ones. */
export function importableFields(fields: readonly SchemaField[]): SchemaField[] {
  const filterOnly = new Set(['search', 'distance', 'modal', 'save', 'empty']);
  return fields.filter((field) => !filterOnly.has(field.type) && field.name !== '');
}

/** Matches columns to fields by name or label, ignoring case, spaces, dashes and underscores. */
export function guessMapping(columns: readonly string[], fields: readonly SchemaField[]): ColumnMapping {
  const candidates = importableFields(fields);
  const mapping: ColumnMapping = {};
  for (const column of columns) {
    const wanted = squash(column);
    const field = candidates.find((candidate) => squash(candidate.name) === wanted) ?? candidates.find((candidate) => squash(candidate.label) === wanted);
    mapping[column] = field?.name ?? '';
  }
  return mapping;
}

/**
 * The records to send: each row's mapped cells as text under the field names. The server applies
 * the import rules to text cells (coordinates, addresses, regions and multi-select labels).
 */
export function rowsToRecords(rows: ReadonlyArray<Record<string, unknown>>, mapping: ColumnMapping): DataRecord[] {
  const pairs = Object.entries(mapping).filter(([, field]) => field !== '');
  return rows.map((row) => {
    const record: Record<string, unknown> = {};
    for (const [column, field] of pairs) {
      // Own cells only: a column named like an Object member (__proto__, toString) that the
      // parser could not store must not read the inherited member back as a cell.
      const cell = Object.hasOwn(row, column) ? row[column] : undefined;
      if (cell === undefined || cell === null) continue;
      record[field] = unescapeCsvFormula(String(cell));
    }
    return record as DataRecord;
  });
}

/**
 * A number in plain decimals: String() writes 5e-7 for 0.0000005, which the import's location
 * rule ("lat, lng" in plain decimals) refuses, so an exported point near the equator or the
 * prime meridian would be lost on re-import. The digits stay those of String(), so the text
 * reads back to the same number.
 */
function plainDecimal(value: number): string {
  const text = String(value);
  const match = /^(-?)(\d)(?:\.(\d+))?e([+-]\d+)$/.exec(text);
  if (!match) return text;
  const [, sign = '', lead = '', rest = '', exponentText = '0'] = match;
  const digits = lead + rest;
  const exponent = Number(exponentText);
  if (exponent < 0) return `${sign}0.${'0'.repeat(-exponent - 1)}${digits}`;
  return `${sign}${digits.padEnd(exponent + 1, '0')}`;
}

/** One item of a list cell: a region's id, an option's label, an image's address. */
function listItemText(item: unknown): string {
  if (typeof item !== 'object' || item === null) return String(item);
  const entry = item as { id?: unknown; label?: unknown; full?: unknown };
  return String(entry.id ?? entry.label ?? entry.full ?? '');
}

/** Cell text for a CSV export: structured values (locations, regions, options, images) become readable text. */
export function exportCell(value: unknown): string {
  if (value === null || value === undefined) return '';
  if (typeof value !== 'object') return String(value);
  if (Array.isArray(value)) return value.map(listItemText).join(', ');
  const geo = (value as { geoPoint?: { lat?: number; lng?: number } }).geoPoint;
  if (geo && typeof geo.lat === 'number' && typeof geo.lng === 'number') return `${plainDecimal(geo.lat)}, ${plainDecimal(geo.lng)}`;
  return JSON.stringify(value);
}

/**
 * A record's cell for a CSV export: option fields by their labels (the import reads labels
 * first, so the file reads back the same), everything else as `exportCell`.
 */
export function exportFieldCell(field: SchemaField, record: Record<string, unknown>): string {
  const value = record[field.name];
  const options = (Array.isArray(field.options) ? field.options : []) as Array<{ label?: unknown; value?: unknown }>;
  const label = (item: unknown) => String(options.find((option) => String(option.value) === String(item))?.label ?? item);
  if (value === null || value === undefined || value === '') return '';
  if ((field.type === 'select' || field.type === 'radio' || field.type === 'status') && typeof value !== 'object') return label(value);
  if (field.type === 'checkboxes' && Array.isArray(value)) return value.map(label).join(', ');
  return exportCell(value);
}
