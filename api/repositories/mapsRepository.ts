import type { Queryable } from '../db/Database';

/** A stored map row; options are the decoded JSON option tree. */
export interface MapRow {
  id: number;
  title: string;
  status: number;
  options: Record<string, unknown>;
}

function toMapRow(row: Record<string, unknown>): MapRow {
  const options = typeof row.options === 'string' ? JSON.parse(row.options) : row.options;
  return { id: Number(row.id), title: String(row.title), status: Number(row.status), options: (options ?? {}) as Record<string, unknown> };
}

/** Creates a map and returns it with its id. */
export async function insertMap(db: Queryable, map: Omit<MapRow, 'id'>): Promise<MapRow> {
  const result = await db.query<Record<string, unknown>>(
    'INSERT INTO maps (title, status, options) VALUES ($1, $2, $3::jsonb) RETURNING id, title, status, options',
    [map.title, map.status, JSON.stringify(map.options)],
  );
  const row = result.rows[0];
  if (!row) throw new Error('The map was not created.');
  return toMapRow(row);
}

/** Finds one map by id. */
export async function findMap(db: Queryable, id: number): Promise<MapRow | null> {
  const result = await db.query<Record<string, unknown>>('SELECT id, title, status, options FROM maps WHERE id = $1', [id]);
  const row = result.rows[0];
  return row ? toMapRow(row) : null;
}

/** Lists maps, newest first; `publishedOnly` keeps status 1. */
export async function listMaps(db: Queryable, { publishedOnly = false } = {}): Promise<MapRow[]> {
  const where = publishedOnly ? 'WHERE status = 1' : '';
  const result = await db.query<Record<string, unknown>>(`SELECT id, title, status, options FROM maps ${where} ORDER BY id ASC`);
  return result.rows.map(toMapRow);
}

/** Counts maps; zero on a fresh database. */
export async function countMaps(db: Queryable): Promise<number> {
  const result = await db.query<{ count: string | number }>('SELECT count(*) AS count FROM maps');
  return Number(result.rows[0]?.count ?? 0);
}
