import pg from 'pg';
import type { Database, Queryable, QueryResult } from './Database';
import { isConnectionLost, isReadOnlyStatement } from './connectionLoss';
import { boundedPgRead } from './pgBoundedRead';

interface PgClientLike {
  query(sql: string, params?: unknown[]): Promise<{ rows: unknown[]; rowCount: number | null }>;
}

function wrap(client: PgClientLike): Queryable {
  return {
    async query<Row>(sql: string, params: unknown[] = []): Promise<QueryResult<Row>> {
      const result = await client.query(sql, params);
      return { rows: result.rows as Row[], affectedRows: result.rowCount ?? 0 };
    },
    async exec(sql: string): Promise<void> {
      await client.query(sql);
    },
  };
}

/** One try per pooled connection plus one (see {@link wrapPool}). */
function readTries(pool: pg.Pool): number {
  return (pool.options.max ?? 10) + 1;
}

/**
 * Statements on the pool: a read whose connection was lost under it (PostgreSQL restarted,
 * `pg_terminate_backend`, failover) runs once more on a fresh connection, so visitors see no
 * error. Writes are never repeated: a lost write is reported, as it may or may not have applied.
 */
function wrapPool(pool: pg.Pool): Queryable {
  const base = wrap(pool);
  // Every idle connection may have been lost at once (a restart): each failed try destroys the
  // dead connection it drew, so one try per pooled connection plus one reaches a fresh one.
  const tries = readTries(pool);
  return {
    ...base,
    async query<Row>(sql: string, params: unknown[] = []): Promise<QueryResult<Row>> {
      for (let attempt = 1; ; attempt += 1) {
        try {
          return await base.query<Row>(sql, params);
        } catch (error) {
          if (attempt >= tries || !isConnectionLost(error) || !isReadOnlyStatement(sql)) throw error;
        }
      }
    },
  };
}

async function runTransaction<T>(pool: pg.Pool, work: (tx: Queryable) => Promise<T>): Promise<{ result: T } | { lostBeforeStart: unknown }> {
  const client = await pool.connect();
  let started = false;
  try {
    await client.query('BEGIN');
    started = true;
    const result = await work(wrap(client));
    await client.query('COMMIT');
    client.release();
    return { result };
  } catch (error) {
    const lost = isConnectionLost(error);
    if (!lost) await client.query('ROLLBACK').catch(() => undefined);
    // A connection that was lost is destroyed rather than handed to the next request.
    client.release(lost ? (error as Error) : undefined);
    if (lost && !started) return { lostBeforeStart: error };
    throw error;
  }
}

/**
 * Connects to a PostgreSQL server through a connection pool.
 * A lost connection is replaced by the pool on the next query, so a restarted server is
 * picked up without restarting the product. A transaction whose connection turns out to be
 * dead at `BEGIN` (nothing ran yet) is started again on a fresh one.
 */
export async function openPostgres(connectionString: string): Promise<Database> {
  const pool = new pg.Pool({ connectionString, max: 10 });
  // An idle client losing its connection must not crash the process; the pool discards it.
  pool.on('error', (error) => console.error('PostgreSQL connection error:', error.message));
  // The pool listens for the errors of idle connections only: a connection lost while checked
  // out (a restart between two statements of a transaction, or while the pool ends it) would
  // emit an error nobody listens to, which stops the process. Its next query fails instead,
  // and the code holding it destroys it.
  pool.on('connect', (client) => client.on('error', () => undefined));
  await pool.query('SELECT 1');
  return {
    driver: 'postgres',
    ...wrapPool(pool),
    async transaction(work) {
      const first = await runTransaction(pool, work);
      if ('result' in first) return first.result;
      const second = await runTransaction(pool, work);
      if ('result' in second) return second.result;
      throw second.lostBeforeStart;
    },
    boundedRead: (bounds, work) => boundedPgRead(pool, bounds, readTries(pool), work),
    close: () => pool.end(),
  };
}
