import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import type { Database } from '../../db/Database';
import { requireAdmin } from '../../auth/sessions';
import { ApiError } from '../../errors';
import {
  clearRecords, clearRegionValues, deleteRecord, findRecord, insertRecord, listRecords, listTarget, parseRecordId, updateRecord,
} from '../../repositories/recordsRepository';
import type { PaidGeocoding } from '../../services/geocoding/PaidGeocoding';
import { requestClientGroup } from '../../http/clientGroup';
import { readListRequest } from '../../sql/listRequest';
import { distanceCentre } from '../../services/query/distanceCentre';
import { PageAnchors } from '../../repositories/PageAnchors';
import { importChunk } from '../../services/records/importChunk';
import { withMarkerImage } from '../../services/records/markerImages';
import { readableSchema, writableSchema } from '../../services/records/tableAccess';
import { TableMaintenance } from '../../services/records/TableMaintenance';
import { recordSchemas } from './routeSchemas/records';
import { IMPORT_MAX_CHUNK_SIZE, isPlainObject } from '../../../domain/index';
import type { PublicReads } from '../../services/query/PublicReads';
import { gatedRead } from './gatedRead';

/** Options of the records routes. */
interface RecordRouteOptions {
  db: Database;
  /** The geocoder behind its shared cache, per-client limit and daily cap. */
  geocoding: PaidGeocoding;
  /** Where visitors' lists wait for their turn and get their time. */
  publicReads: PublicReads;
  /** Most records a visitor's page of objects holds (`perpage=0` included). */
  publicMaxPerPage: number;
}

/** Longest an import call waits in total for turns under the paid geocoder's per-client limit. */
const IMPORT_GEOCODING_WAIT_MS = 60_000;

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
  if (rows.length > IMPORT_MAX_CHUNK_SIZE) throw new ApiError(400, 'rest_invalid_param', `Invalid parameter(s): data (at most ${IMPORT_MAX_CHUNK_SIZE} records per call)`);
  return rows;
}

/** A page size of at most `max` records, "all" (0) included. */
function capPage(perpage: number, max: number): number {
  return perpage === 0 ? max : Math.min(perpage, max);
}

/**
 * `objects/{table}` and `regions/{table}`: list (search, filters, sort, pages), read, create,
 * update, delete, clear and import. Visitors read the tables of published maps; every write
 * needs the admin and the nonce.
 */
export async function recordRoutes(app: FastifyInstance, { db, geocoding, publicReads, publicMaxPerPage }: RecordRouteOptions): Promise<void> {
  const maintenance = new TableMaintenance(db);
  const anchors = new PageAnchors();
  app.addHook('onClose', async () => maintenance.dispose());
  for (const collection of COLLECTIONS) {
    const base = `/${collection.path}/:table`;
    const schemas = recordSchemas(collection.plural, collection.singular);
    const list = async (request: FastifyRequest<{ Params: TableParams; Querystring: Record<string, unknown> }>, reply: FastifyReply) => {
      const schema = await readableSchema(db, request, request.params.table);
      const query = readListRequest(request.query);
      // A map's regions are as many as its file has shapes; records can be any number.
      if (!request.session && collection.path === 'objects') query.perpage = capPage(query.perpage, publicMaxPerPage);
      // Placed before the read's turn: finding the place is no database time (the first lookup
      // may wait for the place index), so it must not spend the read's time limit.
      const distance = await distanceCentre(query.filters, geocoding.forCaller({ client: requestClientGroup(request) }));
      return gatedRead(publicReads, request, reply, async (reader) => {
        const page = await listRecords(reader, listTarget(schema), query, { distance, anchors });
        return { [collection.plural]: page.records, ...(query.withSchema ? { schema } : {}) };
      });
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
      const target = listTarget(schema);
      const created = await db.transaction(async (tx) => withMarkerImage(tx, target, schema.fields, await insertRecord(tx, target, record)));
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
      const updated = await db.transaction(async (tx) => {
        const stored = await updateRecord(tx, target, id, changes);
        return stored && withMarkerImage(tx, target, schema.fields, stored);
      });
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
      const report = await importChunk(db, listTarget(schema), schema.fields, rows, {
        // The admin's paid lookups share the per-client limit: the import waits its turn, up to a bound.
        geocoder: geocoding.forCaller({ client: requestClientGroup(request), waitBudgetMs: IMPORT_GEOCODING_WAIT_MS }),
        language: typeof body.language === 'string' ? body.language : undefined,
        convertLatlngToAddress: ['1', 'true', 'on', 'yes'].includes(String(body.convertLatlngToAddress ?? '').toLowerCase()),
        offset: Number.isInteger(offset) && offset >= 0 ? offset : 0,
      });
      maintenance.afterImport(schema.name, report.imported);
      return report;
    });
  }
}
