import { Redis } from 'ioredis';
import type { RateLimitHit } from '../repositories/rateLimitsRepository';
import type { HitCounter } from './HitCounter';

// Counts a hit and starts the window's expiry on the first one, in one step on the server, so
// parallel hits from several processes never read the same count.
const COUNT_SCRIPT = `
local hits = redis.call('INCR', KEYS[1])
local left = redis.call('PTTL', KEYS[1])
if left < 0 then
  redis.call('PEXPIRE', KEYS[1], ARGV[1])
  left = tonumber(ARGV[1])
end
return {hits, left}`;

const TAKE_BACK_SCRIPT = `
local hits = tonumber(redis.call('GET', KEYS[1]) or '0')
if hits > 0 then redis.call('DECR', KEYS[1]) end
return 0`;

/** Counters in Redis (`REDIS_URL`): each is a key that expires with its window. */
export class RedisHitCounter implements HitCounter {
  private readonly redis: Redis;

  constructor(url: string, private readonly prefix = 'mapsvg:rate:') {
    // Commands wait while Redis is briefly away instead of failing at once; a dead server fails them after a few tries.
    this.redis = new Redis(url, { maxRetriesPerRequest: 3, lazyConnect: false });
    this.redis.on('error', (error: Error) => console.error('Redis connection error:', error.message));
  }

  async count(bucket: string, key: string, windowSeconds: number): Promise<RateLimitHit> {
    const windowMs = Math.max(1, Math.round(windowSeconds * 1000));
    const [hits, leftMs] = await this.redis.eval(COUNT_SCRIPT, 1, this.keyOf(bucket, key), windowMs) as [number, number];
    return { hits: Number(hits), secondsLeft: Math.max(1, Math.ceil(Number(leftMs) / 1000)) };
  }

  async forget(bucket: string, key: string): Promise<void> {
    await this.redis.del(this.keyOf(bucket, key));
  }

  async takeBack(bucket: string, key: string): Promise<void> {
    await this.redis.eval(TAKE_BACK_SCRIPT, 1, this.keyOf(bucket, key));
  }

  async sweep(): Promise<void> {}

  /** Closes the connection. */
  async close(): Promise<void> {
    await this.redis.quit().catch(() => this.redis.disconnect());
  }

  private keyOf(bucket: string, key: string): string {
    return `${this.prefix}${bucket}:${key}`;
  }
}
