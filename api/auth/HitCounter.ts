import type { RateLimitHit } from '../repositories/rateLimitsRepository';

/**
 * Where rate-limit counters live: shared by every server process and kept across restarts (the
 * database's `rate_limits` table, or Redis when `REDIS_URL` is set).
 */
export interface HitCounter {
  /** Counts one hit of `key` in `bucket` and answers the count in the current window, atomically. */
  count(bucket: string, key: string, windowSeconds: number): Promise<RateLimitHit>;
  /** Forgets a key's counter. */
  forget(bucket: string, key: string): Promise<void>;
  /** Takes one hit back, never below zero. */
  takeBack(bucket: string, key: string): Promise<void>;
  /** Drops counters whose window ended (a no-op where they expire by themselves). */
  sweep(bucket: string, windowSeconds: number): Promise<void>;
}

/** Whether `value` is a hit counter rather than a database connection. */
export function isHitCounter(value: unknown): value is HitCounter {
  return typeof value === 'object' && value !== null && typeof (value as Partial<HitCounter>).count === 'function';
}
