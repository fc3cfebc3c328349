import type { Queryable } from '../db/Database';
import { countHit, forgetHits, sweepExpiredHits, takeBackHit, type RateLimitHit } from '../repositories/rateLimitsRepository';
import type { HitClock, HitCounter } from './HitCounter';

/**
 * Counters in the database's `rate_limits` table (one UPSERT per hit). Times come from the
 * database, or from `now` when given.
 */
export class DatabaseHitCounter implements HitCounter {
  constructor(private readonly db: Queryable, private readonly now?: HitClock) {}

  count(bucket: string, key: string, windowSeconds: number): Promise<RateLimitHit> {
    return countHit(this.db, bucket, key, windowSeconds, this.now?.());
  }

  forget(bucket: string, key: string): Promise<void> {
    return forgetHits(this.db, bucket, key);
  }

  takeBack(bucket: string, key: string): Promise<void> {
    return takeBackHit(this.db, bucket, key);
  }

  sweep(bucket: string, windowSeconds: number): Promise<void> {
    return sweepExpiredHits(this.db, bucket, windowSeconds, this.now?.());
  }
}
