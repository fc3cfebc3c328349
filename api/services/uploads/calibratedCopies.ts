import type { Queryable } from '../../db/Database';
import type { FileStorage } from '../../storage/FileStorage';
import { listMaps } from '../../repositories/mapsRepository';

/** Address prefix of uploaded map files (stored under `maps/`). */
const MAP_UPLOADS_URL = '/uploads/maps/';

/**
 * A calibrated copy is stored as `{base}-geo-{8 hex}.svg`: the geo-calibration panel names it
 * `{base}-geo.svg` and the upload route adds its random suffix.
 */
const CALIBRATED_NAME = /^([a-z0-9_-]+)-geo-[0-9a-f]{8}\.svg$/;

/** A calibrated copy of a map file, read from a map's source address. */
interface CalibratedCopy {
  /** The stored file name, e.g. `usa-geo-1a2b3c4d.svg`. */
  name: string;
  /** The name of the file it was calibrated from, without extension (`usa`). */
  base: string;
}

/** The calibrated copy a map source points at, or undefined for any other source. */
export function calibratedCopyOf(source: unknown): CalibratedCopy | undefined {
  if (typeof source !== 'string') return undefined;
  const address = source.split(/[?#]/)[0] ?? '';
  if (!address.startsWith(MAP_UPLOADS_URL)) return undefined;
  const name = address.slice(MAP_UPLOADS_URL.length);
  const match = CALIBRATED_NAME.exec(name);
  return match?.[1] ? { name, base: match[1] } : undefined;
}

/** Whether any map, current or old-editor, still mentions the file anywhere in its options. */
async function isReferenced(db: Queryable, name: string): Promise<boolean> {
  // Any mention counts (source, a layer, a floor...): removing a file a map still shows would
  // break that map, keeping an unused one only costs disk space.
  for (const table of ['maps', 'maps_v2'] as const) {
    const maps = await listMaps(db, {}, table);
    if (maps.some((map) => JSON.stringify(map.options).includes(name))) return true;
  }
  return false;
}

/**
 * After a map moved from one calibrated copy to a newer calibrated copy of the same original
 * file (the admin calibrated again), removes the older copy from the stored `maps/` unless
 * some map still uses it. Answers the removed file name, or undefined when nothing was removed.
 * Copies of other originals, and files the admin uploaded by hand, are never touched.
 */
export async function removeReplacedCalibration(db: Queryable, storage: FileStorage, oldSource: unknown, newSource: unknown): Promise<string | undefined> {
  const previous = calibratedCopyOf(oldSource);
  const next = calibratedCopyOf(newSource);
  if (!previous || !next || previous.name === next.name || previous.base !== next.base) return undefined;
  if (await isReferenced(db, previous.name)) return undefined;
  // Already gone (removed by hand, or by a concurrent save): nothing left to clean.
  return (await storage.remove(`maps/${previous.name}`)) ? previous.name : undefined;
}
