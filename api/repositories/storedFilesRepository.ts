import type { Queryable } from '../db/Database';
import type { StoredFile } from '../storage/FileStorage';

/** A file to write as a row. */
interface NewStoredFile {
  key: string;
  bytes: Uint8Array;
  etag: string;
}

/** Inserts a file; answers false (and changes nothing) when the key is taken. */
export async function insertStoredFile(db: Queryable, file: NewStoredFile): Promise<boolean> {
  const result = await db.query(
    'INSERT INTO stored_files (key, content, size, etag) VALUES ($1, $2, $3, $4) ON CONFLICT (key) DO NOTHING',
    [file.key, Buffer.from(file.bytes.buffer, file.bytes.byteOffset, file.bytes.length), file.bytes.length, file.etag],
  );
  return result.affectedRows === 1;
}

/** The file under `key`, or undefined. */
export async function readStoredFile(db: Queryable, key: string): Promise<StoredFile | undefined> {
  const result = await db.query<{ content: Uint8Array; etag: string }>('SELECT content, etag FROM stored_files WHERE key = $1', [key]);
  const row = result.rows[0];
  if (!row) return undefined;
  const bytes = Buffer.isBuffer(row.content) ? row.content : Buffer.from(row.content.buffer, row.content.byteOffset, row.content.length);
  return { key, bytes, etag: row.etag };
}

/** Escapes LIKE wildcards of a folder name. */
function likePrefix(folder: string): string {
  return `${folder.replace(/[\\%_]/g, (char) => `\\${char}`)}/%`;
}

/** Keys directly in `folder` (none of its sub-folders), sorted. */
export async function listStoredFileKeys(db: Queryable, folder: string): Promise<string[]> {
  const result = folder === ''
    ? await db.query<{ key: string }>("SELECT key FROM stored_files WHERE position('/' in key) = 0 ORDER BY key")
    : await db.query<{ key: string }>(
      "SELECT key FROM stored_files WHERE key LIKE $1 ESCAPE '\\' AND position('/' in substr(key, $2)) = 0 ORDER BY key",
      [likePrefix(folder), folder.length + 2],
    );
  return result.rows.map((row) => row.key);
}

/** Deletes a file; answers whether there was one. */
export async function deleteStoredFile(db: Queryable, key: string): Promise<boolean> {
  const result = await db.query('DELETE FROM stored_files WHERE key = $1', [key]);
  return result.affectedRows > 0;
}
