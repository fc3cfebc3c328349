import type { ImportChunkReport, ImportRowError, SchemaField } from '../../../domain/index';
import type { Database, Queryable } from '../../db/Database';
import { ApiError } from '../../errors';
import { insertPreparedRow, insertRowsBatch, parseRecordId } from '../../repositories/recordsRepository';
import type { ListTarget } from '../../sql/listSql';
import { quoteIdent, isValidTableName } from '../../sql/identifiers';
import { convertCells, findRegion, type CellOptions, type KnownRegions } from './importCells';
import { recordToColumns, type ColumnValue } from '../../sql/recordValues';
import { tableExists } from '../../repositories/dataTables';

/** Options of one import chunk. */
interface ImportChunkOptions extends CellOptions {
  /** Records of the file before this chunk, so errors name the right line. */
  offset: number;
}

/** The ids and titles of a regions table's rows. */
async function knownRegionsOf(db: Queryable, table: string): Promise<KnownRegions | undefined> {
  if (!isValidTableName(table) || !(await tableExists(db, table))) return undefined;
  const hasTitle = (await db.query("SELECT 1 FROM information_schema.columns WHERE table_schema = current_schema() AND table_name = $1 AND column_name = 'title'", [table])).rows.length > 0;
  const result = await db.query<{ id: string; title: string | null }>(`SELECT "id"::text AS id, ${hasTitle ? '"title"' : "''"} AS title FROM ${quoteIdent(table)}`);
  return { table, regions: result.rows.map((row) => ({ id: row.id, title: row.title ?? '' })) };
}

/** Regions of the table linked to an objects table: objects_12 links regions_12. */
function linkedRegionsTable(target: ListTarget): string | undefined {
  const table = target.table.replace(/^objects_/, 'regions_');
  return table === target.table ? undefined : table;
}

interface PreparedRow {
  line: number;
  row: number;
  id?: string | number;
  values: ColumnValue[];
}

function rowMessage(error: unknown): string {
  if (error instanceof ApiError) return error.message;
  const code = (error as { code?: string }).code;
  if (code === '23505') return 'A record with this id already exists.';
  return 'The row could not be saved.';
}

function rowError(message: string): ApiError {
  return new ApiError(400, 'rest_invalid_row', message);
}

/**
 * The id of a row of a regions table: the region's id, or its title. Once the table knows the
 * map's regions, a row naming none of them is refused (it could never be shown).
 */
function regionRowId(target: ListTarget, raw: unknown, own: KnownRegions | undefined): string | number {
  const text = String(raw ?? '').trim();
  if (!own || own.regions.length === 0) return parseRecordId(target, text);
  const region = findRegion(own, text);
  if (!region) throw rowError(`Unknown region "${text}": the map has no region with this id or title.`);
  return region.id;
}

/** Context a chunk's rows are read with. */
interface ChunkContext {
  target: ListTarget;
  fields: readonly SchemaField[];
  linked?: KnownRegions;
  own?: KnownRegions;
  options: ImportChunkOptions;
}

async function prepareRow(context: ChunkContext, row: unknown, index: number, warnings: ImportRowError[]): Promise<PreparedRow> {
  const { target, fields, options } = context;
  const line = options.offset + index + 2;
  if (typeof row !== 'object' || row === null || Array.isArray(row)) throw rowError('The row is not a record.');
  const input = row as Record<string, unknown>;
  const hasId = input.id !== undefined && input.id !== null && input.id !== '';
  if (target.idKind === 'text' && !hasId) throw rowError('The row has no id.');
  const needsTitle = target.idKind === 'serial' && fields.some((field) => field.name === 'title');
  if (needsTitle && String(input.title ?? '').trim() === '') throw rowError('The row has no title.');
  let id: string | number | undefined;
  if (hasId) id = target.idKind === 'text' ? regionRowId(target, input.id, context.own) : parseRecordId(target, input.id);
  const converted = await convertCells(fields, input, context.linked, options);
  const values = recordToColumns(target.columns, converted.values);
  for (const message of converted.warnings) warnings.push({ line, row: index, message, warning: true });
  return { line, row: index, id, values };
}

/** Saves prepared rows as one batch, or row by row under savepoints when the batch fails. */
async function saveRows(db: Database, target: ListTarget, prepared: PreparedRow[], errors: ImportRowError[]): Promise<number> {
  // Region rows exist before any data (the map file fills them): an import updates them.
  const upsert = target.idKind === 'text';
  return db.transaction(async (tx) => {
    try {
      await tx.query('SAVEPOINT import_batch');
      await insertRowsBatch(tx, target, prepared, { upsert });
      await tx.query('RELEASE SAVEPOINT import_batch');
      return prepared.length;
    } catch {
      await tx.query('ROLLBACK TO SAVEPOINT import_batch');
    }
    let saved = 0;
    for (const row of prepared) {
      try {
        await tx.query('SAVEPOINT import_row');
        await insertPreparedRow(tx, target, row, { upsert });
        await tx.query('RELEASE SAVEPOINT import_row');
        saved += 1;
      } catch (error) {
        await tx.query('ROLLBACK TO SAVEPOINT import_row');
        errors.push({ line: row.line, row: row.row, message: rowMessage(error) });
      }
    }
    return saved;
  });
}

/**
 * Imports one chunk of records in one transaction. Text cells follow the CSV rules (locations,
 * regions by id or title, multi-select by label, unknown values dropped and named in a warning).
 * A bad row is reported with its line number and reason and the other rows are still saved:
 * rows go in as one batch, and only if the batch fails are they retried one by one, each under
 * its own savepoint. Rows of a regions table update the region's row when it exists.
 */
export async function importChunk(db: Database, target: ListTarget, fields: readonly SchemaField[], rows: unknown[], options: ImportChunkOptions): Promise<ImportChunkReport> {
  const errors: ImportRowError[] = [];
  const prepared: PreparedRow[] = [];
  const linkedTable = fields.some((field) => field.type === 'region') ? linkedRegionsTable(target) : undefined;
  const context: ChunkContext = {
    target, fields, options,
    linked: linkedTable ? await knownRegionsOf(db, linkedTable) : undefined,
    own: target.idKind === 'text' ? await knownRegionsOf(db, target.table) : undefined,
  };
  for (const [index, row] of rows.entries()) {
    const warnings: ImportRowError[] = [];
    try {
      prepared.push(await prepareRow(context, row, index, warnings));
      errors.push(...warnings);
    } catch (error) {
      errors.push({ line: options.offset + index + 2, row: index, message: rowMessage(error) });
    }
  }
  const imported = await saveRows(db, target, prepared, errors);
  errors.sort((a, b) => (a.line ?? 0) - (b.line ?? 0));
  return { imported, errors };
}
