import type { Queryable } from '../db/Database';
import { ApiError } from '../errors';
import { schemaColumns } from '../sql/columns';
import { quoteIdent } from '../sql/identifiers';
import { recordToColumns, rowToRecord, type ColumnValue } from '../sql/recordValues';
import type { SchemaRecord } from './schemasRepository';
import { idKindOf } from '../sql/dataTableDdl';
import { bumpIdentity } from './dataTables';
import type { ListRequest } from '../sql/listRequest';
import { buildListSql, preferredSearchMode, type DistanceCentre, type ListTarget } from '../sql/listSql';
import type { PageAnchors } from './PageAnchors';
import { andWhere, listingTotal, pageStart } from './pageStart';
import { isNearestFirst, searchRings } from './nearestFirst';

/** The table and columns of a schema, as the query builder needs them. */
export function listTarget(schema: SchemaRecord): ListTarget {
  return { table: schema.name, idKind: idKindOf(schema), columns: schemaColumns(schema.fields) };
}

/**
 * The selected columns of a record. A post field's stored id is answered as the post itself,
 * `{ id, url, post_title }` (null when the post no longer exists).
 */
function selectList(target: ListTarget): string {
  const table = quoteIdent(target.table);
  const columns = target.columns.filter((spec) => spec.role !== 'lat' && spec.role !== 'lng').map((spec) => {
    const name = quoteIdent(spec.name);
    if (spec.field.type !== 'post' || spec.role !== 'value') return name;
    return `(SELECT jsonb_build_object('id', linked.id, 'url', linked.url, 'post_title', linked.title)
      FROM posts AS linked WHERE linked.id = ${table}.${name}) AS ${name}`;
  });
  return ['"id"', ...columns].join(', ');
}

/** A page of records: up to perpage, plus one look-ahead record when a next page exists. */
interface RecordPage {
  records: Record<string, unknown>[];
  page: number;
}

async function runList(db: Queryable, target: ListTarget, request: ListRequest, mode: 'fulltext' | 'like', options: ListOptions): Promise<RecordPage> {
  const sql = buildListSql(target, request, mode, options.distance);
  const table = quoteIdent(target.table);
  let page = request.page;
  if (request.lastpage && request.perpage > 0) {
    const total = await listingTotal(db, options.anchors, target, sql);
    page = Math.max(1, Math.ceil(total / request.perpage));
  }
  const limit = request.perpage > 0 ? request.perpage + 1 : 10_001;
  const offset = request.perpage > 0 ? (page - 1) * request.perpage : 0;
  const start = await pageStart(db, options.anchors, target, request, sql, offset);
  const where = andWhere(sql.where, start.clause);
  const limitParam = sql.params.add(limit);
  const offsetParam = sql.params.add(start.skip);
  // The page is found reading as little as possible: skipped rows as ids only (through the
  // primary key or a (value, id) sort index, an index-only scan) and distances from the
  // (lat, lng, id) index, without visiting the rows; only the page's rows are fetched.
  // Every order ends with the id, so the outer sort puts them in the same order.
  const pageRows = `SELECT "id"${sql.extraSelect} FROM ${table} ${where} ${sql.orderBy} LIMIT ${limitParam} OFFSET ${offsetParam}`;
  const statement = sql.extraSelect !== '' || start.skip > 0
    ? `SELECT ${selectList(target)}${sql.extraSelect === '' ? '' : ', page.distance'} FROM ${table} JOIN (${pageRows}) AS page USING ("id") ${sql.orderBy}`
    : `SELECT ${selectList(target)} FROM ${table} ${where} ${sql.orderBy} LIMIT ${limitParam} OFFSET ${offsetParam}`;
  const result = await db.query<Record<string, unknown>>(statement, sql.params.values);
  return { records: result.rows.map((row) => rowToRecord(target.columns, row)), page };
}

/** What a list call may bring besides the request: a resolved distance centre, the page cache. */
interface ListOptions {
  distance?: DistanceCentre;
  /** Page anchors and totals kept between calls (the routes keep one per app). */
  anchors?: PageAnchors;
}

