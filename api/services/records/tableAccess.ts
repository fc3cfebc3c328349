import type { FastifyRequest } from 'fastify';
import type { Queryable } from '../../db/Database';
import { ApiError } from '../../errors';
import { findSchemaByName, type SchemaRecord } from '../../repositories/schemasRepository';
import { checkTableName } from '../../sql/identifiers';

/**
 * True when a published map uses the table for its regions or records (the configured names,
 * or the defaults regions_{id} / objects_{id} when none are configured).
 */
async function isPublishedTable(db: Queryable, table: string): Promise<boolean> {
  const result = await db.query(
    `SELECT 1 FROM maps WHERE status = 1 AND (
       coalesce(nullif(options->'database'->>'objectsTableName', ''), 'objects_' || id) = $1
       OR coalesce(nullif(options->'database'->>'regionsTableName', ''), 'regions_' || id) = $1)
     LIMIT 1`,
    [table],
  );
  return result.rows.length > 0;
}

/**
 * The schema of a table the request may read: admins read every table, visitors only the
 * tables of published maps. Anything else is a 404, so visitors cannot probe for tables.
 */
export async function readableSchema(db: Queryable, request: FastifyRequest, rawTable: string): Promise<SchemaRecord> {
  const table = checkTableName(rawTable);
  const schema = await findSchemaByName(db, table);
  if (!schema || (!request.session && !(await isPublishedTable(db, table)))) {
    throw new ApiError(404, 'rest_table_not_found', 'Table not found.');
  }
  return schema;
}

/** The schema of a table an admin writes to; a 404 when it does not exist. */
export async function writableSchema(db: Queryable, rawTable: string): Promise<SchemaRecord> {
  const table = checkTableName(rawTable);
  const schema = await findSchemaByName(db, table);
  if (!schema) throw new ApiError(404, 'rest_table_not_found', 'Table not found.');
  return schema;
}
