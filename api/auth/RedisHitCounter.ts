import { Redis } from 'ioredis';
import type { RateLimitHit } from '../repositories/rateLimitsRepository';
import type { HitClock, HitCounter } from './HitCounter';

// Counts a hit in one step on the server, so parallel hits from several processes never read the
// same count. The window's end is kept beside the count (not left to the key's expiry, which
// follows Redis's clock only), so a caller's clock decides when it has passed; the expiry just
// removes ended counters. A plain count an older server left is started afresh.
// ARGV: the window in ms; the caller's time in ms, or '' for Redis's own.
const COUNT_SCRIPT = `
local now = tonumber(ARGV[2])
if not now then
  local time = redis.call('TIME')
  now = tonumber(time[1]) * 1000 + math.floor(tonumber(time[2]) / 1000)
end
if redis.call('TYPE', KEYS[1]).ok ~= 'hash' then redis.call('DEL', KEYS[1]) end
local ends = tonumber(redis.call('HGET', KEYS[1], 'ends'))
if not ends or ends <= now then
  ends = now + tonumber(ARGV[1])
  redis.call('HSET', KEYS[1], 'hits', 0, 'ends', ends)
end
local hits = redis.call('HINCRBY', KEYS[1], 'hits', 1)
redis.call('PEXPIRE', KEYS[1], math.max(1, ends - now))
return {hits, ends - now}`;

const TAKE_BACK_SCRIPT = `
if redis.call('TYPE', KEYS[1]).ok ~= 'hash' then return 0 end
local hits = tonumber(redis.call('HGET', KEYS[1], 'hits') or '0')
if hits > 0 then redis.call('HINCRBY', KEYS[1], 'hits', -1) end
return 0`;

/** How long one connection attempt may take before it counts as failed. */
const REDIS_CONNECT_TIMEOUT_MS = 1000;
/** How long one command may wait for its answer (a hung or unreachable server). */
const REDIS_COMMAND_TIMEOUT_MS = 500;
/** Longest pause between reconnection attempts, so a returning server is used again within it. */
const REDIS_MAX_RECONNECT_DELAY_MS = 2000;

/** Thrown when Redis cannot take a command now; callers count elsewhere instead of waiting. */
class RedisUnavailableError extends Error {
  constructor(status: string) {
    super(`Redis is not connected (${status}).`);
    this.name = 'RedisUnavailableError';
  }
}

/**
 * Counters in Redis (`REDIS_URL`): each is a key that expires with its window. Fails fast: while
 * the connection is down a command fails at once (no offline queue), a command waits at most
 * {@link REDIS_COMMAND_TIMEOUT_MS} for its answer, and the client keeps reconnecting in the
 * background (at most {@link REDIS_MAX_RECONNECT_DELAY_MS} apart), so a returning server is
 * used again by itself. Only the first connection after start is waited for (one connect timeout).
 * Windows follow Redis's clock, or `options.now` when given.
 */
export class RedisHitCounter implements HitCounter {
  private readonly redis: Redis;
  /** Set once the first connection attempt has ended, in success or failure: only that one is waited for. */
  private firstAttemptOver = false;

  private readonly prefix: string;
  private readonly now?: HitClock;

  /** `options.prefix` starts every key's name (`mapsvg:rate:` by default). */
  constructor(url: string, options: { prefix?: string; now?: HitClock } = {}) {
    this.prefix = options.prefix ?? 'mapsvg:rate:';
    this.now = options.now;
    this.redis = new Redis(url, {
      connectTimeout: REDIS_CONNECT_TIMEOUT_MS,
      commandTimeout: REDIS_COMMAND_TIMEOUT_MS,
      enableOfflineQueue: false,
      maxRetriesPerRequest: 0,
      autoResendUnfulfilledCommands: false,
      retryStrategy: (attempt: number) => Math.min(attempt * 200, REDIS_MAX_RECONNECT_DELAY_MS),
    });
    this.redis.on('ready', () => { this.firstAttemptOver = true; });
    this.redis.on('close', () => { this.firstAttemptOver = true; });
    // Reported once per outage by whoever falls back; an error listener is still needed, or Node throws.
    this.redis.on('error', () => undefined);
  }

  /** Whether commands can be sent now. */
  isConnected(): boolean {
    return this.redis.status === 'ready';
  }

  async count(bucket: string, key: string, windowSeconds: number): Promise<RateLimitHit> {
    await this.connected();
    const windowMs = Math.max(1, Math.round(windowSeconds * 1000));
    const [hits, leftMs] = await this.redis.eval(COUNT_SCRIPT, 1, this.keyOf(bucket, key), windowMs, this.now ? Math.round(this.now()) : '') as [number, number];
    return { hits: Number(hits), secondsLeft: Math.max(1, Math.ceil(Number(leftMs) / 1000)) };
  }

  async forget(bucket: string, key: string): Promise<void> {
    await this.connected();
    await this.redis.del(this.keyOf(bucket, key));
  }

  async takeBack(bucket: string, key: string): Promise<void> {
    await this.connected();
    await this.redis.eval(TAKE_BACK_SCRIPT, 1, this.keyOf(bucket, key));
  }

  async sweep(): Promise<void> {}

  /** Answers whether Redis answers a PING within the command timeout. */
  async ping(): Promise<boolean> {
    try {
      await this.connected();
      return (await this.redis.ping()) === 'PONG';
    } catch {
      return false;
    }
  }

  /** Closes the connection. */
  async close(): Promise<void> {
    await this.redis.quit().catch(() => this.redis.disconnect());
  }

  /**
   * Resolves when a command may be sent. The first connection attempt after start is waited for
   * (a server that starts with Redis must not count its first hits elsewhere); after it, a
   * missing connection fails at once, reconnection attempts included.
   */
  private async connected(): Promise<void> {
    if (this.redis.status === 'ready') return;
    if (this.firstAttemptOver || !['wait', 'connecting', 'connect'].includes(this.redis.status)) throw new RedisUnavailableError(this.redis.status);
    await new Promise<void>((resolve, reject) => {
      const timer = setTimeout(() => { cleanUp(); reject(new RedisUnavailableError(this.redis.status)); }, REDIS_CONNECT_TIMEOUT_MS);
      const onReady = () => { cleanUp(); resolve(); };
      const cleanUp = () => { clearTimeout(timer); this.redis.off('ready', onReady); };
      this.redis.on('ready', onReady);
    });
  }

  private keyOf(bucket: string, key: string): string {
    return `${this.prefix}${bucket}:${key}`;
  }
}
