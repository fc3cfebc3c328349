import { createHash } from 'node:crypto';
import type { SchemaField } from '../../domain/index';
import { isValidColumnName, quoteIdent } from './identifiers';

/** How a column's values are converted between records and SQL. */
export type ColumnKind = 'varchar' | 'text' | 'integer' | 'double' | 'boolean' | 'jsonb';

/** What a column holds for its field. */
type ColumnRole = 'value' | 'label' | 'lat' | 'lng';

/** One column of a data table, derived from a schema field. */
export interface ColumnSpec {
  name: string;
  /** SQL type as PostgreSQL writes it, e.g. `character varying(255)`. */
  sqlType: string;
  kind: ColumnKind;
  role: ColumnRole;
  field: SchemaField;
}

/** Field types that only exist in filter forms or the editor, never as data. */
const NO_COLUMN = new Set(['search', 'distance', 'modal', 'save', 'empty', 'id']);
/** Field types whose values are lists or objects. */
const STRUCTURED = new Set(['location', 'region', 'image', 'checkboxes', 'marker', 'hours']);
/** Field types that also keep a readable label in `{name}_text`. */
const LABELLED = new Set(['radio', 'status']);

function column(field: SchemaField, name: string, kind: ColumnKind, role: ColumnRole = 'value', length = 255): ColumnSpec {
  const sqlType = {
    varchar: `character varying(${length})`,
    text: 'text',
    integer: 'integer',
    double: 'double precision',
    boolean: 'boolean',
    jsonb: 'jsonb',
  }[kind];
  return { name, sqlType, kind, role, field };
}

/** The column a field's declared db_type asks for (MySQL-style names are accepted). */
function declaredColumn(field: SchemaField): ColumnSpec {
  const dbType = String(field.db_type ?? 'varchar(255)').toLowerCase().trim();
  const varchar = /^varchar\((\d{1,5})\)$/.exec(dbType);
  if (varchar) return column(field, field.name, 'varchar', 'value', Math.min(Math.max(Number(varchar[1]), 1), 10_485_760));
  if (/^(tiny|small|medium|big)?int(eger)?(\(\d+\))?$/.test(dbType)) return column(field, field.name, 'integer');
  if (/^(float|double|decimal|numeric|real)/.test(dbType)) return column(field, field.name, 'double');
  return column(field, field.name, 'text');
}

/**
 * The columns a field is stored in. Lists and objects (location, regions, images, multi-select)
 * go to jsonb; a location also fills `location_lat` / `location_lng` so distance filters can use
 * an index; single select, radio and status keep their option label in `{name}_text`.
 */
function fieldColumns(field: SchemaField): ColumnSpec[] {
  if (NO_COLUMN.has(field.type) || field.name === 'id' || !isValidColumnName(field.name)) return [];
  if (field.type === 'location') {
    return [
      column(field, field.name, 'jsonb'),
      column(field, `${field.name}_lat`, 'double', 'lat'),
      column(field, `${field.name}_lng`, 'double', 'lng'),
    ];
  }
  if (STRUCTURED.has(field.type) || (field.type === 'select' && field.multiselect)) return [column(field, field.name, 'jsonb')];
  if (field.type === 'post') return [column(field, field.name, 'integer')];
  if (field.type === 'checkbox') return [column(field, field.name, 'boolean')];
  if (field.type === 'select' || LABELLED.has(field.type)) {
    return [column(field, field.name, 'varchar'), column(field, `${field.name}_text`, 'varchar', 'label')];
  }
  return [declaredColumn(field)];
}

/** Every column of a schema's fields, in field order. */
export function schemaColumns(fields: readonly SchemaField[]): ColumnSpec[] {
  return fields.flatMap(fieldColumns);
}

/** True for columns full-text search and substring search can read. */
function isTextColumn(spec: ColumnSpec): boolean {
  return spec.role === 'value' && (spec.kind === 'varchar' || spec.kind === 'text');
}

/** Text columns of searchable fields (falling back to every text column when none is marked). */
export function searchableColumns(columns: readonly ColumnSpec[]): ColumnSpec[] {
  const text = columns.filter(isTextColumn);
  const marked = text.filter((spec) => spec.field.searchable);
  return marked.length > 0 ? marked : text;
}

/**
 * The full-text document of some columns. Index definitions and queries use this same text, so
 * PostgreSQL matches the query to the GIN expression index.
 */
export function tsvectorExpression(columns: readonly ColumnSpec[]): string {
  const parts = columns.map((spec) => `coalesce(${quoteIdent(spec.name)}::text, '')`);
  return `to_tsvector('simple'::regconfig, mapsvg_search_fold(${parts.join(` || ' ' || `)}))`;
}

