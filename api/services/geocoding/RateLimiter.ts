import type { Queryable } from '../../db/Database';
import type { HitCounter } from '../../auth/HitCounter';
import { RateLimit } from '../../auth/RateLimit';

/**
 * Allows one call per interval per client key (an IP address). Counted where every server
 * process sees it (the database, or Redis), so N servers do not allow N calls per interval and a
 * restart forgets nothing; counters expire with their interval.
 */
export class RateLimiter {
  private readonly limit: RateLimit;

  /** `store`: where calls are counted, a {@link HitCounter} or the database. */
  constructor(store: Queryable | HitCounter, private readonly intervalMs: number) {
    this.limit = new RateLimit(store, { bucket: 'geocoding-address', maxHits: 1, windowSeconds: intervalMs / 1000 });
  }

  /** Milliseconds the client must still wait, or 0 when the call may go ahead (and is counted). */
  async take(key: string): Promise<number> {
    const seconds = await this.limit.take(key);
    return seconds === 0 ? 0 : Math.min(this.intervalMs, seconds * 1000);
  }
}
