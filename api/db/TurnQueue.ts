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

  /** Runs `work` after every earlier piece has settled and the event loop has had a turn. */
  run<T>(work: () => Promise<T>): Promise<T> {
    const result = this.tail.then(async () => {
      await nextLoopTurn();
      return work();
    });
    this.tail = result.catch(() => undefined);
    return result;
  }
}