/**
 * Lists a page of records. The answer keeps one record beyond `perpage` when there is a next
 * page (the client discards it). Full-text search that finds nothing falls back to substring
 * matching when the request asks for it.
 */
export async function listRecords(db: Queryable, target: ListTarget, request: ListRequest, options: ListOptions = {}): Promise<RecordPage> {
  const mode = preferredSearchMode(target, request);
  const page = await runListNearestFirst(db, target, request, mode, options);
  if (page.records.length > 0 || mode === 'like' || !request.search || !request.searchFallback) return page;
  return runListNearestFirst(db, target, request, 'like', options);
}

/**
 * A first page ordered nearest first is looked for in growing rings around the centre (see
 * {@link searchRings}), each read through the (lat, lng) index: it stops at the first ring that
 * holds a full page.
 */
async function runListNearestFirst(db: Queryable, target: ListTarget, request: ListRequest, mode: 'fulltext' | 'like', options: ListOptions): Promise<RecordPage> {
  const { distance } = options;
  if (!distance || request.page > 1 || request.lastpage || request.perpage <= 0 || !isNearestFirst(request)) return runList(db, target, request, mode, options);
  let page: RecordPage | undefined;
  for (const radiusKm of searchRings(distance.radiusKm)) {
    page = await runList(db, target, request, mode, { ...options, distance: { ...distance, radiusKm } });
    if (page.records.length > request.perpage) return page;
  }
  return page ?? runList(db, target, request, mode, options);
}

/** Finds one record by id. */
export async function findRecord(db: Queryable, target: ListTarget, id: string | number): Promise<Record<string, unknown> | null> {
  const result = await db.query<Record<string, unknown>>(
    `SELECT ${selectList(target)} FROM ${quoteIdent(target.table)} WHERE "id" = $1`,
    [id],
  );
  const row = result.rows[0];
  return row ? rowToRecord(target.columns, row) : null;
}

/** Checks an id given by the client against the table's id kind. */
export function parseRecordId(target: ListTarget, raw: unknown): string | number {
  const text = String(raw ?? '').trim();
  if (target.idKind === 'text') {
    if (text === '' || text.length > 255) throw new ApiError(400, 'rest_invalid_param', 'Invalid parameter(s): id');
    return text;
  }
  if (!/^\d{1,9}$/.test(text)) throw new ApiError(400, 'rest_invalid_param', 'Invalid parameter(s): id');
  return Number(text);
}

function insertStatement(table: string, id: string | number | undefined, values: ColumnValue[], returning = true): { sql: string; params: unknown[] } {
  const names: string[] = [];
  const placeholders: string[] = [];
  const params: unknown[] = [];
  if (id !== undefined) {
    names.push('"id"');
    params.push(id);
    placeholders.push(`$${params.length}`);
  }
  for (const value of values) {
    names.push(quoteIdent(value.column.name));
    params.push(value.value);
    placeholders.push(`$${params.length}${value.cast}`);
  }
  const columns = names.length > 0 ? `(${names.join(', ')}) VALUES (${placeholders.join(', ')})` : 'DEFAULT VALUES';
  return { sql: `INSERT INTO ${quoteIdent(table)} ${columns}${returning ? ' RETURNING "id"' : ''}`, params };
}

/**
 * Creates a record in the caller's transaction. Object tables number records themselves unless
 * an id is given; region tables need the region's id.
 */
export async function insertRecord(tx: Queryable, target: ListTarget, record: Record<string, unknown>): Promise<Record<string, unknown>> {
  const hasId = record.id !== undefined && record.id !== null && record.id !== '';
  if (target.idKind === 'text' && !hasId) throw new ApiError(400, 'rest_missing_callback_param', 'Missing parameter(s): id');
  const id = hasId ? parseRecordId(target, record.id) : undefined;
  const exists = id === undefined ? null : await findRecord(tx, target, id);
  if (exists) throw new ApiError(400, 'rest_record_exists', `A record with the id "${id}" already exists.`);
  const { sql, params } = insertStatement(target.table, id, recordToColumns(target.columns, record));
  const result = await tx.query<{ id: string | number }>(sql, params);
  if (id !== undefined && target.idKind === 'serial') await bumpIdentity(tx, target.table);
  const created = await findRecord(tx, target, result.rows[0]?.id ?? '');
  if (!created) throw new Error('The record was not created.');
  return created;
}

