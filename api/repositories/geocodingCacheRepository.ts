import type { Queryable } from '../db/Database';

function parseJson(value: unknown): unknown {
  return typeof value === 'string' ? JSON.parse(value) : value;
}

/** A stored answer younger than `ttlSeconds`, or undefined. */
export async function readCachedAnswer(db: Queryable, key: string, ttlSeconds: number): Promise<unknown> {
  const result = await db.query<{ answer: unknown }>(
    'SELECT answer FROM geocoding_cache WHERE key = $1 AND created_at > now() - make_interval(secs => $2)',
    [key, ttlSeconds],
  );
  const row = result.rows[0];
  return row ? parseJson(row.answer) : undefined;
}

/** Stores (or renews) the answer of `key`. */
export async function writeCachedAnswer(db: Queryable, key: string, answer: unknown): Promise<void> {
  await db.query(
    `INSERT INTO geocoding_cache (key, answer, created_at) VALUES ($1, $2::jsonb, now())
     ON CONFLICT (key) DO UPDATE SET answer = EXCLUDED.answer, created_at = now()`,
    [key, JSON.stringify(answer)],
  );
}

/** Deletes answers older than `ttlSeconds`, then the oldest past `maxEntries`. */
export async function pruneCachedAnswers(db: Queryable, ttlSeconds: number, maxEntries: number): Promise<void> {
  await db.query('DELETE FROM geocoding_cache WHERE created_at <= now() - make_interval(secs => $1)', [ttlSeconds]);
  await db.query(
    `DELETE FROM geocoding_cache WHERE key IN (
       SELECT key FROM geocoding_cache ORDER BY created_at DESC, key OFFSET $1)`,
    [maxEntries],
  );
}
