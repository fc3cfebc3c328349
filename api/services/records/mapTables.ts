import { defaultField, objectsTableName, regionsTableName, type SchemaField } from '../../../domain/index';
import type { Queryable } from '../../db/Database';
import { deleteSchema, findSchemaByName, insertSchema } from '../../repositories/schemasRepository';
import { isValidTableName } from '../../sql/identifiers';
import { bumpIdentity, copyRows } from '../../repositories/dataTables';
import { idKindOf } from '../../sql/dataTableDdl';

function named(type: Parameters<typeof defaultField>[0], name: string, label: string, extra: Partial<SchemaField> = {}): SchemaField {
  return { ...defaultField(type), name, label, ...extra };
}

/** Fields of a new map's regions table: id, title and status. */
export function defaultRegionFields(): SchemaField[] {
  return [named('id', 'id', 'ID'), named('text', 'title', 'Title', { searchable: true }), defaultField('status')];
}

/** Fields of a new map's records table: id, title, location and linked regions. */
function defaultObjectFields(): SchemaField[] {
  return [named('id', 'id', 'ID'), named('text', 'title', 'Title', { searchable: true }), defaultField('location'), defaultField('region')];
}

/** The tables a map's options name, or the defaults for its id. */
export function mapTableNames(mapId: number, options: Record<string, unknown>): { regions: string; objects: string } {
  const database = (options.database ?? {}) as Record<string, unknown>;
  const pick = (value: unknown, fallback: string) => (isValidTableName(value) ? value : fallback);
  return {
    regions: pick(database.regionsTableName, regionsTableName(mapId)),
    objects: pick(database.objectsTableName, objectsTableName(mapId)),
  };
}

/** Creates a new map's regions and records tables (with their schemas) when missing. */
export async function ensureMapTables(tx: Queryable, mapId: number, options: Record<string, unknown>): Promise<void> {
  const names = mapTableNames(mapId, options);
  if (!(await findSchemaByName(tx, names.regions))) {
    await insertSchema(tx, { name: names.regions, title: `Regions of map ${mapId}`, type: 'region', fields: defaultRegionFields() });
  }
  if (!(await findSchemaByName(tx, names.objects))) {
    await insertSchema(tx, { name: names.objects, title: `Records of map ${mapId}`, type: 'object', fields: defaultObjectFields() });
  }
}

/** Copies a table's schema and rows under a new name (for map copies). */
export async function copyTable(tx: Queryable, from: string, to: string): Promise<boolean> {
  const source = await findSchemaByName(tx, from);
  if (!source || (await findSchemaByName(tx, to))) return false;
  const copy = await insertSchema(tx, { name: to, title: source.title, type: source.type, fields: source.fields });
  await copyRows(tx, from, to, source.fields);
  if (idKindOf(copy) === 'serial') await bumpIdentity(tx, to);
  return true;
}

/** Drops the default tables of a deleted map (tables other maps were configured to use are kept). */
export async function dropDefaultMapTables(tx: Queryable, mapId: number): Promise<void> {
  for (const name of [regionsTableName(mapId), objectsTableName(mapId)]) {
    const schema = await findSchemaByName(tx, name);
    if (schema) await deleteSchema(tx, schema);
  }
}
