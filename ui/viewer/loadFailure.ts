/** A map could not be loaded for a reason that may pass: the network or the server failed. */
export class RetryableLoadError extends Error {
  readonly retryable = true;
}

/** Whether a failed load is worth trying again (network or server trouble, not a refusal). */
export function isRetryable(reason: unknown): boolean {
  return typeof reason === 'object' && reason !== null && (reason as { retryable?: unknown }).retryable === true;
}

/** Throttling, timeouts and server errors may pass; other refusals will not. */
export function isRetryableStatus(status: number): boolean {
  return status >= 500 || status === 429 || status === 408;
}
