import type { Queryable } from '../db/Database';
import type { ColumnSpec } from '../sql/columns';
import { quoteIdent } from '../sql/identifiers';
import type { ListRequest } from '../sql/listRequest';
import { buildListSql, preferredSearchMode, type DistanceCentre, type ListTarget, type SearchMode } from '../sql/listSql';

/** The columns a marker feed is read from: the location's three columns, a title, extras. */
export interface FeedSource {
  table: string;
  /** The location field's jsonb column and its `_lat` / `_lng` columns; none: no markers. */
  location?: { value: ColumnSpec; lat: ColumnSpec; lng: ColumnSpec };
  /** The column of the `title` field, when the schema has one. */
  title?: ColumnSpec;
  /** Extra columns asked for with `fields=`. */
  extras: readonly ColumnSpec[];
}

/**
 * A marker feed as the database wrote it: every column is JSON text with one entry per record
 * in id order, built by PostgreSQL's aggregates, so no row object is made in JavaScript.
 */
export interface FeedColumns {
  /** The table's data version read in the same statement as the rows. */
  version: number;
  ids: string;
  lat: string;
  lng: string;
  x: string;
  y: string;
  /** The location's `img` per record (null where none). */
  img: string;
  titles: string;
  /** Extra columns, in the order asked for. */
  extras: string[];
}

/** A number kept in a jsonb value (a JSON number or numeric text), else NULL. */
function jsonNumber(expression: string): string {
  return `CASE jsonb_typeof(${expression})
    WHEN 'number' THEN (${expression} #>> '{}')::float8
    WHEN 'string' THEN CASE WHEN (${expression} #>> '{}') ~ '^\\s*-?[0-9]+(\\.[0-9]+)?([eE][-+]?[0-9]+)?\\s*$' THEN trim(${expression} #>> '{}')::float8 END
  END`;
}

const VERSION = (param: string) => `(SELECT version FROM data_table_versions WHERE table_name = ${param})`;

function emptyFeed(version: number, extras: number): FeedColumns {
  return { version, ids: '[]', lat: '[]', lng: '[]', x: '[]', y: '[]', img: '[]', titles: '[]', extras: Array.from({ length: extras }, () => '[]') };
}

/**
 * Records read per statement of a feed build: each statement stays short (about 0.2 s on
 * PGlite for 10,000 rows), so other visitors' statements take their turns between them instead
 * of waiting seconds behind one statement over a whole large table.
 */
const FEED_CHUNK_ROWS = 10_000;

/**
 * The statement reading one part of the feed: $1 the table's name; with `idRange`, the records
 * whose id is from $2 up to (not including) $3. A range, not `ORDER BY id LIMIT`: on a table
 * without statistics (just filled by an import) the planner sorts the whole table for each
 * part rather than reading the primary key in order; a range it reads through the key.
 */
function feedChunkSql(source: FeedSource & { location: NonNullable<FeedSource['location']> }, idRange: boolean): string {
  const location = quoteIdent(source.location.value.name);
  const lat = quoteIdent(source.location.lat.name);
  const lng = quoteIdent(source.location.lng.name);
  const svgPoint = `${location} -> 'svgPoint'`;
  const address = `CASE jsonb_typeof(${location} -> 'address')
      WHEN 'object' THEN nullif(${location} -> 'address' ->> 'address_formatted', '')
      WHEN 'string' THEN nullif(${location} ->> 'address', '') END`;
  const title = source.title ? `coalesce(nullif(${quoteIdent(source.title.name)}::text, ''), ${address}, '')` : `coalesce(${address}, '')`;
  const extras = source.extras.map((spec, index) => `${quoteIdent(spec.name)} AS extra_${index}`);
  const rows = `SELECT "id",
      CASE WHEN ${lat} BETWEEN -90 AND 90 AND ${lng} BETWEEN -180 AND 180 THEN round(${lat}::numeric, 6)::float8 END AS lat,
      CASE WHEN ${lat} BETWEEN -90 AND 90 AND ${lng} BETWEEN -180 AND 180 THEN round(${lng}::numeric, 6)::float8 END AS lng,
      CASE WHEN jsonb_typeof(${svgPoint}) = 'object' THEN ${jsonNumber(`(${svgPoint} -> 'x')`)} END AS x,
      CASE WHEN jsonb_typeof(${svgPoint}) = 'object' THEN ${jsonNumber(`(${svgPoint} -> 'y')`)} END AS y,
      nullif(${location} ->> 'img', '') AS img,
      ${title} AS title${extras.map((extra) => `, ${extra}`).join('')}
    FROM ${quoteIdent(source.table)}${idRange ? ' WHERE "id" >= $2 AND "id" < $3' : ''}`;
  // array_to_json writes no space after commas (json_agg does): a tenth off the plain body.
  const aggregate = (expression: string, name: string) => `coalesce(array_to_json(array_agg(${expression} ORDER BY feed."id")), '[]')::text AS ${name}`;
  return `SELECT ${VERSION('$1')} AS version,
       ${aggregate('feed."id"', 'ids')}, ${aggregate('feed.lat', 'lat')}, ${aggregate('feed.lng', 'lng')},
       ${aggregate('CASE WHEN feed.y IS NOT NULL THEN feed.x END', 'x')}, ${aggregate('CASE WHEN feed.x IS NOT NULL THEN feed.y END', 'y')},
       ${aggregate('feed.img', 'img')}, ${aggregate('feed.title', 'titles')}
       ${source.extras.map((_spec, index) => `, ${aggregate(`feed.extra_${index}`, `extra_${index}`)}`).join('')}
     FROM (${rows}) AS feed
     WHERE feed.lat IS NOT NULL OR (feed.x IS NOT NULL AND feed.y IS NOT NULL)`;
}

