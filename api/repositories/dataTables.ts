import type { Queryable } from '../db/Database';
import type { SchemaField } from '../../domain/index';
import { SEARCH_COLUMN_PREFIX, desiredIndexes, schemaColumns, searchColumn } from '../sql/columns';
import { columnConversion, createTableSql, renamedFields, type IdKind } from '../sql/dataTableDdl';
import { quoteIdent } from '../sql/identifiers';

interface ExistingColumn {
  name: string;
  sqlType: string;
}

async function existingColumns(tx: Queryable, table: string): Promise<ExistingColumn[]> {
  const result = await tx.query<{ column_name: string; data_type: string; character_maximum_length: number | null }>(
    `SELECT column_name, data_type, character_maximum_length FROM information_schema.columns
     WHERE table_schema = current_schema() AND table_name = $1 ORDER BY ordinal_position`,
    [table],
  );
  return result.rows.map((row) => ({
    name: row.column_name,
    sqlType: row.data_type === 'character varying' ? `character varying(${row.character_maximum_length ?? 255})` : row.data_type,
  }));
}

/** True when the table exists in the current schema. */
export async function tableExists(tx: Queryable, table: string): Promise<boolean> {
  const result = await tx.query('SELECT 1 FROM information_schema.tables WHERE table_schema = current_schema() AND table_name = $1', [table]);
  return result.rows.length > 0;
}

/** Creates a data table for a schema, with its columns and indexes. */
export async function createDataTable(tx: Queryable, table: string, idKind: IdKind, fields: readonly SchemaField[]): Promise<void> {
  await tx.query(createTableSql(table, idKind, fields));
  await tx.query(`CREATE TRIGGER mapsvg_version AFTER INSERT OR UPDATE OR DELETE OR TRUNCATE ON ${quoteIdent(table)}
    FOR EACH STATEMENT EXECUTE FUNCTION mapsvg_bump_table_version()`);
  await bumpTableVersion(tx, table);
  await syncIndexes(tx, table, fields);
}

/**
 * Counts a change of a data table in `data_table_versions` (its trigger does this for every
 * writing statement; table-level changes call it directly), so cached page anchors and totals
 * of the table are dropped. A table created again under an old name keeps counting up.
 */
async function bumpTableVersion(tx: Queryable, table: string): Promise<void> {
  await tx.query(
    `INSERT INTO data_table_versions (table_name, version) VALUES ($1, 1)
     ON CONFLICT (table_name) DO UPDATE SET version = data_table_versions.version + 1`,
    [table],
  );
}

/** The change counter of a data table; undefined for a table without one. */
export async function tableVersion(db: Queryable, table: string): Promise<number | undefined> {
  const result = await db.query<{ version: string | number }>('SELECT version FROM data_table_versions WHERE table_name = $1', [table]);
  const row = result.rows[0];
  return row ? Number(row.version) : undefined;
}

/**
 * Brings a data table in line with the new fields: renames columns of renamed fields, drops
 * columns of removed fields, adds new ones, converts changed types, and refreshes the indexes.
 * The caller runs it inside the schema save's transaction, so a failure changes nothing.
 */
export async function migrateDataTable(
  tx: Queryable,
  table: string,
  oldFields: readonly SchemaField[],
  newFields: readonly SchemaField[],
): Promise<void> {
  const quotedTable = quoteIdent(table);
  // The stored search document depends on the text columns: drop it first, re-add it at the end.
  await dropSearchColumns(tx, table);
  for (const [old, renamed] of renamedFields(oldFields, newFields)) {
    const existing = new Set((await existingColumns(tx, table)).map((column) => column.name));
    const oldColumns = schemaColumns([old]);
    for (const target of schemaColumns([renamed])) {
      const source = oldColumns.find((column) => column.role === target.role);
      if (!source || !existing.has(source.name) || existing.has(target.name)) continue;
      await tx.query(`ALTER TABLE ${quotedTable} RENAME COLUMN ${quoteIdent(source.name)} TO ${quoteIdent(target.name)}`);
    }
  }
  const desired = schemaColumns(newFields);
  const desiredNames = new Set(desired.map((spec) => spec.name));
  const current = await existingColumns(tx, table);
  for (const column of current) {
    if (column.name === 'id' || desiredNames.has(column.name) || column.name.startsWith(SEARCH_COLUMN_PREFIX)) continue;
    await tx.query(`ALTER TABLE ${quotedTable} DROP COLUMN ${quoteIdent(column.name)}`);
  }
  for (const spec of desired) {
    const existing = current.find((column) => column.name === spec.name);
    const name = quoteIdent(spec.name);
    if (!existing) {
      await tx.query(`ALTER TABLE ${quotedTable} ADD COLUMN ${name} ${spec.sqlType}`);
    } else if (existing.sqlType !== spec.sqlType) {
      await tx.query(`ALTER TABLE ${quotedTable} ALTER COLUMN ${name} TYPE ${spec.sqlType} USING ${columnConversion(name, existing.sqlType, spec)}`);
    }
  }
  await syncIndexes(tx, table, newFields);
  await bumpTableVersion(tx, table);
}

