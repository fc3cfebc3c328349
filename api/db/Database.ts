/** Row-returning result of one SQL statement. */
export interface QueryResult<Row> {
  rows: Row[];
  /** Rows changed by INSERT/UPDATE/DELETE, when the driver reports it. */
  affectedRows: number;
}

/** A connection able to run parameterised SQL (the database or one open transaction). */
export interface Queryable {
  /** Runs one parameterised statement. Parameters are always bound, never interpolated. */
  query<Row = Record<string, unknown>>(sql: string, params?: unknown[]): Promise<QueryResult<Row>>;
  /** Runs a script of several statements without parameters (migrations only). */
  exec(sql: string): Promise<void>;
}

/** What bounds a visitor's read (see {@link Database.boundedRead}). */
export interface ReadBounds {
  /**
   * Aborts when the read must stop: its client has gone, or its time is up. Its reason is what
   * the read then throws.
   */
  signal: AbortSignal;
  /**
   * Longest one statement may run, in ms: PostgreSQL's `statement_timeout` for the read's own
   * transaction, so a server that misses the cancel still cuts it. PGlite runs a statement to
   * its end on the server's thread: there only the signal bounds the read, by never starting a
   * statement that was still queued when it aborted.
   */
  statementTimeoutMs: number;
}

/** Names of the supported drivers, reported by `/healthz`. */
type DriverName = 'pglite' | 'postgres';

/**
 * The one database abstraction of the server. Both drivers speak the same PostgreSQL SQL,
 * so migrations and repositories are written once.
 */
export interface Database extends Queryable {
  readonly driver: DriverName;
  /** Runs `work` inside one transaction: committed when it resolves, rolled back when it throws. */
  transaction<T>(work: (tx: Queryable) => Promise<T>): Promise<T>;
  /**
   * Runs a visitor's read (`work` gets the connection to read through): a statement still
   * queued when `bounds.signal` aborts never starts, a running PostgreSQL statement is
   * cancelled, and the read throws the signal's reason. Admin work never goes through here, so
   * imports and migrations are never cut.
   */
  boundedRead<T>(bounds: ReadBounds, work: (reader: Queryable) => Promise<T>): Promise<T>;
  /** Closes the database cleanly (flushes PGlite to disk, ends the pg pool). */
  close(): Promise<void>;
}
