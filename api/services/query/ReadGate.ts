import { ApiError } from '../../errors';

/** Seconds a visitor turned away by a full queue is asked to wait. */
const BUSY_RETRY_SECONDS = 5;

interface Waiter {
  start: () => void;
  onAbort: () => void;
  timer: NodeJS.Timeout;
}

function busy(): ApiError {
  return new ApiError(503, 'rest_busy', `The server is busy answering other searches. Please try again in ${BUSY_RETRY_SECONDS} seconds.`, {}, BUSY_RETRY_SECONDS);
}

/** Thrown to a waiter whose client has gone: its work never runs (nobody reads the answer). */
export class ClientGone extends ApiError {
  constructor() {
    super(503, 'rest_client_gone', 'The client closed the connection before its read ran.');
    this.name = 'ClientGone';
  }
}

/**
 * Lets a few heavy public reads (record lists, marker feeds, id lists) run at once and queues
 * the rest, first come first served. The database serves every request through one queue
 * (PGlite) or a small pool (PostgreSQL): without this, fifty visitors' table scans sit ahead of
 * everyone else's statements, `/healthz` included. With it, others wait for at most `slots`
 * heavy statements. A queued read whose client has gone is dropped before it runs; past
 * `maxWaiting` queued reads, or after waiting `maxWaitMs`, a visitor is answered 503 with
 * `Retry-After` (before the connection's idle timeout would cut a silent wait).
 */
export class ReadGate {
  private running = 0;
  private readonly waiting: Waiter[] = [];

  constructor(private readonly slots: number, private readonly maxWaiting: number, private readonly maxWaitMs: number) {}

  /** Runs `work` once a slot is free; rejects with {@link ClientGone} when `signal` aborts first. */
  async run<T>(signal: AbortSignal, work: () => Promise<T>): Promise<T> {
    if (signal.aborted) throw new ClientGone();
    if (this.running >= this.slots) await this.wait(signal);
    this.running += 1;
    try {
      return await work();
    } finally {
      this.running -= 1;
      this.next();
    }
  }

  /** Reads queued now. */
  get queued(): number {
    return this.waiting.length;
  }

  private wait(signal: AbortSignal): Promise<void> {
    if (this.waiting.length >= this.maxWaiting) throw busy();
    return new Promise<void>((resolve, reject) => {
      const leave = (error: Error) => {
        const index = this.waiting.indexOf(waiter);
        if (index >= 0) this.waiting.splice(index, 1);
        signal.removeEventListener('abort', waiter.onAbort);
        reject(error);
      };
      const waiter: Waiter = {
        start: () => {
          clearTimeout(waiter.timer);
          signal.removeEventListener('abort', waiter.onAbort);
          resolve();
        },
        onAbort: () => {
          clearTimeout(waiter.timer);
          leave(new ClientGone());
        },
        timer: setTimeout(() => leave(busy()), this.maxWaitMs),
      };
      signal.addEventListener('abort', waiter.onAbort, { once: true });
      this.waiting.push(waiter);
    });
  }

  private next(): void {
    if (this.running >= this.slots) return;
    this.waiting.shift()?.start();
  }
}
