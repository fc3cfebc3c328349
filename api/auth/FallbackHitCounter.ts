import type { Queryable } from '../db/Database';
import type { RateLimitHit } from '../repositories/rateLimitsRepository';
import { DatabaseHitCounter } from './DatabaseHitCounter';
import type { HitCounter, StoreProbe } from './HitCounter';
import { RedisHitCounter } from './RedisHitCounter';

/** After Redis failed a command, how long hits go straight to the database before Redis is tried again. */
export const RETRY_REDIS_AFTER_MS = 2000;

/** Where outages are reported (the console in the server). */
type OutageLog = (message: string) => void;

/**
 * Counts in Redis while it answers and in the database while it does not, so a lost Redis
 * never turns a login, a submission or a geocoding call into an error or a long wait. A failed
 * command is counted again in the database at once; for {@link RETRY_REDIS_AFTER_MS} after it
 * every hit goes to the database (a hung Redis costs one command timeout, not one per request),
 * then Redis is tried again, so a returning Redis is used again by itself. Counts do not move
 * between the stores: a switch starts the window's counts afresh in the store switched to.
 */
export class FallbackHitCounter implements HitCounter, StoreProbe {
  readonly storeName = 'redis';
  private redisSkippedUntil = 0;
  private redisDown = false;

  constructor(
    private readonly redis: RedisHitCounter,
    private readonly database: HitCounter,
    private readonly log: OutageLog = (message) => console.warn(message),
    private readonly now: () => number = Date.now,
  ) {}

  /** Redis at `url`, with the database's `rate_limits` table as the fallback. */
  static redisOrDatabase(url: string, db: Queryable): FallbackHitCounter {
    return new FallbackHitCounter(new RedisHitCounter(url), new DatabaseHitCounter(db));
  }

  count(bucket: string, key: string, windowSeconds: number): Promise<RateLimitHit> {
    return this.use((counter) => counter.count(bucket, key, windowSeconds));
  }

  forget(bucket: string, key: string): Promise<void> {
    return this.use((counter) => counter.forget(bucket, key));
  }

  takeBack(bucket: string, key: string): Promise<void> {
    return this.use((counter) => counter.takeBack(bucket, key));
  }

  /** Sweeps the database always: rows written during an outage must not stay forever. */
  sweep(bucket: string, windowSeconds: number): Promise<void> {
    return this.database.sweep(bucket, windowSeconds);
  }

  /** Whether Redis answers a PING now. */
  isUp(): Promise<boolean> {
    return this.redis.ping();
  }

  /** Closes the Redis connection (the database belongs to the caller). */
  close(): Promise<void> {
    return this.redis.close();
  }

  private async use<T>(work: (counter: HitCounter) => Promise<T>): Promise<T> {
    if (this.now() < this.redisSkippedUntil) return work(this.database);
    try {
      const result = await work(this.redis);
      this.markRedisUp();
      return result;
    } catch (error) {
      this.markRedisDown(error);
      return work(this.database);
    }
  }

  private markRedisUp(): void {
    if (!this.redisDown) return;
    this.redisDown = false;
    this.log('Redis answers again: rate limits are counted in Redis again.');
  }

  private markRedisDown(error: unknown): void {
    this.redisSkippedUntil = this.now() + RETRY_REDIS_AFTER_MS;
    if (this.redisDown) return;
    this.redisDown = true;
    this.log(`Redis failed (${error instanceof Error ? error.message : String(error)}): rate limits are counted in the database until it answers again.`);
  }
}
