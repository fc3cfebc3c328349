import type { Box, ItemPoints } from './ItemPoints';

/** The most option nodes the mirror keeps in the page, whatever the number of items. */
export const MIRROR_MAX_OPTIONS = 200;

/** The kinds of item the mirror lists, in the order they are listed. */
export type MirrorKind = 'region' | 'marker';

/** What the mirror lists, as the engine sees it now: each kind in its full, stable order. */
export interface MirrorContent {
  /** Enabled regions (not disabled, not on a hidden layer), in draw order, at their centres. */
  regions: ItemPoints;
  /** Markers shown on the map (not hidden, on the current floor), in draw order. */
  markers: ItemPoints;
}

/** Which items get an option node now: ordinals of each kind, in the order they are listed. */
interface MirrorWindow {
  regions: number[];
  markers: number[];
  /** Markers whose point lies inside the view (all of them without a view). */
  markersInView: number;
  /** The focused item is listed only because it is focused (it is last of its kind). */
  activeAdded: boolean;
}

/** Where the view is and which item has the keyboard focus. */
interface WindowRequest {
  /** The visible map rectangle; null lists each kind from its start. */
  view: Box | null;
  /** The focused item: it always gets a node, inside the window or not. */
  active?: { kind: MirrorKind; ordinal: number } | null;
  /** Option nodes at most (default {@link MIRROR_MAX_OPTIONS}). */
  budget?: number;
}

/**
 * Chooses the items that get an option node. When every item fits the budget, all do, each kind
 * in its full order (as a small map always did). Otherwise the budget is shared: regions keep
 * all their nodes when they fit beside the markers' half, each windowed kind lists the items in
 * the view first, nearest the view's centre first, then the nearest outside it, and one node is
 * held back for the focused item, which is always listed.
 */
export function planMirrorWindow(content: MirrorContent, request: WindowRequest): MirrorWindow {
  const { regions, markers } = content;
  const view = request.view;
  const budget = Math.max(1, request.budget ?? MIRROR_MAX_OPTIONS);
  const markersInside = view ? insideView(markers, view) : null;
  const markersInView = markersInside === null ? markers.count : markersInside === ALL ? markers.count : markersInside.length;
  if (regions.count + markers.count <= budget) {
    return { regions: range(regions.count), markers: range(markers.count), markersInView, activeAdded: false };
  }
  const slots = budget - 1;
  const regionSlots = Math.min(regions.count, Math.max(slots - markers.count, Math.floor(slots / 2)));
  const markerSlots = Math.min(markers.count, slots - regionSlots);
  const window = {
    regions: regionSlots === regions.count ? range(regions.count) : nearestFirst(regions, view, regionSlots),
    markers: markerSlots === markers.count ? range(markers.count) : nearestFirst(markers, view, markerSlots, markersInside),
    markersInView,
    activeAdded: false,
  };
  const active = request.active;
  if (!active) return window;
  const list = active.kind === 'region' ? window.regions : window.markers;
  if (list.includes(active.ordinal)) return window;
  list.push(active.ordinal);
  window.activeAdded = true;
  return window;
}

function range(count: number): number[] {
  return Array.from({ length: count }, (_, i) => i);
}

/** Every point lies inside the view. */
const ALL = 'all';

/** The ordinals inside a view, or {@link ALL} when the view holds every point (no query then). */
function insideView(points: ItemPoints, view: Box): number[] | typeof ALL {
  const extent = points.extent;
  if (!extent) return [];
  if (view.minX <= extent.minX && view.minY <= extent.minY && view.maxX >= extent.maxX && view.maxY >= extent.maxY) return ALL;
  return points.inBox(view);
}

/**
 * Up to `limit` ordinals: inside the view nearest its centre first, then the nearest outside.
 * `inside` may pass the points inside the view when already known.
 */
function nearestFirst(points: ItemPoints, view: Box | null, limit: number, inside: number[] | typeof ALL | null = null): number[] {
  if (limit <= 0) return [];
  if (!view) return range(Math.min(limit, points.count));
  const cx = (view.minX + view.maxX) / 2;
  const cy = (view.minY + view.maxY) / 2;
  const isOutside = (i: number) => {
    const x = points.xs[i] ?? 0;
    const y = points.ys[i] ?? 0;
    return x < view.minX || x > view.maxX || y < view.minY || y > view.maxY;
  };
  const known = inside ?? insideView(points, view);
  // Many points inside: a growing circle around the centre finds the nearest without ranking them all.
  const first = known === ALL ? points.nearest(cx, cy, limit)
    : known.length > limit * 8 ? points.nearest(cx, cy, limit, isOutside)
      : points.closest(known, cx, cy, limit);
  if (first.length >= limit) return first;
  return first.concat(points.nearest(cx, cy, limit - first.length, (i) => !isOutside(i)));
}
