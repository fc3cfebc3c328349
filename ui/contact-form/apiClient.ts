/** Where the widget's REST calls go: CF7's `wpcf7.api`. */
export interface ApiConfig {
  /** REST root, e.g. `https://example.com/wp-json/` (or `…/?rest_route=/`). */
  readonly root: string;
  /** Namespace, `contact-form-7/v1`. */
  readonly namespace: string;
}

/** An error of a widget call, with the code Contact Form 7's client logs. */
export class ApiFetchError extends Error {
  constructor(
    readonly code: string,
    message: string,
    /** HTTP status of a non-2xx answer; undefined when no answer arrived. */
    readonly status?: number,
  ) {
    super(message);
    this.name = 'ApiFetchError';
  }
}

/** Network failure: the browser could not reach the server. */
const fetchErrorMessage = 'You are probably offline.';
/** A 2xx answer whose body is not JSON. */
const invalidJsonMessage = 'The response is not a valid JSON response.';

/** One widget call. */
interface ApiRequest {
  /** Path under the namespace, e.g. `contact-forms/1/feedback`. */
  readonly endpoint: string;
  readonly method?: 'GET' | 'POST';
  readonly body?: FormData;
}

/** The fetch the client uses (the browser's, or a fake in tests). */
export type FetchLike = (url: string, init: RequestInit) => Promise<Pick<Response, 'status' | 'json'>>;

/** The URL of an endpoint: root + namespace + endpoint, one slash between each. */
export function endpointUrl(config: ApiConfig, endpoint: string): string {
  const namespace = config.namespace.replace(/^\/+|\/+$/g, '');
  const path = `${namespace}/${endpoint.replace(/^\/+/, '')}`;
  // Also right for a query-string root (`/?rest_route=/`): the path lands in the query.
  return `${config.root.replace(/\/+$/, '')}/${path}`;
}

/**
 * Makes CF7's `apiFetch`: asks for JSON; never sends an `X-WP-Nonce` header (the widget serves
 * visitors, and a nonce would turn a cached page's stale nonce into 403s); rejects with
 * `fetch_error` when the network fails, with the response's own code (or `http_error`) for
 * non-2xx answers, and with `invalid_json` when a 2xx body is not JSON; a 204 yields `null`.
 */
export function createApiFetch(config: ApiConfig, fetchImpl: FetchLike) {
  return async function apiFetch<T>({ endpoint, method = 'GET', body }: ApiRequest): Promise<T | null> {
    let response: Pick<Response, 'status' | 'json'>;
    try {
      response = await fetchImpl(endpointUrl(config, endpoint), {
        method,
        body,
        headers: { Accept: 'application/json, */*;q=0.1' },
        credentials: 'same-origin',
      });
    } catch {
      throw new ApiFetchError('fetch_error', fetchErrorMessage);
    }
    if (response.status < 200 || response.status >= 300) {
      const payload = await response.json().catch(() => null) as { code?: unknown; message?: unknown } | null;
      const code = typeof payload?.code === 'string' ? payload.code : 'http_error';
      const message = typeof payload?.message === 'string' ? payload.message : `The server answered ${response.status}.`;
      throw new ApiFetchError(code, message, response.status);
    }
    if (response.status === 204) return null;
    try {
      return (await response.json()) as T;
    } catch {
      throw new ApiFetchError('invalid_json', invalidJsonMessage, response.status);
    }
  };
}

/** A configured `apiFetch`. */
export type ApiFetch = ReturnType<typeof createApiFetch>;
