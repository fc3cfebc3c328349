import type { Queryable } from '../db/Database';

/** A stored map row; options are the decoded JSON option tree. */
export interface MapRow {
  id: number;
  title: string;
  status: number;
  options: Record<string, unknown>;
}

/** The two map collections: current maps and maps saved by the older editor. */
export type MapTable = 'maps' | 'maps_v2';

const COLUMNS = 'id, title, status, options';

function toMapRow(row: Record<string, unknown>): MapRow {
  const options = typeof row.options === 'string' ? JSON.parse(row.options) : row.options;
  return { id: Number(row.id), title: String(row.title), status: Number(row.status), options: (options ?? {}) as Record<string, unknown> };
}

/** Creates a map and returns it with its id. */
export async function insertMap(db: Queryable, map: Omit<MapRow, 'id'>, table: MapTable = 'maps'): Promise<MapRow> {
  const result = await db.query<Record<string, unknown>>(
    `INSERT INTO ${table} (title, status, options) VALUES ($1, $2, $3::jsonb) RETURNING ${COLUMNS}`,
    [map.title, map.status, JSON.stringify(map.options)],
  );
  const row = result.rows[0];
  if (!row) throw new Error('The map was not created.');
  return toMapRow(row);
}

/** Finds one map by id. */
export async function findMap(db: Queryable, id: number, table: MapTable = 'maps'): Promise<MapRow | null> {
  const result = await db.query<Record<string, unknown>>(`SELECT ${COLUMNS} FROM ${table} WHERE id = $1`, [id]);
  const row = result.rows[0];
  return row ? toMapRow(row) : null;
}

/** Lists maps in id order; `publishedOnly` keeps status 1. */
export async function listMaps(db: Queryable, { publishedOnly = false } = {}, table: MapTable = 'maps'): Promise<MapRow[]> {
  const where = publishedOnly ? 'WHERE status = 1' : '';
  const result = await db.query<Record<string, unknown>>(`SELECT ${COLUMNS} FROM ${table} ${where} ORDER BY id ASC`);
  return result.rows.map(toMapRow);
}

/** Counts maps; zero on a fresh database. */
export async function countMaps(db: Queryable, table: MapTable = 'maps'): Promise<number> {
  const result = await db.query<{ count: string | number }>(`SELECT count(*) AS count FROM ${table}`);
  return Number(result.rows[0]?.count ?? 0);
}

/** Updates the given columns of a map; returns null when it does not exist. */
export async function updateMap(db: Queryable, id: number, changes: Partial<Omit<MapRow, 'id'>>, table: MapTable = 'maps'): Promise<MapRow | null> {
  const result = await db.query<Record<string, unknown>>(
    `UPDATE ${table} SET title = coalesce($2, title), status = coalesce($3, status),
       options = coalesce($4::jsonb, options), updated_at = now()
     WHERE id = $1 RETURNING ${COLUMNS}`,
    [id, changes.title ?? null, changes.status ?? null, changes.options === undefined ? null : JSON.stringify(changes.options)],
  );
  const row = result.rows[0];
  return row ? toMapRow(row) : null;
}

/** Deletes a map; false when there was none. */
export async function deleteMap(db: Queryable, id: number, table: MapTable = 'maps'): Promise<boolean> {
  const result = await db.query(`DELETE FROM ${table} WHERE id = $1`, [id]);
  return result.affectedRows > 0;
}

/** The map file a regions table was last filled from (see `region_file_syncs`). */
interface RegionFileSync {
  source: string;
  regionPrefix: string;
  fileHash: string;
}

/** The file a regions table was last filled from, or null when it never was. */
export async function findRegionFileSync(db: Queryable, table: string): Promise<RegionFileSync | null> {
  const result = await db.query<{ source: string; region_prefix: string; file_hash: string }>(
    'SELECT source, region_prefix, file_hash FROM region_file_syncs WHERE table_name = $1', [table],
  );
  const row = result.rows[0];
  return row ? { source: row.source, regionPrefix: row.region_prefix, fileHash: row.file_hash } : null;
}

/** Records the file a regions table was just filled from. */
export async function saveRegionFileSync(db: Queryable, table: string, sync: RegionFileSync): Promise<void> {
  await db.query(
    `INSERT INTO region_file_syncs (table_name, source, region_prefix, file_hash) VALUES ($1, $2, $3, $4)
     ON CONFLICT (table_name) DO UPDATE SET source = EXCLUDED.source, region_prefix = EXCLUDED.region_prefix,
       file_hash = EXCLUDED.file_hash, synced_at = now()`,
    [table, sync.source, sync.regionPrefix, sync.fileHash],
  );
}

/**
 * True when a page showing the maps with these ids may show the Google base map: one of them
 * turns it on (`googleMaps.on`, or `baseMap.on` with the `google` tiles), or one of them shows another map on a region click (the other
 * map's id comes from record data, so it may be any map) and some map turns it on.
 */
export async function anyMapUsesGoogleMaps(db: Queryable, ids: readonly number[]): Promise<boolean> {
  if (ids.length === 0) return false;
  const placeholders = ids.map((_id, index) => `$${index + 1}`).join(', ');
  const result = await db.query<Record<string, unknown>>(
    `SELECT 1 FROM maps WHERE (options->'googleMaps'->'on' = 'true'::jsonb
       OR (options->'baseMap'->'on' = 'true'::jsonb AND options->'baseMap'->>'tiles' = 'google')) AND (id IN (${placeholders}) OR EXISTS (
       SELECT 1 FROM maps shown WHERE shown.id IN (${placeholders})
       AND shown.options->'actions'->'region'->'click'->'showAnotherMap' = 'true'::jsonb)) LIMIT 1`,
    [...ids],
  );
  return result.rows.length > 0;
}
