import type { Queryable } from '../db/Database';

/** A counter after one hit: hits in the current window, and seconds until that window ends. */
export interface RateLimitHit {
  hits: number;
  secondsLeft: number;
}

/**
 * The time a statement counts from: the caller's (milliseconds since the epoch, in parameter
 * `$n`) when given, else the database's own `now()`.
 */
function timeOf(parameter: number): string {
  return `COALESCE(to_timestamp($${parameter}::float8 / 1000), now())`;
}

/**
 * Counts one hit of `key` in `bucket` and answers the count, in one statement, so parallel hits
 * never read the same count (the row lock orders them). A hit after the window has passed starts
 * a new window. Times come from the database unless `nowMs` is given (a test's clock), so every
 * server process agrees on them.
 */
export async function countHit(db: Queryable, bucket: string, key: string, windowSeconds: number, nowMs?: number): Promise<RateLimitHit> {
  const now = timeOf(4);
  const result = await db.query<{ hits: number | string; seconds_left: number | string }>(
    `INSERT INTO rate_limits AS counter (bucket, key, hits, window_start) VALUES ($1, $2, 1, ${now})
     ON CONFLICT (bucket, key) DO UPDATE SET
       hits = CASE WHEN counter.window_start <= ${now} - make_interval(secs => $3) THEN 1 ELSE counter.hits + 1 END,
       window_start = CASE WHEN counter.window_start <= ${now} - make_interval(secs => $3) THEN ${now} ELSE counter.window_start END
     RETURNING hits, GREATEST(1, CEIL(EXTRACT(EPOCH FROM (window_start + make_interval(secs => $3) - ${now})))) AS seconds_left`,
    [bucket, key, windowSeconds, nowMs ?? null],
  );
  const row = result.rows[0];
  return { hits: Number(row?.hits ?? 1), secondsLeft: Number(row?.seconds_left ?? windowSeconds) };
}

/** Forgets a key's counter (a successful login clears its address). */
export async function forgetHits(db: Queryable, bucket: string, key: string): Promise<void> {
  await db.query('DELETE FROM rate_limits WHERE bucket = $1 AND key = $2', [bucket, key]);
}

/** Takes one hit back (an attempt that turned out to be allowed), never below zero. */
export async function takeBackHit(db: Queryable, bucket: string, key: string): Promise<void> {
  await db.query('UPDATE rate_limits SET hits = GREATEST(hits - 1, 0) WHERE bucket = $1 AND key = $2', [bucket, key]);
}

/** Deletes counters whose window ended (by `nowMs`, else the database's time), so the table holds only live counters. */
export async function sweepExpiredHits(db: Queryable, bucket: string, windowSeconds: number, nowMs?: number): Promise<void> {
  await db.query(`DELETE FROM rate_limits WHERE bucket = $1 AND window_start <= ${timeOf(3)} - make_interval(secs => $2)`, [bucket, windowSeconds, nowMs ?? null]);
}
