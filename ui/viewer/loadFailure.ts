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

/**
 * The server has no published map with the id a page asked for (a wrong id in an embed code, a
 * map deleted or back to draft): the page shows the visitor this message, not a blank box.
 */
export class MapNotFoundError extends Error {
  readonly visitorMessage: string;

  constructor(id: number | undefined) {
    super(`The map ${id} could not be loaded (HTTP 404): there is no published map with this ID.`);
    this.visitorMessage = `Map ${id} was not found. Check the map ID in the embed code; only published maps are shown.`;
  }
}

/** What a visitor reads about a failed load when the reason has its own sentence for them. */
export function visitorMessageOf(reason: unknown): string | undefined {
  return reason instanceof MapNotFoundError ? reason.visitorMessage : undefined;
}
