import {
  coordinateProblem, dateProblem, openingHoursProblems, parseBoolean, readOpeningHours, type FieldOption, type SchemaField,
} from '../../domain/index';
import { ApiError } from '../errors';
import type { ColumnSpec } from './columns';

/** One column value of a row being written, with the SQL cast its parameter needs. */
export interface ColumnValue {
  column: ColumnSpec;
  value: unknown;
  cast: string;
}

function invalidValue(field: SchemaField, reason?: string): ApiError {
  const why = reason ? ` ${reason}` : '';
  return new ApiError(400, 'rest_invalid_param', `Invalid value for the field "${field.name}".${why}`);
}

function shown(value: unknown): string {
  return typeof value === 'object' ? JSON.stringify(value) : String(value);
}

/** A location's point must be a real place (latitude in (-90, 90), longitude in (-180, 180)). */
function checkGeoPoint(field: SchemaField, location: unknown): void {
  if (typeof location !== 'object' || location === null) return;
  const geoPoint = (location as { geoPoint?: Record<string, unknown> | null }).geoPoint;
  if (geoPoint === undefined || geoPoint === null) return;
  const problem = coordinateProblem(geoPoint.lat, geoPoint.lng);
  if (problem) throw invalidValue(field, problem);
}

/**
 * Opening hours are stored in one shape (every weekday, exceptions, time zone) so the open-now
 * filter can read them in SQL; a value that is not hours, or holds mistakes, is refused with
 * every mistake named.
 */
function checkedHours(field: SchemaField, value: unknown): unknown {
  if (value === undefined || value === null || value === '') return null;
  const hours = readOpeningHours(value);
  if (!hours) throw invalidValue(field, 'Opening hours must be an object with "timeZone", "week" and "exceptions".');
  const problems = openingHoursProblems(hours);
  if (problems.length > 0) throw invalidValue(field, problems.join(' '));
  return hours;
}

/** Structured values may arrive as JSON text (form posts, CSV cells that hold JSON). */
function parseStructured(value: unknown): unknown {
  if (typeof value !== 'string') return value;
  const trimmed = value.trim();
  if (trimmed === '') return null;
  if (!trimmed.startsWith('{') && !trimmed.startsWith('[')) return value;
  try {
    return JSON.parse(trimmed);
  } catch {
    return value;
  }
}

function finiteNumber(value: unknown): number | undefined {
  if (value === null || value === undefined || value === '') return undefined;
  const number = typeof value === 'number' ? value : Number(value);
  return Number.isFinite(number) ? number : undefined;
}

function optionLabel(field: SchemaField, value: unknown): string {
  const options = (field.options ?? []) as FieldOption[];
  return options.find((option) => String(option.value) === String(value))?.label ?? '';
}

/** PostgreSQL text and jsonb cannot hold NUL characters: they are dropped from written values. */
function withoutNul(text: string): string {
  return text.replaceAll('\u0000', '');
}

/** JSON text of a value with NUL characters dropped from its strings. */
function jsonText(value: unknown): string {
  return JSON.stringify(value, (_key, item: unknown) => (typeof item === 'string' ? withoutNul(item) : item));
}

function textValue(value: unknown, limit?: number): string | null {
  if (value === null || value === undefined) return null;
  const text = typeof value === 'object' ? jsonText(value) : withoutNul(String(value));
  return limit === undefined ? text : text.slice(0, limit);
}

function geoCoordinate(location: unknown, key: 'lat' | 'lng'): number | null {
  if (typeof location !== 'object' || location === null) return null;
  const geoPoint = (location as { geoPoint?: Record<string, unknown> }).geoPoint;
  return finiteNumber(geoPoint?.[key]) ?? null;
}

/** The SQL value of one column for a field value. Throws a 400 for values the column cannot hold. */
function columnValue(column: ColumnSpec, raw: unknown, record: Record<string, unknown>): unknown {
  const field = column.field;
  if (column.role === 'lat' || column.role === 'lng') return geoCoordinate(parseStructured(raw), column.role);
  if (column.role === 'label') {
    const label = optionLabel(field, raw);
    const given = record[column.name];
    return label !== '' || typeof given !== 'string' ? label : given.slice(0, 255);
  }
  if (field.type === 'date' && typeof raw === 'string') {
    const problem = dateProblem(raw);
    if (problem) throw invalidValue(field, problem);
  }
  switch (column.kind) {
    case 'jsonb': {
      const value = field.type === 'hours' ? checkedHours(field, parseStructured(raw)) : parseStructured(raw);
      if (field.type === 'location') checkGeoPoint(field, value);
      return value === undefined || value === null || value === '' ? null : jsonText(value);
    }
    case 'integer': {
      const candidate = typeof raw === 'object' && raw !== null ? (raw as { id?: unknown }).id : raw;
      if (candidate === null || candidate === undefined || candidate === '') return null;
      const number = finiteNumber(candidate);
      if (number === undefined || !Number.isInteger(number) || Math.abs(number) > 2_147_483_647) throw invalidValue(field, `"${shown(candidate)}" is not a whole number.`);
      return number;
    }
    case 'double': {
      if (raw === null || raw === undefined || raw === '') return null;
      const number = finiteNumber(raw);
      if (number === undefined) throw invalidValue(field, `"${shown(raw)}" is not a number.`);
      return number;
    }
    case 'boolean':
      return raw === null || raw === undefined || raw === '' ? null : parseBoolean(raw) ?? false;
    case 'varchar':
      return textValue(raw, Number(/\((\d+)\)/.exec(column.sqlType)?.[1] ?? 255));
    default:
      return textValue(raw);
  }
}

/**
 * The column values of the fields present in `record` (an update sends only changed fields, so
 * absent fields are left alone). Labels of select, radio and status fields are derived from the
 * options, so lists can show them without the schema.
 */
export function recordToColumns(columns: readonly ColumnSpec[], record: Record<string, unknown>): ColumnValue[] {
  const values: ColumnValue[] = [];
  for (const column of columns) {
    if (!Object.hasOwn(record, column.field.name)) continue;
    const value = columnValue(column, record[column.field.name], record);
    values.push({ column, value, cast: column.kind === 'jsonb' ? '::jsonb' : '' });
  }
  return values;
}

/** A stored row as a record: the id, one value per field and the `{name}_text` labels. */
export function rowToRecord(columns: readonly ColumnSpec[], row: Record<string, unknown>): Record<string, unknown> {
  const record: Record<string, unknown> = { id: row.id };
  for (const column of columns) {
    if (column.role === 'lat' || column.role === 'lng') continue;
    const value = row[column.name];
    record[column.name] = column.kind === 'jsonb' && typeof value === 'string' ? parseStructured(value) : value ?? null;
  }
  if (typeof row.distance === 'number') record.distance = Math.round(row.distance * 100) / 100;
  return record;
}
