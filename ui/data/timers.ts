/** An opaque handle returned by `Timers.setTimeout`. */
export type TimerHandle = unknown;

/**
 * The clock the data layer waits on. Injected so tests drive time explicitly; the default reads
 * the global functions at call time, which also lets `vi.useFakeTimers()` take over.
 */
export interface Timers {
  setTimeout(callback: () => void, ms: number): TimerHandle;
  clearTimeout(handle: TimerHandle): void;
  /** Milliseconds on a monotonic-enough clock; only differences are used. */
  now(): number;
}

/** The browser's (or Node's) own timers, looked up on every call. */
export const globalTimers: Timers = {
  setTimeout: (callback, ms) => globalThis.setTimeout(callback, ms),
  clearTimeout: (handle) => globalThis.clearTimeout(handle as ReturnType<typeof globalThis.setTimeout>),
  now: () => Date.now(),
};
