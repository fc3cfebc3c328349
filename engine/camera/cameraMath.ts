import type { CameraMove, ScreenPoint, ViewBox } from './types';

/** Level comparisons tolerate this much floating-point noise. */
export const LEVEL_EPSILON = 1e-9;

/** Width and height of the map viewport in CSS pixels. */
export interface ViewportSize {
  width: number;
  height: number;
}

/**
 * Screen pixels per map unit that show all of `box` inside `viewport` with `padding` px on each
 * side. A viewport too small for the padding drops the padding; an unmeasured (zero) viewport or
 * an empty box gives 1 so that the camera's arithmetic stays finite until a real size arrives.
 */
export function fitScale(viewport: ViewportSize, box: ViewBox, padding: number): number {
  if (viewport.width <= 0 || viewport.height <= 0) return 1;
  if (box.width <= 0 || box.height <= 0) return 1;
  const paddedW = viewport.width - 2 * padding;
  const paddedH = viewport.height - 2 * padding;
  const w = paddedW > 0 && paddedH > 0 ? paddedW : viewport.width;
  const h = paddedW > 0 && paddedH > 0 ? paddedH : viewport.height;
  return Math.min(w / box.width, h / box.height);
}

/** The (fractional) zoom level at which the camera's scale equals `scale`. */
export function levelForScale(scale: number, baseScale: number, delta: number): number {
  return Math.log(scale / baseScale) / Math.log(delta);
}

/** The first whole level strictly past `level` in `direction` (1 = in, -1 = out). */
export function stepLevel(level: number, direction: 1 | -1): number {
  return direction > 0
    ? Math.floor(level + LEVEL_EPSILON) + 1
    : Math.ceil(level - LEVEL_EPSILON) - 1;
}

/** Clamps `value` to `[min, max]`. */
export function clamp(value: number, min: number, max: number): number {
  return Math.min(max, Math.max(min, value));
}

/**
 * The scroll-limit rule on one axis. `halfView` is half the visible extent in map units and
 * `[start, end]` the content's extent. When the content is larger than the view, the view must
 * stay inside the content (no empty margin can be dragged into view); when it is smaller, the
 * content must stay entirely inside the view. Both cases are the same interval, between
 * `start + halfView` and `end - halfView` in whichever order they fall.
 */
export function limitCentre(centre: number, halfView: number, start: number, end: number): number {
  const a = start + halfView;
  const b = end - halfView;
  return clamp(centre, Math.min(a, b), Math.max(a, b));
}

/**
 * The one {@link CameraMove} that does what `first` then `second` do, so a frame of gestures is
 * applied in one step without changing where anything lands (level limits and the scroll limit
 * aside, which then apply once). Each move maps a screen point `x` to `around + k·(x − around +
 * panBy)` with `k = zoomBase^zoomDelta`, so two moves compose into one of the same form: the
 * levels add, the zoom keeps the later move's `around`, and the pan is solved for.
 *
 * @param zoomBase the camera's scale factor per level.
 * @param centre where a move without `around` zooms: the viewport centre.
 */
export function composeMoves(first: CameraMove, second: CameraMove, zoomBase: number, centre: ScreenPoint): CameraMove {
  const zoomDelta = (first.zoomDelta ?? 0) + (second.zoomDelta ?? 0);
  if (!first.zoomDelta && !second.zoomDelta) {
    return { panBy: { x: (first.panBy?.x ?? 0) + (second.panBy?.x ?? 0), y: (first.panBy?.y ?? 0) + (second.panBy?.y ?? 0) } };
  }
  const a = affine(first, zoomBase, centre);
  const b = affine(second, zoomBase, centre);
  const k = a.k * b.k;
  // x ↦ k·x + t for `second` after `first`.
  const t = { x: b.k * a.t.x + b.t.x, y: b.k * a.t.y + b.t.y };
  const around = (second.zoomDelta ? second.around : first.around) ?? centre;
  // Solve around + k·(x − around + panBy) = k·x + t for panBy.
  return {
    panBy: { x: (t.x - around.x * (1 - k)) / k, y: (t.y - around.y * (1 - k)) / k },
    zoomDelta,
    around,
  };
}

/** A move as the screen map `x ↦ k·x + t`. */
function affine(move: CameraMove, zoomBase: number, centre: ScreenPoint): { k: number; t: ScreenPoint } {
  const k = zoomBase ** (move.zoomDelta ?? 0);
  const around = move.around ?? centre;
  const pan = move.panBy ?? { x: 0, y: 0 };
  return { k, t: { x: around.x * (1 - k) + k * pan.x, y: around.y * (1 - k) + k * pan.y } };
}
