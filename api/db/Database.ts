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

/** Names of the supported drivers, reported by `/healthz`. */
export type DriverName = 'pglite' | 'postgres';

/**
 * The one database abstraction of the server. Both drivers speak the same PostgreSQL SQL,
 * so migrations and repositories are written once.
 */
export interface Database extends Queryable {
  readonly driver: DriverName;
  /** Runs `work` inside one transaction: committed when it resolves, rolled back when it throws. */
  transaction<T>(work: (tx: Queryable) => Promise<T>): Promise<T>;
  /** Closes the database cleanly (flushes PGlite to disk, ends the pg pool). */
  close(): Promise<void>;
}
