/** What a failed call tells its caller: the HTTP status (or a transport kind) and the error code. */
export interface ApiFailure {
  /** HTTP status, or `FETCH_ERROR` (offline), `PARSING_ERROR` (not JSON), `TIMEOUT_ERROR`. */
  status: number | 'FETCH_ERROR' | 'PARSING_ERROR' | 'TIMEOUT_ERROR' | 'CUSTOM_ERROR';
  /** The WordPress error code of the body (`rest_forbidden`…), when the server sent one. */
  code?: string;
  /** Milliseconds the server asked to wait before trying again (`Retry-After` of a 429 or 503). */
  retryAfterMs?: number;
}

/**
 * The rejection of a failed data call. Its message is empty on purpose (spec: "caller
 * rejected with no message text"): the server's text goes to the console, never into the page.
 * Callers branch on `status` and `code`.
 */
export class RequestFailure extends Error implements ApiFailure {
  readonly status: ApiFailure['status'];
  readonly code: string | undefined;
  readonly retryAfterMs: number | undefined;

  constructor({ status, code, retryAfterMs }: ApiFailure) {
    super('');
    this.name = 'RequestFailure';
    this.status = status;
    this.code = code;
    this.retryAfterMs = retryAfterMs;
  }

  /** Wraps whatever a failed endpoint rejected with. */
  static from(reason: unknown): RequestFailure | unknown {
    if (reason instanceof RequestFailure) return reason;
    if (typeof reason === 'object' && reason !== null && 'status' in reason) {
      return new RequestFailure(reason as ApiFailure);
    }
    return reason;
  }
}
