/**
 * Exact marker picking in screen pixels: where a point's image lies for a camera, whether a
 * pointer is on it, and the topmost of several. The same arithmetic as the point layer's vertex
 * shader (engine/markers/pointShaders.ts), in float64.
 */

/** The camera as point layers and picking see it: scale (px per map unit), centre, viewport. */
export interface PointCamera {
  scale: number;
  cx: number;
  cy: number;
  /** Viewport size in CSS px. */
  width: number;
  height: number;
}

/**
 * An image's extent around its point, CSS px: drawn from `(sx - anchorX, sy - anchorY)`,
 * `width` × `height`, where `(sx, sy)` is the point on screen.
 */
export interface ImageBox {
  width: number;
  height: number;
  anchorX: number;
  anchorY: number;
}

/** Whether a screen point lies on an image drawn at map point `(x, y)` (edges included). */
export function onImage(camera: PointCamera, px: number, py: number, x: number, y: number, box: ImageBox): boolean {
  const left = (x - camera.cx) * camera.scale + camera.width / 2 - box.anchorX;
  const top = (y - camera.cy) * camera.scale + camera.height / 2 - box.anchorY;
  return px >= left && px <= left + box.width && py >= top && py <= top + box.height;
}

/**
 * The map box that holds every point whose image (reaching at most `reach` px from its point)
 * may cover a screen point, padded by a hair for rounding.
 */
export function searchBox(camera: PointCamera, px: number, py: number, reach: number): { minX: number; minY: number; maxX: number; maxY: number } {
  const x = camera.cx + (px - camera.width / 2) / camera.scale;
  const y = camera.cy + (py - camera.height / 2) / camera.scale;
  const r = (reach + 1) / camera.scale;
  return { minX: x - r, minY: y - r, maxX: x + r, maxY: y + r };
}

/** What {@link pickTopmost} reads: positions and, per point, its image box if drawn now. */
export interface PickPoints {
  x: ArrayLike<number>;
  y: ArrayLike<number>;
  /** The image box of a drawn point, or null when the point is not drawn now. */
  boxOf(point: number): ImageBox | null;
}

/**
 * The topmost point (the highest number: points are drawn in order) among `candidates` whose
 * image covers the screen point, or -1.
 */
export function pickTopmost(candidates: Iterable<number>, points: PickPoints, camera: PointCamera, px: number, py: number, best = -1): number {
  for (const point of candidates) {
    if (point <= best) continue;
    const box = points.boxOf(point);
    if (box && onImage(camera, px, py, points.x[point] ?? 0, points.y[point] ?? 0, box)) best = point;
  }
  return best;
}

/** {@link pickTopmost} over the points `from..to-1`, without a candidate list. */
export function pickInRange(from: number, to: number, points: PickPoints, camera: PointCamera, px: number, py: number): number {
  for (let point = to - 1; point >= from; point--) {
    const box = points.boxOf(point);
    if (box && onImage(camera, px, py, points.x[point] ?? 0, points.y[point] ?? 0, box)) return point;
  }
  return -1;
}
