import type { MediaImage, MediaPage } from '../../domain/index';
import type { Queryable } from '../db/Database';

/** One stored size of an image. */
interface StoredSize {
  url: string;
  width: number;
  height: number;
}

/** An image stored for image fields, before it has a database id. */
export interface StoredImage {
  /** The name it was uploaded as, without folder (what the media picker shows and searches). */
  name: string;
  /** The stored file name of the full size. */
  file: string;
  mime: string;
  bytes: number;
  /** Full always; thumbnail and medium only when the original was larger than those sizes. */
  sizes: { full: StoredSize; thumbnail?: StoredSize; medium?: StoredSize };
}

function toMediaImage(row: Record<string, unknown>): MediaImage {
  const sizes = (typeof row.sizes === 'string' ? JSON.parse(row.sizes) : row.sizes) as StoredImage['sizes'];
  const created = row.created_at instanceof Date ? row.created_at : new Date(String(row.created_at));
  return {
    id: Number(row.id),
    name: String(row.name),
    mime: String(row.mime),
    bytes: Number(row.bytes),
    full: sizes.full.url,
    thumbnail: sizes.thumbnail?.url ?? sizes.full.url,
    medium: sizes.medium?.url ?? sizes.full.url,
    sizes,
    uploaded: created.toISOString(),
  };
}

const COLUMNS = 'id, name, mime, bytes, sizes, created_at';

/** Records a stored image and answers it with its id. */
export async function insertMedia(db: Queryable, image: StoredImage): Promise<MediaImage> {
  const result = await db.query<Record<string, unknown>>(
    `INSERT INTO media (name, file, mime, bytes, sizes) VALUES ($1, $2, $3, $4, $5::jsonb) RETURNING ${COLUMNS}`,
    [image.name, image.file, image.mime, image.bytes, JSON.stringify(image.sizes)],
  );
  const row = result.rows[0];
  if (!row) throw new Error('The image was not recorded.');
  return toMediaImage(row);
}

/** Escapes LIKE wildcards so a search for "50%_off" finds that text, not any text. */
function likePattern(search: string): string {
  return `%${search.replace(/[\\%_]/g, (char) => `\\${char}`)}%`;
}

/** The newest images first, optionally only those whose name contains `search` (any case). */
export async function listMedia(db: Queryable, { search = '', page = 1, perpage = 24 }: { search?: string; page?: number; perpage?: number }): Promise<Pick<MediaPage, 'images' | 'total'>> {
  const where = search.trim() === '' ? '' : "WHERE name ILIKE $1 ESCAPE '\\'";
  const params = search.trim() === '' ? [] : [likePattern(search.trim())];
  const total = await db.query<{ count: string | number }>(`SELECT count(*) AS count FROM media ${where}`, params);
  const rows = await db.query<Record<string, unknown>>(
    `SELECT ${COLUMNS} FROM media ${where} ORDER BY created_at DESC, id DESC LIMIT $${params.length + 1} OFFSET $${params.length + 2}`,
    [...params, perpage, (page - 1) * perpage],
  );
  return { images: rows.rows.map(toMediaImage), total: Number(total.rows[0]?.count ?? 0) };
}
