import type { FastifyInstance, FastifyRequest } from 'fastify';
import type { Database } from '../../db/Database';
import { requireAdmin } from '../../auth/sessions';
import { ApiError } from '../../errors';
import {
  clearRecords, clearRegionValues, deleteRecord, findRecord, insertRecord, listRecords, listTarget, parseRecordId, updateRecord,
} from '../../repositories/recordsRepository';
import type { GeocodingProvider } from '../../services/geocoding/GeocodingProvider';
import { readListRequest } from '../../sql/listRequest';
import { distanceCentre } from '../../services/query/distanceCentre';
import { PageAnchors } from '../../repositories/PageAnchors';
import { importRecords } from '../../services/records/importRecords';
import { readableSchema, writableSchema } from '../../services/records/tableAccess';
import { TableMaintenance } from '../../services/records/TableMaintenance';
import { recordSchemas } from './routeSchemas/records';
import { isPlainObject } from '../../../domain/index';

/** Options of the records routes. */
export interface RecordRouteOptions {
  db: Database;
  geocoder: GeocodingProvider;
}

type TableParams = { table: string };
type RecordParams = { table: string; id: string };

/** The two record collections and the names their answers use. */
const COLLECTIONS = [
  { path: 'objects', plural: 'objects', singular: 'object' },
  { path: 'regions', plural: 'regions', singular: 'region' },
] as const;

/** The record of a create or update body: `{ object: {...} }`, also accepted as JSON text. */
function readRecordBody(body: unknown, singular: string): Record<string, unknown> {
  const raw = isPlainObject(body) ? body[singular] : undefined;
  let record: unknown = raw;
  if (typeof raw === 'string') {
    try {
      record = JSON.parse(raw);
    } catch {
      record = undefined;
    }
  }
  if (!isPlainObject(record)) throw new ApiError(400, 'rest_missing_callback_param', `Missing parameter(s): ${singular}`);
  return record;
}

function importRows(body: Record<string, unknown>): unknown[] {
  const raw = body.data ?? body.records;
  let rows: unknown = raw;
  if (typeof raw === 'string') {
    try {
      rows = JSON.parse(raw);
    } catch {
      throw new ApiError(400, 'rest_invalid_param', 'Invalid parameter(s): data');
    }
  }
  if (!Array.isArray(rows)) throw new ApiError(400, 'rest_missing_callback_param', 'Missing parameter(s): data');
  if (rows.length > 1000) throw new ApiError(400, 'rest_invalid_param', 'Invalid parameter(s): data (at most 1000 records per call)');
  return rows;
}

/**
 * `objects/{table}` and `regions/{table}`: list (search, filters, sort, pages), read, create,
 * update, delete, clear and import. Visitors read the tables of published maps; every write
 * needs the admin and the nonce.
 */
export async function recordRoutes(app: FastifyInstance, { db, geocoder }: RecordRouteOptions): Promise<void> {
  const maintenance = new TableMaintenance(db);
  const anchors = new PageAnchors();
  app.addHook('onClose', async () => maintenance.dispose());
  for (const collection of COLLECTIONS) {
    const base = `/${collection.path}/:table`;
    const schemas = recordSchemas(collection.plural, collection.singular);
    const list = async (request: FastifyRequest<{ Params: TableParams; Querystring: Record<string, unknown> }>) => {
      const schema = await readableSchema(db, request, request.params.table);
      const query = readListRequest(request.query);
      const distance = await distanceCentre(query.filters, geocoder);
      const page = await listRecords(db, listTarget(schema), query, { distance, anchors });
      return { [collection.plural]: page.records, ...(query.withSchema ? { schema } : {}) };
    };
    app.get(base, { schema: schemas.list }, list);
    app.get(`${base}/`, { schema: schemas.list }, list);

    app.get<{ Params: RecordParams }>(`${base}/:id`, { schema: schemas.read }, async (request) => {
      const schema = await readableSchema(db, request, request.params.table);
      const target = listTarget(schema);
      const record = await findRecord(db, target, parseRecordId(target, request.params.id));
      if (!record) throw new ApiError(404, `rest_${collection.singular}_not_found`, 'Record not found.');
      return { [collection.singular]: record };
    });

    const create = async (request: FastifyRequest<{ Params: TableParams }>) => {
      const schema = await writableSchema(db, request.params.table);
      const record = readRecordBody(request.body, collection.singular);
      const created = await db.transaction((tx) => insertRecord(tx, listTarget(schema), record));
      return { [collection.singular]: created };
    };
    app.post<{ Params: TableParams }>(base, { preValidation: requireAdmin, schema: schemas.create }, create);
    app.post<{ Params: TableParams }>(`${base}/`, { preValidation: requireAdmin, schema: schemas.create }, create);

    app.put<{ Params: RecordParams }>(`${base}/:id`, { preValidation: requireAdmin, schema: schemas.update }, async (request) => {
      const schema = await writableSchema(db, request.params.table);
      const target = listTarget(schema);
      const id = parseRecordId(target, request.params.id);
      const changes = readRecordBody(request.body, collection.singular);
      delete changes.id;
      const updated = await db.transaction((tx) => updateRecord(tx, target, id, changes));
      if (!updated) throw new ApiError(404, `rest_${collection.singular}_not_found`, 'Record not found.');
      return { [collection.singular]: updated };
    });

    app.delete<{ Params: RecordParams }>(`${base}/:id`, { preValidation: requireAdmin, schema: schemas.remove }, async (request) => {
      const schema = await writableSchema(db, request.params.table);
      const target = listTarget(schema);
      const deleted = await deleteRecord(db, target, parseRecordId(target, request.params.id));
      if (!deleted) throw new ApiError(404, `rest_${collection.singular}_not_found`, 'Record not found.');
      return { deleted: true };
    });

    // Regions come from the map file: clearing them empties their data and keeps the rows.
    const clear = async (request: FastifyRequest<{ Params: TableParams }>) => {
      const schema = await writableSchema(db, request.params.table);
      if (collection.path === 'regions') return { deleted: 0, cleared: await clearRegionValues(db, listTarget(schema)) };
      return { deleted: await clearRecords(db, listTarget(schema)) };
    };
    app.delete<{ Params: TableParams }>(base, { preValidation: requireAdmin, schema: schemas.clear }, clear);
    app.delete<{ Params: TableParams }>(`${base}/`, { preValidation: requireAdmin, schema: schemas.clear }, clear);

    app.post<{ Params: TableParams }>(`${base}/import`, { preValidation: requireAdmin, schema: schemas.import }, async (request) => {
      const schema = await writableSchema(db, request.params.table);
      const body = isPlainObject(request.body) ? request.body : {};
      const rows = importRows(body);
      const offset = Number(body.offset ?? 0);
      const report = await importRecords(db, listTarget(schema), schema.fields, rows, {
        geocoder,
        language: typeof body.language === 'string' ? body.language : undefined,
        convertLatlngToAddress: ['1', 'true', 'on', 'yes'].includes(String(body.convertLatlngToAddress ?? '').toLowerCase()),
        offset: Number.isInteger(offset) && offset >= 0 ? offset : 0,
      });
      maintenance.afterImport(schema.name, report.imported);
      return report;
    });
  }
}
