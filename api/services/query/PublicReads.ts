import type { Database, Queryable } from '../../db/Database';
import { ApiError } from '../../errors';
import { ClientGone, type ReadGate } from './ReadGate';

/** Seconds a visitor whose read ran out of time is asked to wait. */
const TIMED_OUT_RETRY_SECONDS = 5;

/** Thrown when a visitor's read ran out of time: 503 with `Retry-After`, never a 500. */
export class ReadTimedOut extends ApiError {
  constructor() {
    super(503, 'rest_read_timeout', `This read took too long and was stopped. Please narrow it down or try again in ${TIMED_OUT_RETRY_SECONDS} seconds.`, {}, TIMED_OUT_RETRY_SECONDS);
    this.name = 'ReadTimedOut';
  }
}

/**
 * Visitors' heavy reads (record lists, marker feeds, id lists): each waits for its turn at the
 * gate, then gets `timeoutMs` of database time. A statement still queued when the time is up or
 * the client has gone never starts, and a running PostgreSQL statement is cancelled, so neither
 * a slow search nor sixty abandoned ones keep the database from everyone else.
 */
export class PublicReads {
  constructor(private readonly db: Database, private readonly gate: ReadGate, private readonly timeoutMs: number) {}

  /** Runs an admin's read at once, on the database itself: an admin's work is never cut. */
  runForAdmin<T>(work: (reader: Queryable) => Promise<T>): Promise<T> {
    return work(this.db);
  }

  /** Runs a visitor's read once the gate lets it; `clientGone` aborts when its client leaves. */
  run<T>(clientGone: AbortSignal, work: (reader: Queryable) => Promise<T>): Promise<T> {
    return this.gate.run(clientGone, () => this.bounded(clientGone, work));
  }

  private async bounded<T>(clientGone: AbortSignal, work: (reader: Queryable) => Promise<T>): Promise<T> {
    const stop = new AbortController();
    const leave = () => stop.abort(new ClientGone());
    const timer = setTimeout(() => stop.abort(new ReadTimedOut()), this.timeoutMs);
    if (clientGone.aborted) leave();
    else clientGone.addEventListener('abort', leave, { once: true });
    try {
      return await this.db.boundedRead({ signal: stop.signal, statementTimeoutMs: this.timeoutMs }, work);
    } catch (error) {
      // Once the read is stopped, whatever the driver says of it (a cancelled statement, a
      // released connection, an aborted transaction) is that stop: a 503 for its time, or a
      // client gone that a shared feed build's other waiters answer by building it again.
      if (stop.signal.aborted) throw stop.signal.reason;
      throw error;
    } finally {
      clearTimeout(timer);
      clientGone.removeEventListener('abort', leave);
    }
  }
}
