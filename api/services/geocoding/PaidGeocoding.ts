import { setTimeout as sleep } from 'node:timers/promises';
import type { Queryable } from '../../db/Database';
import type { HitCounter } from '../../auth/HitCounter';
import { ApiError } from '../../errors';
import { pruneCachedAnswers, readCachedAnswer, writeCachedAnswer } from '../../repositories/geocodingCacheRepository';
import { paidCallsOn, readDailyCap, reservePaidCall } from '../../repositories/geocodingUsageRepository';
import type { GeocodingProvider, GeocodingRequest, GeocodingResponse } from './GeocodingProvider';
import { RateLimiter } from './RateLimiter';
import { geocodeKey, reverseKey, utcDay, secondsToNextUtcDay } from './paidGeocodingKeys';

/** Paid calls a day when the admin never set a cap: about Google's monthly free credit spread over a month. */
export const DEFAULT_DAILY_PAID_CALL_CAP = 1000;
/** How long a paid answer is reused: Google allows coordinates to be cached for 30 days. */
const GEOCODING_CACHE_TTL_SECONDS = 30 * 24 * 60 * 60;
/** Most answers kept; the oldest go first. */
const GEOCODING_CACHE_MAX_ENTRIES = 20_000;
/** Roughly one stored answer in this many also prunes the cache. */
const PRUNE_EVERY = 50;

/** Who asks, and what to do when the per-client limit says "not yet". */
interface GeocodingCaller {
  /** The client's group (see `clientGroup`): the key of the per-client limit. */
  client: string;
  /** The caller already counted this request against the per-client limit (the `/geocoding` route counts every request). */
  counted?: boolean;
  /**
   * Milliseconds this caller may wait in total for its turn under the limit (an admin's import
   * paces its rows); 0 or absent refuses at once with a 429.
   */
  waitBudgetMs?: number;
}

/** Options of {@link PaidGeocoding}. */
interface PaidGeocodingOptions {
  /** At most one paid call per client per this interval: the limit the `/geocoding` route has. */
  intervalMs: number;
  cacheTtlSeconds?: number;
  cacheMaxEntries?: number;
  /** The current time (tests set the day). */
  now?: () => Date;
}

/** The answer of a call refused because the admin's daily cap of paid calls is reached. */
export class DailyCapReached extends ApiError {
  constructor(readonly cap: number, retryAfterSeconds: number) {
    super(503, 'rest_geocoding_daily_limit',
      `Addresses cannot be looked up until tomorrow (UTC): the site's daily limit of ${cap} paid geocoding calls is reached.`,
      {}, retryAfterSeconds);
  }
}

/** The answer of a call refused by the per-client limit. */
export function tooManyGeocodingRequests(retryAfterSeconds: number): ApiError {
  return new ApiError(429, 'rest_too_many_requests', 'Too many geocoding requests: please wait a moment and try again.', {}, retryAfterSeconds);
}

/**
 * Every way to the geocoder goes through here. A free provider (the offline place index) is
 * called as is. A paid one (`provider.paid`) is guarded, in this order: the shared answer cache
 * (one address costs one paid call, in every server process), the per-client limit (the one
 * the `/geocoding` route has, counted in the shared hit counter), and the admin's daily cap
 * (reserved atomically in the database before the call).
 */
export class PaidGeocoding {
  private readonly limiter: RateLimiter;
  private readonly inFlight = new Map<string, Promise<GeocodingResponse>>();
  private readonly ttlSeconds: number;
  private readonly maxEntries: number;
  private readonly now: () => Date;

  constructor(
    private readonly db: Queryable,
    readonly provider: GeocodingProvider,
    counter: Queryable | HitCounter,
    private readonly options: PaidGeocodingOptions,
  ) {
    this.limiter = new RateLimiter(counter, options.intervalMs);
    this.ttlSeconds = options.cacheTtlSeconds ?? GEOCODING_CACHE_TTL_SECONDS;
    this.maxEntries = options.cacheMaxEntries ?? GEOCODING_CACHE_MAX_ENTRIES;
    this.now = options.now ?? (() => new Date());
  }

  /** Whether calls cost money (and are cached, limited and capped). */
  get paid(): boolean {
    return this.provider.paid === true;
  }

