import type { Queryable } from '../../db/Database';

/** Sub-folder of the uploads that holds uploaded map files (`/uploads/maps/…`). */
const MAP_FILES_FOLDER = 'maps/';

/** Whether an uploads key is an uploaded map file (the uploads' `maps/` folder). */
export function isUploadedMapFile(key: string): boolean {
  return key.startsWith(MAP_FILES_FOLDER);
}

/**
 * True when a published map (current or old-editor) shows the uploaded file `/uploads/{key}`:
 * its `source` names it, with or without this server's origin and a `?v=` version.
 */
export async function isPublishedMapFile(db: Queryable, key: string): Promise<boolean> {
  const address = `/uploads/${key}`;
  const sourcePath = "regexp_replace(split_part(split_part(options->>'source', '?', 1), '#', 1), '^https?://[^/]+', '')";
  const result = await db.query(
    `SELECT 1 FROM maps WHERE status = 1 AND ${sourcePath} = $1
     UNION ALL SELECT 1 FROM maps_v2 WHERE status = 1 AND ${sourcePath} = $1
     LIMIT 1`,
    [address],
  );
  return result.rows.length > 0;
}
