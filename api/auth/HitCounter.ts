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

/**
 * Milliseconds since the epoch, for a hit counter whose windows must follow another clock than
 * its store's (a test's fake clock). Without one, a counter uses its store's own time, which
 * every server process shares.
 */
export type HitClock = () => number;

/** Whether `value` is a hit counter rather than a database connection. */
export function isHitCounter(value: unknown): value is HitCounter {
  return typeof value === 'object' && value !== null && typeof (value as Partial<HitCounter>).count === 'function';
}

/** A store the server depends on besides the database, as `/healthz` reports it. */
export interface StoreProbe {
  /** The store's name in the health answer, e.g. `redis`. */
  readonly storeName: string;
  /** Whether the store answers now (quickly: a probe never waits long). */
  isUp(): Promise<boolean>;
}

/** Whether `value` can report the state of a store it depends on. */
export function isStoreProbe(value: unknown): value is StoreProbe {
  return typeof value === 'object' && value !== null && typeof (value as Partial<StoreProbe>).isUp === 'function';
}
