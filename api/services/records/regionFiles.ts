import { createHash } from 'node:crypto';
import { readFile } from 'node:fs/promises';
import path from 'node:path';
import type { Database, Queryable } from '../../db/Database';
import type { FileStorage } from '../../storage/FileStorage';
import { findRegionFileSync, listMaps, saveRegionFileSync, type MapRow } from '../../repositories/mapsRepository';
import { fillFileRegions, listTarget, type FileRegionsChange } from '../../repositories/recordsRepository';
import { findSchemaByName } from '../../repositories/schemasRepository';
import { mapTableNames } from './mapTables';
import { idKindOf } from '../../sql/dataTableDdl';
import { readFileRegions } from './svgRegions';

/** Where map files live: the bundled library and the uploaded files. */
export interface MapFileFolders {
  /** Served at `/maps/`. */
  mapsDir: string;
  /** Served at `/uploads/`; uploaded map files are stored under `maps/`. */
  storage: FileStorage;
}

/** Where one map file is: a file of the bundled library, or a stored upload. */
type MapFileLocation = { libraryFile: string } | { storedKey: string };

/** A plain file name: no folders, so a source can never point outside the two folders. */
const FILE_NAME = /^[A-Za-z0-9][A-Za-z0-9._-]{0,200}\.svg$/i;

/**
 * The file behind a map's source address (`/maps/x.svg`, `/uploads/maps/x.svg`, with or
 * without this server's origin and a version parameter), or undefined for any other address.
 */
function mapFilePath(source: unknown, folders: Pick<MapFileFolders, 'mapsDir'>): MapFileLocation | undefined {
  if (typeof source !== 'string' || source.trim() === '') return undefined;
  let address = source.trim();
  if (/^https?:\/\//i.test(address)) {
    try {
      address = new URL(address).pathname;
    } catch {
      return undefined;
    }
  }
  address = address.split(/[?#]/)[0] ?? '';
  const match = /^\/(maps|uploads\/maps)\/([^/]+)$/.exec(address);
  if (!match?.[2]) return undefined;
  let name: string;
  try {
    name = decodeURIComponent(match[2]);
  } catch {
    return undefined;
  }
  if (!FILE_NAME.test(name)) return undefined;
  return match[1] === 'maps' ? { libraryFile: path.join(folders.mapsDir, name) } : { storedKey: `maps/${name}` };
}

/** The text of a map file, or undefined when it cannot be read. */
async function readMapFile(location: MapFileLocation, storage: FileStorage): Promise<string | undefined> {
  try {
    if ('storedKey' in location) return (await storage.read(location.storedKey))?.bytes.toString('utf8');
    return await readFile(location.libraryFile, 'utf8');
  } catch {
    return undefined;
  }
}

/** How eagerly a sync reads the map file. */
interface SyncOptions {
  /**
   * Read the file only when the map's source or prefix differ from the last sync (a map save);
   * otherwise the file's content is compared too (a server start, where files may have changed).
   */
  onlyWhenMoved?: boolean;
}

function regionPrefixOf(options: Record<string, unknown>): string {
  return typeof options.regionPrefix === 'string' ? options.regionPrefix : '';
}

/**
 * Fills a map's regions table from its map file (see `fillFileRegions`) when the file, its
 * address or the region prefix changed since the last time. Maps whose file is not on this
 * server, cannot be read or parsed, or whose regions table is missing are left alone.
 * @returns what changed, or undefined when nothing was read.
 */
export async function syncMapRegions(db: Queryable, map: MapRow, folders: MapFileFolders, { onlyWhenMoved = false }: SyncOptions = {}): Promise<FileRegionsChange | undefined> {
  const table = mapTableNames(map.id, map.options).regions;
  const schema = await findSchemaByName(db, table);
  const source = map.options.source;
  const file = mapFilePath(source, folders);
  if (!schema || idKindOf(schema) !== 'text' || !file || typeof source !== 'string') return undefined;
  const regionPrefix = regionPrefixOf(map.options);
  const previous = await findRegionFileSync(db, table);
  const moved = !previous || previous.source !== source || previous.regionPrefix !== regionPrefix;
  if (onlyWhenMoved && !moved) return undefined;
  const text = await readMapFile(file, folders.storage);
  if (text === undefined) return undefined;
  const fileHash = createHash('sha256').update(text).digest('hex');
  if (!moved && previous?.fileHash === fileHash) return undefined;
  let regions;
  try {
    regions = readFileRegions(text, regionPrefix);
  } catch {
    return undefined;
  }
  const change = await fillFileRegions(db, listTarget(schema), regions);
  await saveRegionFileSync(db, table, { source, regionPrefix, fileHash });
  return change;
}

/** Brings every map's regions table in step with its file (at server start). */
export async function syncAllMapRegions(db: Database, folders: MapFileFolders): Promise<void> {
  for (const map of await listMaps(db)) {
    await db.transaction((tx) => syncMapRegions(tx, map, folders));
  }
}