/** Updates the given fields of a record; returns null when it does not exist. */
export async function updateRecord(tx: Queryable, target: ListTarget, id: string | number, record: Record<string, unknown>): Promise<Record<string, unknown> | null> {
  const values = recordToColumns(target.columns, record);
  if (values.length > 0) {
    const params: unknown[] = [id];
    const sets = values.map((value) => {
      params.push(value.value);
      return `${quoteIdent(value.column.name)} = $${params.length}${value.cast}`;
    });
    await tx.query(`UPDATE ${quoteIdent(target.table)} SET ${sets.join(', ')} WHERE "id" = $1`, params);
  }
  return findRecord(tx, target, id);
}

/** Deletes one record; false when there was none. */
export async function deleteRecord(db: Queryable, target: ListTarget, id: string | number): Promise<boolean> {
  const result = await db.query(`DELETE FROM ${quoteIdent(target.table)} WHERE "id" = $1`, [id]);
  return result.affectedRows > 0;
}

/** Deletes every record of the table. */
export async function clearRecords(db: Queryable, target: ListTarget): Promise<number> {
  const result = await db.query(`DELETE FROM ${quoteIdent(target.table)}`);
  return result.affectedRows;
}

/** Counts the table's records. */
async function countRecords(db: Queryable, target: ListTarget): Promise<number> {
  const result = await db.query<{ count: string | number }>(`SELECT count(*) AS count FROM ${quoteIdent(target.table)}`);
  return Number(result.rows[0]?.count ?? 0);
}

/** How imported rows meet existing ones. */
interface InsertOptions {
  /** A row whose id exists updates that row's given columns instead of failing. */
  upsert?: boolean;
}

/** `ON CONFLICT` clause of an upsert that writes the given columns. */
function upsertClause(columns: readonly string[]): string {
  if (columns.length === 0) return ' ON CONFLICT ("id") DO NOTHING';
  return ` ON CONFLICT ("id") DO UPDATE SET ${columns.map((name) => `${name} = EXCLUDED.${name}`).join(', ')}`;
}

/** The column names of a row's values, in a stable order. */
function columnKey(values: readonly ColumnValue[]): string {
  return values.map((value) => value.column.name).join(',');
}

/**
 * Inserts prepared rows with one statement per batch (imports): much faster than row by row.
 * The caller falls back to row-by-row inserts under savepoints when a batch fails. An upsert
 * batch needs every row to carry the same columns (a missing cell must not clear a value).
 */
export async function insertRowsBatch(tx: Queryable, target: ListTarget, rows: Array<{ id?: string | number; values: ColumnValue[] }>, options: InsertOptions = {}): Promise<void> {
  if (rows.length === 0) return;
  if (options.upsert && new Set(rows.map((row) => columnKey(row.values))).size > 1) throw new Error('Rows carry different columns.');
  const columns = options.upsert ? (rows[0]?.values ?? []).map((value) => value.column) : target.columns;
  const withId = rows.some((row) => row.id !== undefined);
  const params: unknown[] = [];
  const tuples = rows.map((row) => {
    const cells: string[] = [];
    if (withId && row.id === undefined) cells.push('DEFAULT');
    if (withId && row.id !== undefined) {
      params.push(row.id);
      cells.push(`$${params.length}`);
    }
    for (const column of columns) {
      const value = row.values.find((entry) => entry.column === column || entry.column.name === column.name);
      if (!value) {
        cells.push('DEFAULT');
        continue;
      }
      params.push(value.value);
      cells.push(`$${params.length}${value.cast}`);
    }
    return `(${cells.join(', ')})`;
  });
  const quoted = columns.map((spec) => quoteIdent(spec.name));
  const names = [...(withId ? ['"id"'] : []), ...quoted];
  const conflict = options.upsert ? upsertClause(quoted) : '';
  await tx.query(`INSERT INTO ${quoteIdent(target.table)} (${names.join(', ')}) VALUES ${tuples.join(', ')}${conflict}`, params);
  if (withId && target.idKind === 'serial') await bumpIdentity(tx, target.table);
}

