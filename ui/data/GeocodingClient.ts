import { GEOCODING_INTERVAL_MS } from '../../domain';
import { abortError } from './abortError';
import type { GeocodeAnswer, GeocodeParams, GeocodeRequester, GeocodeResult } from './geocoding';
import { ServiceError } from './ServiceError';
import type { TimerHandle, Timers } from './timers';
import { globalTimers } from './timers';

/** How an address is looked up. */
interface GeocodeOptions {
  language?: string;
  country?: string;
  /** Search by postal code: the address is sent as `zip {address}`. */
  zipMode?: boolean;
  /** The centre of the visitor's map view, which the geocoder prefers the country of. */
  near?: { lat: number; lng: number };
}

interface Waiting {
  params: GeocodeParams;
  handle: TimerHandle;
  resolve: (results: GeocodeResult[]) => void;
  reject: (reason: unknown) => void;
}

/**
 * Looks up addresses through the server, at most one call per 600 ms. A call made sooner waits
 * for its turn; if another call comes while it waits, the newer one takes its place and the
 * older rejects with an AbortError, which suits typing in an address field (only the latest text
 * matters). An `error_message` in the answer rejects with a `ServiceError` carrying that text,
 * for the UI to show in an alert.
 */
export class GeocodingClient {
  readonly #request: GeocodeRequester;
  readonly #timers: Timers;
  readonly #intervalMs: number;
  readonly #calls = new AbortController();
  #lastSentAt = Number.NEGATIVE_INFINITY;
  #waiting: Waiting | undefined;

  constructor(request: GeocodeRequester, { timers = globalTimers, intervalMs = GEOCODING_INTERVAL_MS }: { timers?: Timers; intervalMs?: number } = {}) {
    this.#request = request;
    this.#timers = timers;
    this.#intervalMs = intervalMs;
  }

  /** The places matching an address. */
  geocode(address: string, { language, country, zipMode = false, near }: GeocodeOptions = {}): Promise<GeocodeResult[]> {
    const params: GeocodeParams = { address: zipMode ? `zip ${address}` : address };
    if (language) params.language = language;
    if (country) params.country = country;
    if (near) params.near = `${near.lat},${near.lng}`;
    this.#supersedeWaiting();
    const wait = this.#lastSentAt + this.#intervalMs - this.#timers.now();
    if (wait <= 0) return this.#send(params);
    return new Promise<GeocodeResult[]>((resolve, reject) => {
      const handle = this.#timers.setTimeout(() => {
        this.#waiting = undefined;
        this.#send(params).then(resolve, reject);
      }, wait);
      this.#waiting = { params, handle, resolve, reject };
    });
  }

  /** Drops a waiting call and cancels calls under way; later calls are refused. */
  dispose(): void {
    this.#supersedeWaiting();
    this.#calls.abort();
  }

  async #send(params: GeocodeParams): Promise<GeocodeResult[]> {
    if (this.#calls.signal.aborted) throw abortError();
    this.#lastSentAt = this.#timers.now();
    let answer: GeocodeAnswer;
    try {
      answer = await this.#request(params, this.#calls.signal);
    } finally {
      // The server counts its 600 ms from when a call arrived, which only the answer proves has
      // happened: counting from the send, a call that reached a busy server late made the next
      // one look too early to it (429).
      this.#lastSentAt = this.#timers.now();
    }
    if (answer.error_message) throw new ServiceError(answer.error_message);
    return answer.results;
  }

  #supersedeWaiting(): void {
    const waiting = this.#waiting;
    if (!waiting) return;
    this.#timers.clearTimeout(waiting.handle);
    this.#waiting = undefined;
    waiting.reject(abortError('A newer address replaced this one.'));
  }
}
