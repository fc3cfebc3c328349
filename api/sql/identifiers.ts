import { ApiError } from '../errors';

/**
 * Table names: lower-case letters, digits and underscores, starting with a letter, short enough
 * that derived index names stay under PostgreSQL's 63-byte limit.
 */
const TABLE_NAME = /^[a-z][a-z0-9_]{0,47}$/;
/** Column names: a letter or underscore, then letters, digits and underscores. */
const COLUMN_NAME = /^[A-Za-z_][A-Za-z0-9_]{0,57}$/;

/** Tables of the product itself, which a schema may never claim. */
const SYSTEM_TABLES = new Set(['users', 'sessions', 'posts', 'maps', 'maps_v2', 'schemas', 'schema_migrations']);

/** True when `name` may name a data table. */
export function isValidTableName(name: unknown): name is string {
  return typeof name === 'string' && TABLE_NAME.test(name) && !SYSTEM_TABLES.has(name) && !name.startsWith('pg_');
}

/** True when `name` may name a column. */
export function isValidColumnName(name: unknown): name is string {
  return typeof name === 'string' && COLUMN_NAME.test(name);
}

/** Returns the table name or throws a 400 naming the parameter; nothing reaches SQL unchecked. */
export function checkTableName(name: unknown): string {
  if (!isValidTableName(name)) {
    throw new ApiError(400, 'rest_invalid_param', 'Invalid parameter(s): table name');
  }
  return name;
}

/**
 * Quotes an identifier that already passed one of the checks above. Quoting keeps case and
 * makes reserved words safe; the check is what keeps user text out of the SQL.
 */
export function quoteIdent(name: string): string {
  if (!COLUMN_NAME.test(name) && !TABLE_NAME.test(name)) {
    throw new Error(`Refusing to quote an unchecked identifier: ${JSON.stringify(name)}`);
  }
  return `"${name}"`;
}
