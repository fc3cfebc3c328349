import { abortError } from './abortError';
import { RequestFailure } from './RequestFailure';

/** What dispatching an endpoint's `initiate` returns: something that can be unwrapped. */
interface Unwrappable<R> {
  unwrap(): Promise<R>;
}

function isAbort(reason: unknown): boolean {
  return typeof reason === 'object' && reason !== null && (reason as { name?: unknown }).name === 'AbortError';
}

/**
 * Awaits an endpoint dispatched from plain code. A failed call rejects with a `RequestFailure`
 * (no message text), a cancelled one with an `AbortError`.
 */
export async function runEndpoint<R>(call: Unwrappable<R>): Promise<R> {
  try {
    return await call.unwrap();
  } catch (reason) {
    if (isAbort(reason)) throw abortError();
    throw RequestFailure.from(reason);
  }
}

/**
 * Options for mutations started from plain code: not tracked in the store, since no component
 * reads their state and a long import would otherwise leave one entry per chunk behind.
 */
export const untracked = { track: false } as const;
