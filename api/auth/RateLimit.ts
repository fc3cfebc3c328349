import type { Queryable } from '../db/Database';
import { countHit, forgetHits, sweepExpiredHits, takeBackHit } from '../repositories/rateLimitsRepository';

/** How many hits one key may make within a window. */
export interface RateLimitRule {
  /** Names the counted thing in storage, e.g. `login-address`. */
  readonly bucket: string;
  readonly maxHits: number;
  readonly windowSeconds: number;
}

/** Roughly one hit in this many also deletes the bucket's ended windows. */
const SWEEP_EVERY = 200;

/**
 * A limit on hits per key (an address, a username) within a window, counted in the database:
 * every server process sees the same counts, and a restart forgets nothing. A hit is counted
 * before the work it guards, so parallel requests cannot all pass a check made before any of
 * them is counted.
 */
export class RateLimit {
  constructor(private readonly db: Queryable, readonly rule: RateLimitRule) {}

  /**
   * Counts one hit of `key`. Answers 0 when it is within the limit, else the seconds until the
   * window ends (for `Retry-After`). Hits refused still count; the window does not move.
   */
  async take(key: string): Promise<number> {
    if (Math.random() * SWEEP_EVERY < 1) await sweepExpiredHits(this.db, this.rule.bucket, this.rule.windowSeconds);
    const { hits, secondsLeft } = await countHit(this.db, this.rule.bucket, key, this.rule.windowSeconds);
    return hits > this.rule.maxHits ? secondsLeft : 0;
  }

  /** Forgets every hit of `key`. */
  async forget(key: string): Promise<void> {
    await forgetHits(this.db, this.rule.bucket, key);
  }

  /** Takes one hit of `key` back. */
  async giveBack(key: string): Promise<void> {
    await takeBackHit(this.db, this.rule.bucket, key);
  }
}