/** Inserts one prepared row (the row-by-row path of an import). */
export async function insertPreparedRow(tx: Queryable, target: ListTarget, row: { id?: string | number; values: ColumnValue[] }, options: InsertOptions = {}): Promise<void> {
  const { sql, params } = insertStatement(target.table, row.id, row.values, false);
  const conflict = options.upsert && row.id !== undefined ? upsertClause(row.values.map((value) => quoteIdent(value.column.name))) : '';
  await tx.query(`${sql}${conflict}`, params);
  if (row.id !== undefined && target.idKind === 'serial') await bumpIdentity(tx, target.table);
}

/** What filling a regions table from its map file changed. */
export interface FileRegionsChange {
  added: number;
  removed: number;
}

/**
 * Brings a regions table in step with the regions of its map file, in the caller's
 * transaction: regions new to the table get a row (id and title); rows whose title is empty or
 * only the id take the file's title; rows of regions the file no longer has are removed when
 * they hold nothing but their id, title and status (rows with data are kept, so values survive
 * a file being swapped back).
 */
export async function fillFileRegions(tx: Queryable, target: ListTarget, regions: ReadonlyArray<{ id: string; title: string }>): Promise<FileRegionsChange> {
  const table = quoteIdent(target.table);
  const titled = target.columns.some((spec) => spec.name === 'title' && spec.role === 'value' && (spec.kind === 'varchar' || spec.kind === 'text'));
  const ids = regions.map((region) => region.id.slice(0, 255));
  const titles = regions.map((region) => region.title.slice(0, 255));
  const before = await countRecords(tx, target);
  if (ids.length > 0) {
    const insert = titled
      ? `INSERT INTO ${table} ("id", "title") SELECT * FROM unnest($1::text[], $2::text[])
         ON CONFLICT ("id") DO UPDATE SET "title" = EXCLUDED."title"
         WHERE (${table}."title" IS NULL OR ${table}."title" = '' OR ${table}."title" = ${table}."id")
           AND ${table}."title" IS DISTINCT FROM EXCLUDED."title"`
      : `INSERT INTO ${table} ("id") SELECT * FROM unnest($1::text[]) ON CONFLICT ("id") DO NOTHING`;
    await tx.query(insert, titled ? [ids, titles] : [ids]);
  }
  const dataColumns = target.columns.filter((spec) => spec.field.name !== 'title' && spec.field.type !== 'status');
  const empty = dataColumns.map((spec) => `${quoteIdent(spec.name)} IS NULL`);
  const removed = await tx.query(`DELETE FROM ${table} WHERE NOT ("id" = ANY($1::text[]))${empty.map((clause) => ` AND ${clause}`).join('')}`, [ids]);
  const after = await countRecords(tx, target);
  return { added: after - before + removed.affectedRows, removed: removed.affectedRows };
}

/**
 * "Clear all" of a regions table: the rows stay (their ids and titles come from the map file)
 * and every other column (status, custom fields) is emptied. Returns how many rows held data.
 */
export async function clearRegionValues(db: Queryable, target: ListTarget): Promise<number> {
  const dataColumns = target.columns.filter((spec) => spec.field.name !== 'title');
  if (dataColumns.length === 0) return 0;
  const table = quoteIdent(target.table);
  const sets = dataColumns.map((spec) => `${quoteIdent(spec.name)} = NULL`).join(', ');
  const holding = dataColumns.map((spec) => `${quoteIdent(spec.name)} IS NOT NULL`).join(' OR ');
  const result = await db.query(`UPDATE ${table} SET ${sets} WHERE ${holding}`);
  return result.affectedRows;
}
