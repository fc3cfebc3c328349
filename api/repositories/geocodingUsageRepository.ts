import type { Queryable } from '../db/Database';

/** The name of the daily cap in `site_settings`. */
const DAILY_CAP_SETTING = 'geocoding.dailyPaidCallCap';

/**
 * Reserves one paid call for `day` (`YYYY-MM-DD`, UTC) unless `cap` calls were already made
 * that day, in one statement: parallel requests of several processes never pass the cap between
 * them. `cap` null means no cap. Answers whether the call may be made.
 */
export async function reservePaidCall(db: Queryable, day: string, cap: number | null): Promise<boolean> {
  if (cap !== null && cap <= 0) return false;
  const result = await db.query<{ calls: number | string }>(
    `INSERT INTO geocoding_usage AS usage (day, calls) VALUES ($1::date, 1)
     ON CONFLICT (day) DO UPDATE SET calls = usage.calls + 1
       WHERE $2::int IS NULL OR usage.calls < $2::int
     RETURNING calls`,
    [day, cap],
  );
  return result.rows.length > 0;
}

/** Paid calls made on `day` (`YYYY-MM-DD`, UTC). */
export async function paidCallsOn(db: Queryable, day: string): Promise<number> {
  const result = await db.query<{ calls: number | string }>('SELECT calls FROM geocoding_usage WHERE day = $1::date', [day]);
  return Number(result.rows[0]?.calls ?? 0);
}

/** The stored daily cap: a whole number, null for "no cap", undefined when never set. */
export async function readDailyCap(db: Queryable): Promise<number | null | undefined> {
  const result = await db.query<{ value: unknown }>('SELECT value FROM site_settings WHERE name = $1', [DAILY_CAP_SETTING]);
  const row = result.rows[0];
  if (!row) return undefined;
  const value = typeof row.value === 'string' ? JSON.parse(row.value) as unknown : row.value;
  return typeof value === 'number' && Number.isInteger(value) && value >= 0 ? value : null;
}

/** Stores the daily cap (null: no cap). */
export async function writeDailyCap(db: Queryable, cap: number | null): Promise<void> {
  await db.query(
    `INSERT INTO site_settings (name, value, updated_at) VALUES ($1, $2::jsonb, now())
     ON CONFLICT (name) DO UPDATE SET value = EXCLUDED.value, updated_at = now()`,
    [DAILY_CAP_SETTING, JSON.stringify(cap)],
  );
}
