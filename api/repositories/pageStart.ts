import type { Queryable } from '../db/Database';
import { quoteIdent } from '../sql/identifiers';
import { tableVersion } from './dataTables';
import type { ListRequest } from '../sql/listRequest';
import type { ListSql, ListTarget } from '../sql/listSql';
import type { IdOrder, ListingFacts, PageAnchors } from './PageAnchors';

/** Where a page's rows start: an extra condition on the id and the rows still to skip after it. */
interface PageStart {
  /** `"id" >= $n` (or `<=` for descending order), or '' to skip from the first row. */
  clause: string;
  skip: number;
}

/** The direction of a listing ordered by id alone; undefined for any other order. */
function idOrderOf(request: ListRequest, sql: ListSql): IdOrder | undefined {
  if (sql.extraSelect !== '') return undefined;
  if (request.sort.length === 0) return 'asc';
  const [first] = request.sort;
  return request.sort.length === 1 && first?.field === 'id' ? first.order : undefined;
}

/** Adds a condition to a WHERE clause built by `buildListSql` (its parts are joined by AND). */
export function andWhere(where: string, clause: string): string {
  if (clause === '') return where;
  return where === '' ? `WHERE ${clause}` : `${where} AND ${clause}`;
}

function listingKey(target: ListTarget, sql: ListSql): string {
  return JSON.stringify([target.table, sql.where, sql.params.values]);
}

/** The listing's cached facts, or undefined when the table has no change counter. */
async function listingFacts(db: Queryable, anchors: PageAnchors, target: ListTarget, sql: ListSql): Promise<ListingFacts | undefined> {
  const version = await tableVersion(db, target.table);
  return version === undefined ? undefined : anchors.facts(listingKey(target, sql), version);
}

/**
 * Learns the anchors up to `index` in one pass from the last known one: the ids at every
 * stride-th row of an index range, numbered by row_number over the id-ordered rows.
 */
async function extendAnchors(db: Queryable, target: ListTarget, sql: ListSql, facts: ListingFacts, order: IdOrder, index: number, stride: number): Promise<void> {
  const known = facts.anchors[order];
  const from = Math.max(known.length - 1, 0);
  const params = sql.params.clone();
  const comparison = order === 'asc' ? '>=' : '<=';
  const lastKnown = known[from];
  const where = andWhere(sql.where, lastKnown === undefined ? '' : `"id" ${comparison} ${params.add(lastKnown)}`);
  const direction = order.toUpperCase();
  const rows = (index - from) * stride + 1;
  const result = await db.query<{ id: string | number }>(
    `SELECT "id" FROM (
       SELECT "id", row_number() OVER (ORDER BY "id" ${direction}) AS n
       FROM (SELECT "id" FROM ${quoteIdent(target.table)} ${where} ORDER BY "id" ${direction} LIMIT ${params.add(rows)}) AS head
     ) AS numbered WHERE (n - 1) % ${params.add(stride)} = 0 ORDER BY n`,
    params.values,
  );
  result.rows.forEach((row, offset) => { known[from + offset] = row.id; });
  if (result.rows.length < index - from + 1) facts.complete[order] = true;
}

/**
 * Where the page at `offset` of an id-ordered listing starts. Deep pages start at the nearest
 * anchor at or before the offset, so the database reads at most `stride` extra index entries
 * rather than every earlier row; shallow pages and other orders skip with OFFSET.
 */
export async function pageStart(
  db: Queryable,
  anchors: PageAnchors | undefined,
  target: ListTarget,
  request: ListRequest,
  sql: ListSql,
  offset: number,
): Promise<PageStart> {
  const order = idOrderOf(request, sql);
  if (!anchors || !order || offset < anchors.stride) return { clause: '', skip: offset };
  const facts = await listingFacts(db, anchors, target, sql);
  if (!facts) return { clause: '', skip: offset };
  const index = Math.floor(offset / anchors.stride);
  if (index >= facts.anchors[order].length && !facts.complete[order]) {
    await extendAnchors(db, target, sql, facts, order, index, anchors.stride);
  }
  const known = facts.anchors[order];
  const usable = Math.min(index, known.length - 1);
  const anchor = known[usable];
  if (usable < 1 || anchor === undefined) return { clause: '', skip: offset };
  const comparison = order === 'asc' ? '>=' : '<=';
  return { clause: `"id" ${comparison} ${sql.params.add(anchor)}`, skip: offset - usable * anchors.stride };
}

/** The number of records a listing matches, counted once per table version when cached. */
export async function listingTotal(db: Queryable, anchors: PageAnchors | undefined, target: ListTarget, sql: ListSql): Promise<number> {
  const facts = anchors ? await listingFacts(db, anchors, target, sql) : undefined;
  if (facts?.total !== undefined) return facts.total;
  const count = await db.query<{ count: string | number }>(
    `SELECT count(*) AS count FROM ${quoteIdent(target.table)} ${sql.where}`,
    sql.params.values,
  );
  const total = Number(count.rows[0]?.count ?? 0);
  if (facts) facts.total = total;
  return total;
}
