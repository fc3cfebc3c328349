import type { ListRequest } from '../sql/listRequest';

/** The first radius a nearest-first page is looked for in, in km. */
const FIRST_RING_KM = 25;
/** How much each next ring's radius grows. */
const RING_GROWTH = 4;

/** Whether a list is ordered nearest first (a distance filter's own order, or asked for). */
export function isNearestFirst(request: ListRequest): boolean {
  if (request.sort.length === 0) return true;
  return request.sort.length === 1 && request.sort[0]?.field === 'distance' && request.sort[0].order === 'asc';
}

/**
 * The radii a nearest-first first page is looked for in, smallest first, ending with the asked
 * radius. Every record inside a ring is nearer than every record outside it, so a ring holding
 * a full page holds the same page as the whole circle: a search near where records are reads
 * only those around it, not every record within thousands of kilometres.
 */
export function searchRings(radiusKm: number): number[] {
  const rings: number[] = [];
  for (let ring = FIRST_RING_KM; ring < radiusKm; ring *= RING_GROWTH) rings.push(ring);
  rings.push(radiusKm);
  return rings;
}
