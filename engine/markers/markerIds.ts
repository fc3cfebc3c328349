import { nextMarkerId } from '../../domain/index';

/** Shown when a new marker id equals a region's id. */
export const ID_USED_BY_REGION = 'This ID is already being used by a Region';
/** Shown when a new marker id equals another marker's id. */
export const ID_USED_BY_MARKER = 'This ID is already being used by another Marker';

/** A rejected marker id, with the message the admin sees. */
export class MarkerIdError extends Error {
  override readonly name = 'MarkerIdError';
}

/**
 * The problem with giving a marker `id`, or null when it is free: no region and no other marker
 * may have it (`selfId` is the marker being renamed, which may keep its id).
 */
export function markerIdProblem(id: string, regionIds: ReadonlySet<string> | { has(id: string): boolean }, markerIds: { has(id: string): boolean }, selfId?: string): string | null {
  if (regionIds.has(id)) return ID_USED_BY_REGION;
  if (id !== selfId && markerIds.has(id)) return ID_USED_BY_MARKER;
  return null;
}

/**
 * The next free automatic id (`marker_{n}`), skipping numbers already taken by a region or
 * marker. The counter restarts at 0 when the map has no markers.
 */
export function allocateMarkerId(lastId: number, markerCount: number, taken: (id: string) => boolean): { id: string; lastId: number } {
  let next = nextMarkerId(lastId, markerCount);
  while (taken(next.id)) next = nextMarkerId(next.markerLastID, markerCount + 1);
  return { id: next.id, lastId: next.markerLastID };
}
