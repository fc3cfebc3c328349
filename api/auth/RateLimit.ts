import type { Queryable } from '../db/Database';
import { DatabaseHitCounter } from './DatabaseHitCounter';
import { isHitCounter, type HitCounter } from './HitCounter';

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
 * A limit on hits per key (an address, a username) within a window, counted in the database or
 * Redis: every server process sees the same counts, and a restart forgets nothing. A hit is counted
 * before the work it guards, so parallel requests cannot all pass a check made before any of
 * them is counted.
 */
export class RateLimit {
  private readonly counter: HitCounter;

  /** `store`: where the counts live, a {@link HitCounter} or the database itself. */
  constructor(store: Queryable | HitCounter, readonly rule: RateLimitRule) {
    this.counter = isHitCounter(store) ? store : new DatabaseHitCounter(store);
  }

  /**
   * Counts one hit of `key`. Answers 0 when it is within the limit, else the seconds until the
   * window ends (for `Retry-After`). Hits refused still count; the window does not move.
   */
  async take(key: string): Promise<number> {
    return (await this.hit(key)).wait;
  }

  /** Like {@link take}, and also answers how many hits `key` has made in the window, this one included. */
  async hit(key: string): Promise<{ hits: number; wait: number }> {
    if (Math.random() * SWEEP_EVERY < 1) await this.counter.sweep(this.rule.bucket, this.rule.windowSeconds);
    const { hits, secondsLeft } = await this.counter.count(this.rule.bucket, key, this.rule.windowSeconds);
    return { hits, wait: hits > this.rule.maxHits ? secondsLeft : 0 };
  }

  /** Forgets every hit of `key`. */
  async forget(key: string): Promise<void> {
    await this.counter.forget(this.rule.bucket, key);
  }

  /** Takes one hit of `key` back. */
  async giveBack(key: string): Promise<void> {
    await this.counter.takeBack(this.rule.bucket, key);
  }
}