/**
 * The id ranges a feed is read in, about `chunkRows` records each, in id order; one range
 * (`undefined`: the whole table) for a table of text ids or one that fits in a single part.
 */
async function idRanges(db: Queryable, table: string, chunkRows: number): Promise<Array<{ from: number; to: number } | undefined>> {
  const result = await db.query<{ low: unknown; high: unknown; records: number }>(`SELECT min("id") AS low, max("id") AS high, count(*)::int AS records FROM ${quoteIdent(table)}`);
  const { low, high, records } = result.rows[0] ?? { low: null, high: null, records: 0 };
  if (typeof low !== 'number' || typeof high !== 'number' || records <= chunkRows) return [undefined];
  const step = Math.ceil((high - low + 1) / Math.ceil(records / chunkRows));
  const ranges: Array<{ from: number; to: number }> = [];
  for (let from = low; from <= high; from += step) ranges.push({ from, to: Math.min(from + step, high + 1) });
  return ranges;
}

/** JSON arrays (as text) joined into one, in order. */
function joinJsonArrays(parts: readonly string[]): string {
  return `[${parts.map((part) => part.slice(1, -1)).filter((inner) => inner !== '').join(',')}]`;
}

/**
 * Reads the marker feed of a table: the records whose location has a geographic point (its
 * indexed `_lat` / `_lng` columns) or an image point, ordered by id, each column aggregated to
 * JSON text by the database, {@link FEED_CHUNK_ROWS} records per statement. Latitudes and
 * longitudes are rounded to 6 decimals; a title is the title field, else the location's
 * formatted address, else ''. The version is the one read with the first chunk: a table changed
 * during the build gives a feed already older than the table, which is built again when next asked.
 */
export async function readFeedColumns(db: Queryable, source: FeedSource, chunkRows = FEED_CHUNK_ROWS): Promise<FeedColumns> {
  if (!source.location) {
    const result = await db.query<{ version: string | number | null }>(`SELECT ${VERSION('$1')} AS version`, [source.table]);
    return emptyFeed(Number(result.rows[0]?.version ?? 0), source.extras.length);
  }
  const located = { ...source, location: source.location };
  const names = ['ids', 'lat', 'lng', 'x', 'y', 'img', 'titles', ...source.extras.map((_spec, index) => `extra_${index}`)];
  const parts = new Map<string, string[]>(names.map((name) => [name, []]));
  let version: number | undefined;
  for (const range of await idRanges(db, source.table, chunkRows)) {
    const params = range ? [source.table, range.from, range.to] : [source.table];
    const result = await db.query<Record<string, string | number | null>>(feedChunkSql(located, range !== undefined), params);
    const row = result.rows[0] ?? {};
    version ??= Number(row.version ?? 0);
    for (const name of names) parts.get(name)?.push(String(row[name] ?? '[]'));
  }
  const column = (name: string) => joinJsonArrays(parts.get(name) ?? []);
  return {
    version: version ?? 0,
    ids: column('ids'),
    lat: column('lat'),
    lng: column('lng'),
    x: column('x'),
    y: column('y'),
    img: column('img'),
    titles: column('titles'),
    extras: source.extras.map((_spec, index) => column(`extra_${index}`)),
  };
}

/** The ids of the records matching a query, as JSON text, and the version read with them. */
interface MatchingIdsText {
  version: number;
  ids: string;
  count: number;
}

async function runMatchingIds(db: Queryable, target: ListTarget, request: ListRequest, mode: SearchMode, distance?: DistanceCentre): Promise<MatchingIdsText> {
  const sql = buildListSql(target, request, mode, distance);
  const table = quoteIdent(target.table);
  const version = sql.params.add(target.table);
  const result = await db.query<{ version: string | number | null; ids: string | null; count: string | number }>(
    `SELECT ${VERSION(version)} AS version, coalesce(array_to_json(array_agg(matched."id" ORDER BY matched."id")), '[]')::text AS ids, count(*) AS count
     FROM (SELECT "id" FROM ${table} ${sql.where}) AS matched`,
    sql.params.values,
  );
  const row = result.rows[0];
  return { version: Number(row?.version ?? 0), ids: row?.ids ?? '[]', count: Number(row?.count ?? 0) };
}

/**
 * The ids of every record a list query matches (search, filters, distance, filter-out), over
 * the whole table in id order: no page and no cap. Full-text search that finds nothing falls
 * back to substring matching when the request asks for it, as the list does.
 */
export async function readMatchingIds(db: Queryable, target: ListTarget, request: ListRequest, distance?: DistanceCentre): Promise<MatchingIdsText> {
  const mode = preferredSearchMode(target, request);
  const found = await runMatchingIds(db, target, request, mode, distance);
  if (found.count > 0 || mode === 'like' || !request.search || !request.searchFallback) return found;
  return runMatchingIds(db, target, request, 'like', distance);
}