/**
 * The folded text of a column as the substring search matches it; the trigram index is built on
 * this same expression, so PostgreSQL uses it for `ILIKE '%…%'`.
 */
export function substringSearchExpression(spec: ColumnSpec): string {
  return `mapsvg_search_fold(${quoteIdent(spec.name)}::text)`;
}

/** Prefix of the stored full-text column; field names may not start with it. */
export const SEARCH_COLUMN_PREFIX = '_search_';

/**
 * The stored tsvector column holding the searchable fields' words, or undefined when no field is
 * searchable. Keeping the document stored (not recomputed from the text) makes the GIN index's
 * recheck cheap on common words; its name hashes the definition, so a changed set of searchable
 * fields gets a new column.
 */
export function searchColumn(columns: readonly ColumnSpec[]): { name: string; expression: string } | undefined {
  const searchable = columns.filter((spec) => isTextColumn(spec) && spec.field.searchable);
  if (searchable.length === 0) return undefined;
  const expression = tsvectorExpression(searchable);
  const key = `${expression}|${searchable.map((spec) => spec.sqlType).join(',')}`;
  return { name: `${SEARCH_COLUMN_PREFIX}${createHash('sha1').update(key).digest('hex').slice(0, 12)}`, expression };
}

/** One index of a data table: a stable name derived from its definition, and the definition. */
interface IndexSpec {
  name: string;
  definition: string;
}

function indexSpec(table: string, using: string): IndexSpec {
  const name = `ix_${createHash('sha1').update(`${table}|${using}`).digest('hex').slice(0, 24)}`;
  return { name, definition: `CREATE INDEX ${quoteIdent(name)} ON ${quoteIdent(table)} ${using}` };
}

/**
 * Indexes a data table needs: GIN full text over the searchable fields (together and one by
 * one), btree (value, id) on the fields filters compare and on short text fields lists are
 * sorted by (the id is every order's tie-break, so a page reads the index in order, and deep
 * pages skip through it without touching rows), GIN on jsonb lists, and (lat, lng, id) for the
 * bounding box that prefilters distance searches (distances are computed from the index alone);
 * with `trigrams` (the database has `pg_trgm`), trigram GIN on the searchable fields' folded text.
 */
export function desiredIndexes(table: string, columns: readonly ColumnSpec[], options: { trigrams?: boolean } = {}): IndexSpec[] {
  const indexes: IndexSpec[] = [];
  const searchable = columns.filter((spec) => isTextColumn(spec) && spec.field.searchable);
  const document = searchColumn(columns);
  if (document) indexes.push(indexSpec(table, `USING gin (${quoteIdent(document.name)})`));
  if (searchable.length > 1) {
    for (const spec of searchable) indexes.push(indexSpec(table, `USING gin (${tsvectorExpression([spec])})`));
  }
  // The substring search (a field searched "like", or the fallback when no word starts so)
  // reads these instead of folding every row's text: a search nothing matches costs an index
  // lookup, not a scan of the table.
  if (options.trigrams) {
    for (const spec of searchable) indexes.push(indexSpec(table, `USING gin (${substringSearchExpression(spec)} gin_trgm_ops)`));
  }
  for (const spec of columns) {
    if (spec.role === 'lat') {
      const lng = columns.find((other) => other.role === 'lng' && other.field === spec.field);
      if (lng) indexes.push(indexSpec(table, `USING btree (${quoteIdent(spec.name)}, ${quoteIdent(lng.name)}, "id")`));
      continue;
    }
    if (spec.role !== 'value') continue;
    if (spec.kind === 'jsonb' && spec.field.type !== 'location' && spec.field.type !== 'image') {
      indexes.push(indexSpec(table, `USING gin (${quoteIdent(spec.name)} jsonb_path_ops)`));
    } else if (spec.kind !== 'jsonb' && spec.kind !== 'text' && (isFilterable(spec) || isSortableText(spec))) {
      indexes.push(indexSpec(table, `USING btree (${quoteIdent(spec.name)}, "id")`));
    }
  }
  return indexes;
}

/** Longest varchar kept in a sort index (4 bytes a character stays under btree's entry limit). */
const SORT_INDEX_MAX_LENGTH = 512;

/** Short text fields (names, titles) are what lists are sorted by; long ones are not indexed. */
function isSortableText(spec: ColumnSpec): boolean {
  if (spec.kind !== 'varchar' || !['text', 'title'].includes(spec.field.type)) return false;
  return Number(/\((\d+)\)/.exec(spec.sqlType)?.[1] ?? 255) <= SORT_INDEX_MAX_LENGTH;
}

function isFilterable(spec: ColumnSpec): boolean {
  return ['select', 'radio', 'status', 'checkbox', 'post', 'date'].includes(spec.field.type)
    || spec.kind === 'integer' || spec.kind === 'double';
}
