import type { FastifyInstance, FastifyRequest } from 'fastify';
import { decodeMapOptions, migrateMapOptions, isPlainObject } from '../../../domain/index';
import type { Database } from '../../db/Database';
import { requireAdmin } from '../../auth/sessions';
import { ApiError } from '../../errors';
import { deleteMap, findMap, insertMap, listMaps, updateMap, type MapRow, type MapTable } from '../../repositories/mapsRepository';
import { copyTable, dropDefaultMapTables, ensureMapTables, mapTableNames } from '../../services/records/mapTables';
import { removeReplacedCalibration } from '../../services/uploads/calibratedCopies';
import type { FileStorage } from '../../storage/FileStorage';
import { objectsTableName, regionsTableName } from '../../../domain/index';
import { syncAllMapRegions, syncMapRegions, type MapFileFolders } from '../../services/records/regionFiles';
import { precompiledTemplates } from '../../services/templates/precompiledTemplates';
import { currentShapeOptions } from '../../services/mapEmbed';
import { mapSchemas } from './routeSchemas/maps';

function notFound(): ApiError {
  return new ApiError(404, 'rest_map_not_found', 'Map not found.');
}

/**
 * Map options arrive as transport text (JSON with select/table/database/varchar replaced by
 * placeholders, so site firewalls let them through) and are stored decoded. A plain object is
 * accepted too.
 */
function readOptions(raw: unknown): Record<string, unknown> {
  if (isPlainObject(raw)) return raw;
  if (typeof raw !== 'string') throw new ApiError(400, 'rest_invalid_param', 'Invalid parameter(s): options');
  try {
    const options = decodeMapOptions(raw);
    if (!isPlainObject(options)) throw new SyntaxError('options must be an object');
    return options;
  } catch {
    throw new ApiError(400, 'rest_invalid_param', 'Invalid parameter(s): options');
  }
}

/** The map of a create or update body: `{ map: { title, status, options } }` (map may be JSON text). */
function readMapBody(body: unknown): Partial<Omit<MapRow, 'id'>> {
  let map = isPlainObject(body) ? body.map : undefined;
  if (typeof map === 'string') {
    try {
      map = JSON.parse(map);
    } catch {
      map = undefined;
    }
  }
  if (!isPlainObject(map)) throw new ApiError(400, 'rest_missing_callback_param', 'Missing parameter(s): map');
  const changes: Partial<Omit<MapRow, 'id'>> = {};
  if (map.title !== undefined) changes.title = String(map.title);
  if (map.status !== undefined) {
    const status = Number(map.status);
    if (!Number.isInteger(status) || status < 0 || status > 32767) throw new ApiError(400, 'rest_invalid_param', 'Invalid parameter(s): status');
    changes.status = status;
  }
  if (map.options !== undefined) changes.options = readOptions(map.options);
  return changes;
}

/** `status` of a map visitors may see; any other (0, a draft) stays in the admin. */
const PUBLISHED = 1;
/** `status` of a map being built. */
const DRAFT = 0;

/** A new map from a create body: a draft unless the body gives its status, as in the admin. */
function newMap(changes: Partial<Omit<MapRow, 'id'>>): Omit<MapRow, 'id'> {
  const options = changes.options ?? {};
  const title = changes.title ?? (typeof options.title === 'string' ? options.title : 'New map');
  return { title, status: changes.status ?? DRAFT, options };
}

/** Options of the maps routes. */
interface MapsRouteOptions {
  db: Database;
  /** Uploaded files; when given, calibrated copies a map no longer uses are removed from them. */
  storage?: FileStorage;
  /**
   * Where map files live; when given, each map's regions table is kept in step with the regions
   * of its file (on create, when the file or prefix changes, and at start for changed files).
   */
  mapFiles?: MapFileFolders;
}

