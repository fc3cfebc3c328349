import type { Queryable } from '../db/Database';
import type { SchemaField } from '../../domain/index';
import { ApiError } from '../errors';
import { idKindOf } from '../sql/dataTableDdl';
import { createDataTable, dropDataTable, migrateDataTable, renameDataTable, tableExists } from './dataTables';

/** A schema as stored: its table name, kind and fields. */
export interface SchemaRecord {
  id: number;
  title: string;
  name: string;
  type: string;
  fields: SchemaField[];
}

/** The parts of a schema a create or update may carry. */
export type SchemaChanges = Partial<Omit<SchemaRecord, 'id'>>;

/** Fields as stored: the rename hint is only for the migration that consumes it. */
function storedFields(fields: readonly SchemaField[]): SchemaField[] {
  return fields.map((field) => {
    const copy = { ...field } as SchemaField & { previousName?: unknown };
    delete copy.previousName;
    return copy;
  });
}

const COLUMNS = 'id, title, name, type, fields';

function toSchema(row: Record<string, unknown>): SchemaRecord {
  const fields = typeof row.fields === 'string' ? JSON.parse(row.fields) : row.fields;
  return {
    id: Number(row.id),
    title: String(row.title ?? ''),
    name: String(row.name),
    type: String(row.type ?? 'object'),
    fields: (Array.isArray(fields) ? fields : []) as SchemaField[],
  };
}

/** Lists every schema in id order. */
export async function listSchemas(db: Queryable): Promise<SchemaRecord[]> {
  const result = await db.query<Record<string, unknown>>(`SELECT ${COLUMNS} FROM schemas ORDER BY id ASC`);
  return result.rows.map(toSchema);
}

/** Finds a schema by id. */
export async function findSchema(db: Queryable, id: number): Promise<SchemaRecord | null> {
  const result = await db.query<Record<string, unknown>>(`SELECT ${COLUMNS} FROM schemas WHERE id = $1`, [id]);
  const row = result.rows[0];
  return row ? toSchema(row) : null;
}

/** Finds the schema that owns a table. */
export async function findSchemaByName(db: Queryable, name: string): Promise<SchemaRecord | null> {
  const result = await db.query<Record<string, unknown>>(`SELECT ${COLUMNS} FROM schemas WHERE name = $1`, [name]);
  const row = result.rows[0];
  return row ? toSchema(row) : null;
}

async function refuseTakenName(tx: Queryable, name: string): Promise<void> {
  if ((await findSchemaByName(tx, name)) || (await tableExists(tx, name))) {
    throw new ApiError(400, 'rest_schema_exists', `A table named "${name}" already exists.`);
  }
}

/** Creates a schema and its data table in the caller's transaction. */
export async function insertSchema(tx: Queryable, input: SchemaChanges & { name: string }): Promise<SchemaRecord> {
  await refuseTakenName(tx, input.name);
  const fields = input.fields ?? [];
  const type = input.type ?? (input.name.startsWith('regions_') ? 'region' : 'object');
  const result = await tx.query<Record<string, unknown>>(
    `INSERT INTO schemas (title, name, type, fields) VALUES ($1, $2, $3, $4::jsonb) RETURNING ${COLUMNS}`,
    [input.title ?? input.name, input.name, type, JSON.stringify(storedFields(fields))],
  );
  const schema = toSchema(result.rows[0] ?? {});
  await createDataTable(tx, schema.name, idKindOf(schema), fields);
  return schema;
}

/**
 * Applies changes to a schema in the caller's transaction: a new name renames the table, new
 * fields migrate its columns (add, rename, drop, convert) and indexes.
 */
export async function updateSchema(tx: Queryable, current: SchemaRecord, changes: SchemaChanges): Promise<SchemaRecord> {
  let name = current.name;
  if (changes.name !== undefined && changes.name !== current.name) {
    await refuseTakenName(tx, changes.name);
    await renameDataTable(tx, current.name, changes.name, current.fields);
    name = changes.name;
  }
  if (changes.fields) await migrateDataTable(tx, name, current.fields, changes.fields);
  const result = await tx.query<Record<string, unknown>>(
    `UPDATE schemas SET title = $2, name = $3, type = $4, fields = $5::jsonb, updated_at = now() WHERE id = $1 RETURNING ${COLUMNS}`,
    [current.id, changes.title ?? current.title, name, changes.type ?? current.type, JSON.stringify(storedFields(changes.fields ?? current.fields))],
  );
  return toSchema(result.rows[0] ?? {});
}

/** Deletes a schema and drops its table. */
export async function deleteSchema(tx: Queryable, schema: SchemaRecord): Promise<void> {
  await tx.query('DELETE FROM schemas WHERE id = $1', [schema.id]);
  await dropDataTable(tx, schema.name);
}

/** Deletes every schema and drops their tables. */
export async function clearSchemas(tx: Queryable): Promise<void> {
  for (const schema of await listSchemas(tx)) await deleteSchema(tx, schema);
}
