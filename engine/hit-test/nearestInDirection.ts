/** Arrow-key directions in screen terms (SVG's y axis points down, so `up` is towards −y). */
export type Direction = 'up' | 'down' | 'left' | 'right';

/** A candidate for keyboard navigation: an id, its centre and its draw order. */
export interface NavigationTarget {
  id: string;
  x: number;
  y: number;
  order: number;
}

const AXES: Record<Direction, readonly [number, number]> = {
  up: [0, -1], down: [0, 1], left: [-1, 0], right: [1, 0],
};

/**
 * Picks the target whose centre is nearest to `from` inside the 90° cone around `direction`
 * (within 45° of the axis, boundary included), or `null` when the cone is empty.
 *
 * Ties: equal distances (to 1e-9 relative) go to the target closer to the axis, so a straight
 * move beats a diagonal one; if still tied, to the lower draw order, so the answer never
 * depends on the order candidates are passed in. Targets at the same centre as `from` are
 * skipped: they would trap the focus.
 */
export function nearestInDirection(
  from: { x: number; y: number }, direction: Direction, targets: Iterable<NavigationTarget>,
): NavigationTarget | null {
  const [ax, ay] = AXES[direction];
  let best: NavigationTarget | null = null;
  let bestDistance = Infinity;
  let bestOffset = Infinity;
  for (const target of targets) {
    const dx = target.x - from.x;
    const dy = target.y - from.y;
    const along = dx * ax + dy * ay;
    const offset = Math.abs(dx * ay - dy * ax);
    if (along <= 0 || offset > along) continue;
    const distance = Math.hypot(dx, dy);
    const tolerance = 1e-9 * Math.max(distance, bestDistance === Infinity ? 0 : bestDistance);
    const closer = distance < bestDistance - tolerance;
    const tied = !closer && Math.abs(distance - bestDistance) <= tolerance;
    const wins = closer || (tied && (offset < bestOffset
      || (offset === bestOffset && best !== null && target.order < best.order)));
    if (!wins) continue;
    best = target;
    bestDistance = distance;
    bestOffset = offset;
  }
  return best;
}
