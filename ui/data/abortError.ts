/**
 * The error a cancelled or superseded call rejects with. It is a DOMException named
 * `AbortError`, like a cancelled `fetch`, so callers need one check for both.
 */
export function abortError(reason = 'The operation was aborted.'): DOMException {
  return new DOMException(reason, 'AbortError');
}

/** True for the rejection of a cancelled or superseded call; callers usually ignore those. */
export function isAbortError(error: unknown): boolean {
  return error instanceof Error || error instanceof DOMException ? error.name === 'AbortError' : false;
}
