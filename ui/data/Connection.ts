/** The REST base of the map calls on this site. */
export const DEFAULT_BASE_URL = '/wp-json/mapsvg/v1/';

/** The `fetch` signature the data layer calls; tests pass a fake that records requests. */
export type FetchFn = (input: RequestInfo, init?: RequestInit) => Promise<Response>;

/** Options of a connection; every one has a default. */
export interface ConnectionOptions {
  /** REST base ending in `mapsvg/v1/`; default `/wp-json/mapsvg/v1/`. */
  baseUrl?: string;
  /** Security nonce sent as `X-WP-Nonce`; default the page's `<meta name="mapsvg-nonce">`. */
  nonce?: string;
  /** Default the global `fetch`. */
  fetchFn?: FetchFn;
}

function readPageNonce(): string {
  if (typeof document === 'undefined') return '';
  return document.querySelector<HTMLMetaElement>('meta[name="mapsvg-nonce"]')?.content ?? '';
}

/**
 * Where and how one data store talks to the server: base address, nonce and fetch function.
 * The nonce may change at run time (after a log-in), so it is read on every call.
 */
export class Connection {
  readonly baseUrl: string;
  readonly fetchFn: FetchFn;
  /** Sent as `X-WP-Nonce` on every call while not empty. */
  nonce: string;

  constructor({ baseUrl = DEFAULT_BASE_URL, nonce, fetchFn }: ConnectionOptions = {}) {
    this.baseUrl = baseUrl.endsWith('/') ? baseUrl : `${baseUrl}/`;
    this.nonce = nonce ?? readPageNonce();
    // Looked up per call so a fetch installed later (or replaced by a test) is the one used.
    this.fetchFn = fetchFn ?? ((input, init) => globalThis.fetch(input, init));
  }

  /** The headers every map call carries. */
  applyHeaders(headers: Headers): Headers {
    headers.set('Accept', 'application/json');
    if (this.nonce) headers.set('X-WP-Nonce', this.nonce);
    return headers;
  }
}
