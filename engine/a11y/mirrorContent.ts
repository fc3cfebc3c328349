import { ItemPoints } from './ItemPoints';

/** A region as the mirror reads it. */
interface RegionEntry {
  id: string;
  disabled: boolean;
}

/**
 * The regions the mirror lists: enabled ones not on a hidden layer, in draw order, each at its
 * navigation centre (`centreOf`; regions without one are left out: nothing could be reached
 * from them or lead to them).
 */
export function regionPoints(
  regions: readonly RegionEntry[], isHidden: (id: string) => boolean, centreOf: (id: string) => { x: number; y: number } | undefined,
): ItemPoints {
  const ids: string[] = [];
  const xs: number[] = [];
  const ys: number[] = [];
  for (const region of regions) {
    if (region.disabled || isHidden(region.id)) continue;
    const centre = centreOf(region.id);
    if (!centre) continue;
    ids.push(region.id);
    xs.push(centre.x);
    ys.push(centre.y);
  }
  return new ItemPoints(ids, Float64Array.from(xs), Float64Array.from(ys));
}

/** What the mirror reads from the marker manager. */
interface ShownMarkerSource {
  /** Markers shown now (not hidden, filtered in, on the current floor; clustered or not), in draw order, in columns. */
  visibleColumns(): { ids: readonly string[]; x: Float64Array; y: Float64Array };
}

/** The markers the mirror lists, in draw order, at their points (map units): the store's columns as they come. */
export function shownMarkerPoints(source: ShownMarkerSource): ItemPoints {
  const { ids, x, y } = source.visibleColumns();
  return new ItemPoints(ids, x, y);
}
