import {
  DEFAULT_MARKER_IMAGE,
  addressFromComponents,
  type FieldOption,
  type Location,
  type SchemaField,
} from '../../../domain/index';
import type { Database, Queryable } from '../../db/Database';
import { ApiError } from '../../errors';
import { insertPreparedRow, insertRowsBatch, parseRecordId } from '../../repositories/recordsRepository';
import type { GeocodingProvider, GeocodingResponse } from '../geocoding/GeocodingProvider';
import type { ListTarget } from '../query/listSql';
import { quoteIdent, isValidTableName } from './identifiers';
import { recordToColumns, type ColumnValue } from './recordValues';
import { tableExists } from './tableMigration';

/** A row the import could not save, by its line in the file (the header is line 1). */
export interface ImportRowError {
  line: number;
  /** The row's 0-based position within this chunk, for clients that count rows themselves. */
  row: number;
  message: string;
}

/** The outcome of one import chunk. */
export interface ImportReport {
  imported: number;
  errors: ImportRowError[];
}

/** Options of one import call. */
export interface ImportOptions {
  language?: string;
  /** Look up an address for cells given as coordinates. */
  convertLatlngToAddress: boolean;
  /** Records of the file before this chunk, so errors name the right line. */
  offset: number;
  geocoder: GeocodingProvider;
}

const LAT_LNG = /^\s*(-?\d+(?:\.\d+)?)\s*,\s*(-?\d+(?:\.\d+)?)\s*$/;

function splitList(cell: string): string[] {
  return cell.split(',').map((part) => part.trim()).filter(Boolean);
}

function firstLocation(answer: GeocodingResponse): Pick<Location, 'address' | 'geoPoint'> | undefined {
  const result = answer.results[0];
  if (!result) return undefined;
  return {
    address: addressFromComponents(result.formatted_address, result.address_components),
    geoPoint: { lat: result.geometry.location.lat, lng: result.geometry.location.lng },
  };
}

/**
 * A location cell: 'lat, lng' is used as coordinates only when lat is strictly inside (-90, 90)
 * and lng strictly inside (-180, 180), otherwise the cell is left empty; any other text is an
 * address to geocode (left empty when nothing is found).
 */
export async function locationFromCell(cell: string, options: ImportOptions): Promise<Location | null> {
  const text = cell.trim();
  if (text === '') return null;
  const match = LAT_LNG.exec(text);
  if (match) {
    const lat = Number(match[1]);
    const lng = Number(match[2]);
    if (!(lat > -90 && lat < 90 && lng > -180 && lng < 180)) return null;
    const location: Location = { img: DEFAULT_MARKER_IMAGE, geoPoint: { lat, lng } };
    if (options.convertLatlngToAddress) {
      const found = firstLocation(await options.geocoder.reverse({ lat, lng }, options.language));
      if (found?.address) location.address = found.address;
    }
    return location;
  }
  const found = firstLocation(await options.geocoder.geocode({ address: text, language: options.language }));
  return found ? { img: DEFAULT_MARKER_IMAGE, ...found } : null;
}

/** Options matched by label first, then by value, ignoring case and outer spaces. */
function findOption(field: SchemaField, text: string): FieldOption | undefined {
  const options = (field.options ?? []) as FieldOption[];
  const wanted = text.trim().toLowerCase();
  return options.find((option) => String(option.label).trim().toLowerCase() === wanted)
    ?? options.find((option) => String(option.value).trim().toLowerCase() === wanted);
}

/** Regions of the table linked to an objects table: objects_12 links regions_12. */
async function regionLookup(db: Queryable, target: ListTarget): Promise<{ table: string; regions: Array<{ id: string; title: string }> } | undefined> {
  const table = target.table.replace(/^objects_/, 'regions_');
  if (table === target.table || !isValidTableName(table) || !(await tableExists(db, table))) return undefined;
  const hasTitle = (await db.query("SELECT 1 FROM information_schema.columns WHERE table_schema = current_schema() AND table_name = $1 AND column_name = 'title'", [table])).rows.length > 0;
  const result = await db.query<{ id: string; title: string | null }>(`SELECT "id"::text AS id, ${hasTitle ? '"title"' : "''"} AS title FROM ${quoteIdent(table)}`);
  return { table, regions: result.rows.map((row) => ({ id: row.id, title: row.title ?? '' })) };
}

type RegionLookup = Awaited<ReturnType<typeof regionLookup>>;

