import { ItemPoints } from './ItemPoints';

/** A region as the mirror reads it. */
export interface RegionEntry {
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
export interface ShownMarkerSource {
  /** Markers that may be shown now (not hidden, on the current floor), in draw order. */
  visibleMarkers(): ReadonlyArray<{ id: string; svgPoint: { x: number; y: number } }>;
}

/**
 * The markers the mirror lists, in draw order, at their points (map units): one pass into
 * columns. Stands in for a store method that would hand these columns over without a copy.
 */
export function shownMarkerPoints(source: ShownMarkerSource): ItemPoints {
  const markers = source.visibleMarkers();
  const count = markers.length;
  const ids = new Array<string>(count);
  const xs = new Float64Array(count);
  const ys = new Float64Array(count);
  for (let i = 0; i < count; i += 1) {
    const marker = markers[i];
    if (!marker) continue;
    ids[i] = marker.id;
    xs[i] = marker.svgPoint.x;
    ys[i] = marker.svgPoint.y;
  }
  return new ItemPoints(ids, xs, ys);
}
