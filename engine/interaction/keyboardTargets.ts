import type { RegionIndex } from '../hit-test/RegionIndex';
import { nearestInDirection, type Direction, type NavigationTarget } from '../hit-test/nearestInDirection';

/** What arrow-key navigation moves between: enabled regions and the markers listed for assistive technology. */
export interface KeyboardTargets {
  index: RegionIndex;
  /** Enabled regions, in draw order. */
  regionIds: readonly string[];
  /** Markers shown on their own (not hidden, not inside a cluster). */
  markers: ReadonlyArray<{ id: string; svgPoint: { x: number; y: number } }>;
}

/**
 * The nearest region or marker from `fromId` in an arrow's direction (see
 * {@link nearestInDirection}): regions by their centre, markers by their point, so keyboard
 * users reach markers as pointer users do. Markers come after regions in the tie-break order.
 */
export function nearestTargetInDirection(targets: KeyboardTargets, fromId: string, direction: Direction): string | null {
  const marker = targets.markers.find((candidate) => candidate.id === fromId);
  const from = marker ? marker.svgPoint : targets.index.centreOf(fromId);
  if (!from) return null;
  const candidates: NavigationTarget[] = [];
  targets.regionIds.forEach((id, order) => {
    const centre = id === fromId ? undefined : targets.index.centreOf(id);
    if (centre) candidates.push({ id, x: centre.x, y: centre.y, order });
  });
  const offset = targets.regionIds.length;
  targets.markers.forEach(({ id, svgPoint }, i) => {
    if (id !== fromId) candidates.push({ id, x: svgPoint.x, y: svgPoint.y, order: offset + i });
  });
  return nearestInDirection(from, direction, candidates)?.id ?? null;
}
