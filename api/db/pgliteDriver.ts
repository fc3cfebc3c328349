import { PGlite } from '@electric-sql/pglite';
import { pg_trgm } from '@electric-sql/pglite/contrib/pg_trgm';
import type { Database, Queryable, QueryResult } from './Database';
import { TurnQueue } from './TurnQueue';

interface PGliteLike {
  query<Row>(sql: string, params?: unknown[]): Promise<{ rows: Row[]; affectedRows?: number }>;
  exec(sql: string): Promise<unknown>;
}

function wrap(connection: PGliteLike): Queryable {
  return {
    async query<Row>(sql: string, params: unknown[] = []): Promise<QueryResult<Row>> {
      const result = await connection.query<Row>(sql, params);
      return { rows: result.rows, affectedRows: result.affectedRows ?? 0 };
    },
    async exec(sql: string): Promise<void> {
      await connection.exec(sql);
    },
  };
}

/** Options of {@link openPglite}. */
interface OpenPgliteOptions {
  /**
   * A dump of a data folder (PGlite's `dumpDataDir`) the new database starts from, instead of
   * running `initdb`: a fresh in-memory database opens in about a fifth of the time (the test
   * suites open one per suite from a dump of an empty one).
   */
  loadDataDir?: Blob;
}

/**
 * Starts PGlite as the server uses it, on whichever thread calls (this one, or the database
 * thread): with `pg_trgm` and without zero-filled WAL segments.
 * @param dataDir folder for a file-backed database; omit for an in-memory one (tests).
 */
export async function startPglite(dataDir?: string, options: OpenPgliteOptions = {}): Promise<PGlite> {
  // pg_trgm, as PostgreSQL's contrib has it: the offline geocoder's typo-tolerant search uses it.
  const settings = { extensions: { pg_trgm }, loadDataDir: options.loadDataDir };
  const pg = dataDir ? new PGlite(dataDir, settings) : new PGlite(settings);
  await pg.waitReady;
  // PGlite writes where it runs: zero-filling each new 16 MB WAL segment held every other
  // answer for 100-250 ms, every time an import or the place index build filled one. The log
  // writes the whole segment as it fills it anyway.
  await pg.exec('SET wal_init_zero = off');
  return pg;
}

/**
 * Opens the embedded PGlite database on this thread.
 * @param dataDir folder for a file-backed database; omit for an in-memory one (tests).
 */
export async function openPglite(dataDir?: string, options: OpenPgliteOptions = {}): Promise<Database> {
  const pg = await startPglite(dataDir, options);
  return turnTakingDatabase(wrap(pg), (work) => pg.transaction((tx) => work(wrap(tx))), () => pg.close());
}

/**
 * The {@link Database} of one PGlite connection (`base`, on this thread or another): one turn per
 * statement or transaction, with the event loop run in between (see TurnQueue).
 * @param transact runs `work` inside one transaction on the connection.
 */
export function turnTakingDatabase(base: Queryable, transact: <T>(work: (tx: Queryable) => Promise<T>) => Promise<T>, close: () => Promise<void>): Database {
  const turns = new TurnQueue();
  return {
    driver: 'pglite',
    query: (sql, params) => turns.run(() => base.query(sql, params)),
    exec: (sql) => turns.run(() => base.exec(sql)),
    // A transaction is one turn: its statements run inside it, nothing else in between.
    transaction: (work) => turns.run(() => transact(work)),
    // A statement cannot be stopped once PGlite runs it; one still queued when the read's
    // client left or its time ran out never starts.
    boundedRead: ({ signal }, work) => work({
      query: (sql, params) => turns.run(() => base.query(sql, params), signal),
      exec: (sql) => turns.run(() => base.exec(sql), signal),
    }),
    close: () => turns.run(close),
  };
}