/** Routes of one map collection (`maps` or `maps-v2`, same shape). */
async function mapCollection(app: FastifyInstance, { db, storage, mapFiles }: MapsRouteOptions, path: string, table: MapTable): Promise<void> {
  const list = async (request: FastifyRequest) => ({ maps: await listMaps(db, { publishedOnly: !request.session }, table) });
  app.get(`/${path}`, { schema: mapSchemas.list }, list);
  app.get(`/${path}/`, { schema: mapSchemas.list }, list);

  app.get<{ Params: { id: string } }>(`/${path}/:id`, { schema: mapSchemas.read }, async (request) => {
    const map = await findMap(db, Number(request.params.id), table);
    if (!map || (map.status !== PUBLISHED && !request.session)) throw notFound();
    // The viewer renders templates with the Handlebars runtime only: it gets them precompiled,
    // and the options in the current shape (it migrates only options a site script gives it).
    return { map: { ...map, options: currentShapeOptions(map.options) }, precompiledTemplates: precompiledTemplates(map.options) };
  });

  const create = async (request: FastifyRequest) => {
    const changes = readMapBody(request.body);
    const map = await db.transaction(async (tx) => {
      const created = await insertMap(tx, newMap(changes), table);
      if (table === 'maps') await ensureMapTables(tx, created.id, created.options);
      if (table === 'maps' && mapFiles) await syncMapRegions(tx, created, mapFiles);
      return created;
    });
    return { map };
  };
  app.post(`/${path}`, { preValidation: requireAdmin, schema: mapSchemas.create }, create);
  app.post(`/${path}/`, { preValidation: requireAdmin, schema: mapSchemas.create }, create);

  app.put<{ Params: { id: string } }>(`/${path}/:id`, { preValidation: requireAdmin, schema: mapSchemas.update }, async (request) => {
    const id = Number(request.params.id);
    const changes = readMapBody(request.body);
    const before = changes.options ? await findMap(db, id, table) : null;
    const map = await db.transaction(async (tx) => {
      const updated = await updateMap(tx, id, changes, table);
      if (updated && table === 'maps' && mapFiles && changes.options) await syncMapRegions(tx, updated, mapFiles, { onlyWhenMoved: true });
      return updated;
    });
    if (!map) throw notFound();
    // Each geo-calibration saves a new copy of the SVG; the copy it replaced is clutter once
    // no map uses it. Checked after the save so the map's own new source is what counts.
    if (storage && before) await removeReplacedCalibration(db, storage, before.options.source, map.options.source);
    return { map };
  });

  app.delete<{ Params: { id: string } }>(`/${path}/:id`, { preValidation: requireAdmin, schema: mapSchemas.remove }, async (request) => {
    const id = Number(request.params.id);
    const deleted = await db.transaction(async (tx) => {
      const done = await deleteMap(tx, id, table);
      if (done && table === 'maps') await dropDefaultMapTables(tx, id);
      return done;
    });
    if (!deleted) throw notFound();
    return { deleted: true };
  });

  const clear = async () => {
    const deleted = await db.transaction(async (tx) => {
      const maps = await listMaps(tx, {}, table);
      for (const map of maps) {
        await deleteMap(tx, map.id, table);
        if (table === 'maps') await dropDefaultMapTables(tx, map.id);
      }
      return maps.length;
    });
    return { deleted };
  };
  app.delete(`/${path}`, { preValidation: requireAdmin, schema: mapSchemas.clear }, clear);
  app.delete(`/${path}/`, { preValidation: requireAdmin, schema: mapSchemas.clear }, clear);
}

/**
 * The maps collections (`maps/`, `maps-v2/`) plus `maps/{id}/copy` and `maps//createFromV2`.
 * Visitors read published maps only (others answer 404 rest_map_not_found); writes need the
 * admin and the nonce.
 */
export async function mapsRoutes(app: FastifyInstance, options: MapsRouteOptions): Promise<void> {
  const { db, mapFiles } = options;
  // Files may have changed while the server was down (a new release, a replaced upload).
  if (mapFiles) app.addHook('onReady', () => syncAllMapRegions(db, mapFiles));
  await mapCollection(app, options, 'maps', 'maps');
  await mapCollection(app, options, 'maps-v2', 'maps_v2');

  app.post<{ Params: { id: string } }>('/maps/:id/copy', { preValidation: requireAdmin, schema: mapSchemas.copy }, async (request) => {
    const id = Number(request.params.id);
    const body = isPlainObject(request.body) ? request.body : {};
    const given = isPlainObject(body.options) ? body.options : typeof body.options === 'string' ? readOptions(body.options) : {};
    const map = await db.transaction(async (tx) => {
      const source = await findMap(tx, id);
      if (!source) throw notFound();
      const title = typeof given.title === 'string' && given.title !== '' ? given.title : `${source.title} (copy)`;
      // A copy is a new map the admin goes on to change: a draft, as every new map is, so a
      // published original does not appear twice on the site while its copy is reworked.
      const created = await insertMap(tx, { title, status: DRAFT, options: { ...source.options, title } });
      const from = mapTableNames(source.id, source.options);
      const to = { regions: regionsTableName(created.id), objects: objectsTableName(created.id) };
      await copyTable(tx, from.regions, to.regions);
      await copyTable(tx, from.objects, to.objects);
      await ensureMapTables(tx, created.id, {});
      const database = { ...(isPlainObject(source.options.database) ? source.options.database : {}), regionsTableName: to.regions, objectsTableName: to.objects };
      const copy = await updateMap(tx, created.id, { options: { ...created.options, database } });
      if (copy && mapFiles) await syncMapRegions(tx, copy, mapFiles);
      return copy;
    });
    return { map };
  });

  const createFromV2 = async (request: FastifyRequest) => {
    const changes = readMapBody(request.body);
    const options = migrateMapOptions(changes.options ?? {}) as Record<string, unknown>;
    const map = await db.transaction(async (tx) => {
      const created = await insertMap(tx, newMap({ ...changes, options }));
      await ensureMapTables(tx, created.id, created.options);
      if (mapFiles) await syncMapRegions(tx, created, mapFiles);
      return created;
    });
    return { map };
  };
  app.post('/maps//createFromV2', { preValidation: requireAdmin, schema: mapSchemas.createFromV2 }, createFromV2);
  app.post('/maps/createFromV2', { preValidation: requireAdmin, schema: mapSchemas.createFromV2 }, createFromV2);
}
