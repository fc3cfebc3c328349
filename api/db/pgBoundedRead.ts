import type pg from 'pg';
import type { Queryable, QueryResult, ReadBounds } from './Database';
import { isConnectionLost, isReadOnlyStatement } from './connectionLoss';

/**
 * One visitor's read on PostgreSQL: its statements run on one pooled connection inside a
 * transaction whose `statement_timeout` is set with `SET LOCAL` (so it ends with the
 * transaction and never reaches the admin's work on that connection later). When the read's
 * signal aborts (client gone, time up), the running statement is cancelled with
 * `pg_cancel_backend`, and the connection is closed rather than pooled again, so a late cancel
 * can never hit someone else's statement.
 */
class BoundedPgRead {
  private client: pg.PoolClient | undefined;
  private backendPid = 0;
  private cancelling: Promise<unknown> | undefined;
  private failed = false;
  private readonly onAbort = () => this.cancel();

  constructor(private readonly pool: pg.Pool, private readonly bounds: ReadBounds, private readonly tries: number) {
    bounds.signal.addEventListener('abort', this.onAbort, { once: true });
  }

  /** Runs one statement; a read-only one cut off by a lost connection runs again on a fresh one. */
  async query<Row>(sql: string, params: unknown[] = []): Promise<QueryResult<Row>> {
    for (let attempt = 1; ; attempt += 1) {
      this.throwIfAborted();
      try {
        const client = await this.connection();
        this.throwIfAborted();
        const result = await client.query(sql, params);
        return { rows: result.rows as Row[], affectedRows: result.rowCount ?? 0 };
      } catch (error) {
        this.throwIfAborted();
        const lost = isConnectionLost(error);
        this.discard(error);
        if (attempt >= this.tries || !lost || !isReadOnlyStatement(sql)) throw error;
      }
    }
  }

  /** Commits and pools the connection again, or closes it after a cancel or a failure. */
  async end(): Promise<void> {
    this.bounds.signal.removeEventListener('abort', this.onAbort);
    const client = this.client;
    this.client = undefined;
    if (!client) return;
    if (this.cancelling) await this.cancelling;
    if (this.failed || this.cancelling) {
      client.release(true);
      return;
    }
    try {
      await client.query('COMMIT');
      client.release();
    } catch (error) {
      client.release(error instanceof Error ? error : true);
    }
  }

  private throwIfAborted(): void {
    if (this.bounds.signal.aborted) {
      this.failed = true;
      throw this.bounds.signal.reason;
    }
  }

  private async connection(): Promise<pg.PoolClient> {
    if (this.client) return this.client;
    const client = await this.pool.connect();
    if (this.bounds.signal.aborted) {
      // Nothing ran on it yet: the connection goes back to the pool as it came.
      client.release();
      this.throwIfAborted();
    }
    this.client = client;
    // The timeout is a whole number of milliseconds from the configuration, never visitor text.
    const timeoutMs = Math.max(1, Math.floor(this.bounds.statementTimeoutMs));
    const results = await client.query(`BEGIN; SET LOCAL statement_timeout = ${timeoutMs}; SELECT pg_backend_pid() AS pid`) as unknown as Array<{ rows: Array<{ pid: number }> }>;
    this.backendPid = results[2]?.rows[0]?.pid ?? 0;
    return client;
  }

  /** A failed statement leaves the transaction unusable: its connection is closed at the end. */
  private discard(error: unknown): void {
    this.failed = true;
    if (!isConnectionLost(error) || !this.client) return;
    // A lost connection is destroyed now, so the next try draws a fresh one.
    this.client.release(error instanceof Error ? error : true);
    this.client = undefined;
  }

  private cancel(): void {
    if (!this.client || !this.backendPid || this.cancelling) return;
    this.cancelling = this.pool.query('SELECT pg_cancel_backend($1)', [this.backendPid]).catch(() => undefined);
  }
}

/**
 * Runs `work` as a visitor's read on the pool (see {@link BoundedPgRead}); `tries` is how many
 * times a read-only statement cut off by a lost connection may run.
 */
export async function boundedPgRead<T>(pool: pg.Pool, bounds: ReadBounds, tries: number, work: (reader: Queryable) => Promise<T>): Promise<T> {
  if (bounds.signal.aborted) throw bounds.signal.reason;
  const read = new BoundedPgRead(pool, bounds, tries);
  try {
    return await work({
      query: (sql, params) => read.query(sql, params),
      exec: async (sql) => { await read.query(sql); },
    });
  } finally {
    await read.end();
  }
}