async function dropSearchColumns(tx: Queryable, table: string, keep?: string): Promise<void> {
  for (const column of await existingColumns(tx, table)) {
    if (!column.name.startsWith(SEARCH_COLUMN_PREFIX) || column.name === keep) continue;
    await tx.query(`ALTER TABLE ${quoteIdent(table)} DROP COLUMN ${quoteIdent(column.name)}`);
  }
}

/** Adds the stored full-text document of the searchable fields (and drops outdated ones). */
async function syncSearchColumn(tx: Queryable, table: string, fields: readonly SchemaField[]): Promise<void> {
  const wanted = searchColumn(schemaColumns(fields));
  await dropSearchColumns(tx, table, wanted?.name);
  if (!wanted || (await existingColumns(tx, table)).some((column) => column.name === wanted.name)) return;
  await tx.query(`ALTER TABLE ${quoteIdent(table)} ADD COLUMN ${quoteIdent(wanted.name)} tsvector GENERATED ALWAYS AS (${wanted.expression}) STORED`);
}

async function hasTrigrams(tx: Queryable): Promise<boolean> {
  const result = await tx.query("SELECT 1 FROM pg_extension WHERE extname = 'pg_trgm'");
  return result.rows.length > 0;
}

/**
 * Adds `pg_trgm` (PGlite loads it; PostgreSQL ships it in contrib), whose trigram indexes let a
 * substring search skip the rows that cannot match. A server without it, or a role not allowed
 * to create it, searches by substring without them (each search reads the whole table).
 */
export async function enableTrigrams(db: Queryable): Promise<void> {
  try {
    await db.query('CREATE EXTENSION IF NOT EXISTS pg_trgm');
  } catch {
    // Substring searches simply read the whole table.
  }
}

/**
 * Brings the derived parts of a data table up to date: the stored full-text document (a new
 * one when its definition changed, e.g. how search folds text) and the indexes, dropping those
 * no field needs any more and creating the missing ones.
 */
export async function syncIndexes(tx: Queryable, table: string, fields: readonly SchemaField[]): Promise<void> {
  await syncSearchColumn(tx, table, fields);
  const wanted = desiredIndexes(table, schemaColumns(fields), { trigrams: await hasTrigrams(tx) });
  const existing = await tx.query<{ indexname: string }>(
    "SELECT indexname FROM pg_indexes WHERE schemaname = current_schema() AND tablename = $1 AND indexname LIKE 'ix\\_%'",
    [table],
  );
  const existingNames = new Set(existing.rows.map((row) => row.indexname));
  const wantedNames = new Set(wanted.map((index) => index.name));
  for (const name of existingNames) {
    if (!wantedNames.has(name)) await tx.query(`DROP INDEX ${quoteIdent(name)}`);
  }
  for (const index of wanted) {
    if (!existingNames.has(index.name)) await tx.query(index.definition);
  }
}

/** Renames a data table (its indexes keep working under the new name and are renamed on sync). */
export async function renameDataTable(tx: Queryable, from: string, to: string, fields: readonly SchemaField[]): Promise<void> {
  await tx.query(`ALTER TABLE ${quoteIdent(from)} RENAME TO ${quoteIdent(to)}`);
  await syncIndexes(tx, to, fields);
  await bumpTableVersion(tx, from);
  await bumpTableVersion(tx, to);
}

/** Drops a data table if it exists. */
export async function dropDataTable(tx: Queryable, table: string): Promise<void> {
  await tx.query(`DROP TABLE IF EXISTS ${quoteIdent(table)}`);
  await bumpTableVersion(tx, table);
}

/** After rows were written with explicit ids, new rows must continue after the largest one. */
export async function bumpIdentity(tx: Queryable, table: string): Promise<void> {
  await tx.query(
    `SELECT setval(pg_get_serial_sequence($1, 'id'), COALESCE((SELECT max("id") FROM ${quoteIdent(table)}), 0) + 1, false)`,
    [quoteIdent(table)],
  );
}

/** Copies every row of a data table into another with the same fields (the copy of a map's table). */
export async function copyRows(tx: Queryable, from: string, to: string, fields: readonly SchemaField[]): Promise<void> {
  const columns = ['"id"', ...schemaColumns(fields).map((spec) => quoteIdent(spec.name))].join(', ');
  await tx.query(`INSERT INTO ${quoteIdent(to)} (${columns}) SELECT ${columns} FROM ${quoteIdent(from)}`);
}