  /** The provider as one caller sees it: every call goes through the guards for that caller. */
  forCaller(caller: GeocodingCaller): GeocodingProvider {
    const budget = { leftMs: caller.waitBudgetMs ?? 0 };
    return {
      name: this.provider.name,
      paid: this.provider.paid,
      geocode: (request) => this.geocode(request, caller, budget),
      reverse: (point, language) => this.reverse(point, language, caller, budget),
    };
  }

  /** The cap in force: the admin's, else the default; null when the admin removed it. */
  async dailyCap(): Promise<number | null> {
    const stored = await readDailyCap(this.db);
    return stored === undefined ? DEFAULT_DAILY_PAID_CALL_CAP : stored;
  }

  /** Paid calls made today (UTC). */
  async callsToday(): Promise<{ day: string; calls: number }> {
    const day = utcDay(this.now());
    return { day, calls: await paidCallsOn(this.db, day) };
  }

  private geocode(request: GeocodingRequest, caller: GeocodingCaller, budget: { leftMs: number }): Promise<GeocodingResponse> {
    if (!this.paid) return this.provider.geocode(request);
    return this.guarded(geocodeKey(this.provider.name, request), caller, budget, () => this.provider.geocode(request));
  }

  private reverse(point: { lat: number; lng: number }, language: string | undefined, caller: GeocodingCaller, budget: { leftMs: number }): Promise<GeocodingResponse> {
    if (!this.paid) return this.provider.reverse(point, language);
    return this.guarded(reverseKey(this.provider.name, point, language), caller, budget, () => this.provider.reverse(point, language));
  }

  private async guarded(key: string, caller: GeocodingCaller, budget: { leftMs: number }, call: () => Promise<GeocodingResponse>): Promise<GeocodingResponse> {
    const cached = await readCachedAnswer(this.db, key, this.ttlSeconds);
    if (isAnswer(cached)) return cached;
    // Parallel requests for one address in this process share its one call.
    const pending = this.inFlight.get(key);
    if (pending) return pending;
    await this.refuseAtCap();
    if (!caller.counted) await this.waitForTurn(caller.client, budget);
    const started = this.callOnce(key, call);
    this.inFlight.set(key, started);
    try {
      return await started;
    } finally {
      this.inFlight.delete(key);
    }
  }

  private async callOnce(key: string, call: () => Promise<GeocodingResponse>): Promise<GeocodingResponse> {
    const cap = await this.dailyCap();
    if (!(await reservePaidCall(this.db, utcDay(this.now()), cap))) throw new DailyCapReached(cap ?? 0, secondsToNextUtcDay(this.now()));
    const answer = await call();
    // Errors (an unreachable service, a refused key) are not answers about the address.
    if (answer.status === 'OK' || answer.status === 'ZERO_RESULTS') {
      await writeCachedAnswer(this.db, key, answer);
      if (Math.random() * PRUNE_EVERY < 1) await pruneCachedAnswers(this.db, this.ttlSeconds, this.maxEntries);
    }
    return answer;
  }

  /** Refuses before taking the client's turn when the cap is already used up (the reservation decides for real). */
  private async refuseAtCap(): Promise<void> {
    const cap = await this.dailyCap();
    if (cap === null) return;
    const { calls } = await this.callsToday();
    if (calls >= cap) throw new DailyCapReached(cap, secondsToNextUtcDay(this.now()));
  }

  /**
   * Counts one request of `client` against the per-client limit: 0 when it may go ahead, else
   * the milliseconds it must still wait. The `/geocoding` route counts every request so.
   */
  takeTurn(client: string): Promise<number> {
    return this.limiter.take(client);
  }

  private async waitForTurn(client: string, budget: { leftMs: number }): Promise<void> {
    for (;;) {
      const waitMs = await this.limiter.take(client);
      if (waitMs === 0) return;
      if (waitMs > budget.leftMs) throw tooManyGeocodingRequests(Math.max(1, Math.ceil(waitMs / 1000)));
      budget.leftMs -= waitMs;
      await sleep(waitMs);
    }
  }
}

function isAnswer(value: unknown): value is GeocodingResponse {
  return typeof value === 'object' && value !== null && typeof (value as GeocodingResponse).status === 'string'
    && Array.isArray((value as GeocodingResponse).results);
}
