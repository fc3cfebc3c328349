import { setImmediate as nextLoopTurn } from 'node:timers/promises';

/**
 * Runs database work one piece at a time, first come first served, and lets the event loop
 * run between pieces.
 *
 * PGlite executes SQL synchronously on the main thread behind its own lock. When many requests
 * wait for it, each finished statement hands the lock straight to the next one inside the same
 * microtask chain, so the event loop stays blocked until the whole backlog has drained: no
 * request is read and no timer fires meanwhile (hundreds of milliseconds under load, seconds
 * on a busy machine). Taking a turn here first yields to the event loop once per statement.
 */
export class TurnQueue {
  private tail: Promise<unknown> = Promise.resolve();

  /**
   * Runs `work` after every earlier piece has settled and the event loop has had a turn.
   * With a `signal` (a visitor's read: its client left, or its time is up), a piece still
   * waiting when it aborts is answered at once with the signal's reason and never starts: a
   * running PGlite statement cannot be stopped, so a queued one must not start late.
   */
  run<T>(work: () => Promise<T>, signal?: AbortSignal): Promise<T> {
    const turn = this.tail.then(async () => {
      await nextLoopTurn();
      if (signal?.aborted) throw signal.reason;
      return work();
    });
    this.tail = turn.catch(() => undefined);
    return signal ? settleEarlyOnAbort(turn, signal) : turn;
  }
}

/** `turn`, or the signal's reason as soon as it aborts (the turn is then skipped when it comes). */
function settleEarlyOnAbort<T>(turn: Promise<T>, signal: AbortSignal): Promise<T> {
  if (signal.aborted) return Promise.reject(signal.reason);
  return new Promise<T>((resolve, reject) => {
    const onAbort = () => reject(signal.reason);
    signal.addEventListener('abort', onAbort, { once: true });
    turn.then(resolve, reject).finally(() => signal.removeEventListener('abort', onAbort));
  });
}
