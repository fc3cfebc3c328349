/** SQLSTATEs of a backend that was shut down or terminated under the statement (admin, crash, start-up). */
const LOST_CODES = new Set(['57P01', '57P02', '57P03']);
/** What node-postgres and the socket say when the connection went away. */
const LOST_MESSAGES = /Connection terminated|not queryable|ECONNRESET|ECONNREFUSED|EPIPE|socket hang up/i;

/**
 * Whether an error means the connection to PostgreSQL was lost (server restart, failover,
 * `pg_terminate_backend`, network), rather than a problem with the statement itself.
 */
export function isConnectionLost(error: unknown): boolean {
  if (typeof error !== 'object' || error === null) return false;
  const { code, message } = error as { code?: unknown; message?: unknown };
  if (typeof code === 'string' && (LOST_CODES.has(code) || code.startsWith('08'))) return true;
  if (typeof code === 'string' && LOST_MESSAGES.test(code)) return true;
  return typeof message === 'string' && LOST_MESSAGES.test(message);
}

/**
 * Whether a statement only reads, so running it again after a lost connection cannot apply a
 * change twice: a plain SELECT (data-modifying CTEs start with WITH and are not retried).
 */
export function isReadOnlyStatement(sql: string): boolean {
  return /^\s*SELECT\b/i.test(sql) && !/\b(?:INSERT|UPDATE|DELETE|MERGE)\b|\bFOR\s+(?:UPDATE|SHARE)\b|\bnextval\s*\(/i.test(sql);
}

/**
 * Whether PostgreSQL stopped the statement itself (SQLSTATE 57014): its `statement_timeout`
 * ran out, or someone cancelled it (`pg_cancel_backend`).
 */
export function isStatementCancelled(error: unknown): boolean {
  return typeof error === 'object' && error !== null && (error as { code?: unknown }).code === '57014';
}