/** Turns the text cells of a CSV row into field values; structured values pass unchanged. */
async function cellsToValues(fields: readonly SchemaField[], row: Record<string, unknown>, regions: RegionLookup, options: ImportOptions): Promise<Record<string, unknown>> {
  const record: Record<string, unknown> = {};
  for (const field of fields) {
    if (!Object.hasOwn(row, field.name)) continue;
    const cell = row[field.name];
    if (typeof cell !== 'string') {
      record[field.name] = cell;
      continue;
    }
    if (field.type === 'location') {
      record[field.name] = await locationFromCell(cell, options);
    } else if (field.type === 'region') {
      record[field.name] = splitList(cell).flatMap((part) => {
        const wanted = part.toLowerCase();
        const region = regions?.regions.find((entry) => entry.id === part)
          ?? regions?.regions.find((entry) => entry.title.trim().toLowerCase() === wanted);
        return region ? [{ id: region.id, title: region.title, tableName: regions?.table }] : [];
      });
    } else if (field.type === 'select' && field.multiselect) {
      record[field.name] = splitList(cell).flatMap((part) => {
        const option = findOption(field, part);
        return option ? [{ label: option.label, value: option.value }] : [];
      });
    } else if (field.type === 'checkboxes') {
      record[field.name] = splitList(cell).flatMap((part) => findOption(field, part)?.value ?? []);
    } else if (field.type === 'select' || field.type === 'radio' || field.type === 'status') {
      record[field.name] = cell.trim() === '' ? '' : findOption(field, cell)?.value ?? '';
    } else {
      record[field.name] = cell;
    }
  }
  applyMarkersByField(fields, record);
  return record;
}

/** A location field may pick its marker image from another field's value. */
function applyMarkersByField(fields: readonly SchemaField[], record: Record<string, unknown>): void {
  const field = fields.find((candidate) => candidate.type === 'location');
  const location = field ? record[field.name] as Location | null | undefined : undefined;
  if (!field || !location || !field.markersByFieldEnabled || !field.markerField) return;
  const image = field.markersByField?.[String(record[field.markerField] ?? '')];
  if (image) location.img = image;
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

/**
 * Imports one chunk of records in one transaction. Text cells follow the CSV rules (locations,
 * regions by id or title, multi-select by label, unknown values dropped). A bad row is reported
 * with its line number and the other rows are still saved: rows go in as one batch, and only if
 * the batch fails are they retried one by one, each under its own savepoint.
 */
export async function importRecords(db: Database, target: ListTarget, fields: readonly SchemaField[], rows: unknown[], options: ImportOptions): Promise<ImportReport> {
  const errors: ImportRowError[] = [];
  const prepared: PreparedRow[] = [];
  const needsRegions = fields.some((field) => field.type === 'region');
  const regions = needsRegions ? await regionLookup(db, target) : undefined;
  for (const [index, row] of rows.entries()) {
    const line = options.offset + index + 2;
    try {
      if (typeof row !== 'object' || row === null || Array.isArray(row)) throw new ApiError(400, 'rest_invalid_row', 'The row is not a record.');
      const input = row as Record<string, unknown>;
      const hasId = input.id !== undefined && input.id !== null && input.id !== '';
      if (target.idKind === 'text' && !hasId) throw new ApiError(400, 'rest_invalid_row', 'The row has no id.');
      const id = hasId ? parseRecordId(target, input.id) : undefined;
      const record = await cellsToValues(fields, input, regions, options);
      prepared.push({ line, row: index, id, values: recordToColumns(target.columns, record) });
    } catch (error) {
      errors.push({ line, row: index, message: rowMessage(error) });
    }
  }
  const imported = await db.transaction(async (tx) => {
    try {
      await tx.query('SAVEPOINT import_batch');
      await insertRowsBatch(tx, target, prepared);
      await tx.query('RELEASE SAVEPOINT import_batch');
      return prepared.length;
    } catch {
      await tx.query('ROLLBACK TO SAVEPOINT import_batch');
    }
    let saved = 0;
    for (const row of prepared) {
      try {
        await tx.query('SAVEPOINT import_row');
        await insertPreparedRow(tx, target, row);
        await tx.query('RELEASE SAVEPOINT import_row');
        saved += 1;
      } catch (error) {
        await tx.query('ROLLBACK TO SAVEPOINT import_row');
        errors.push({ line: row.line, row: row.row, message: rowMessage(error) });
      }
    }
    return saved;
  });
  errors.sort((a, b) => a.line - b.line);
  return { imported, errors };
}
