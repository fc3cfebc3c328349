/** Arrow-key directions in screen terms (SVG's y axis points down, so `up` is towards −y). */
export type Direction = 'up' | 'down' | 'left' | 'right';

const AXES: Record<Direction, readonly [number, number]> = {
  up: [0, -1], down: [0, 1], left: [-1, 0], right: [1, 0],
};

/**
 * The running answer of a search for the nearest point in an arrow's direction: the point whose
 * centre is nearest to `from` inside the 90° cone around `direction` (within 45° of the axis,
 * boundary included); none while the cone is empty.
 *
 * Ties: equal distances (to 1e-9 relative) go to the point closer to the axis, so a straight
 * move beats a diagonal one; if still tied, to the lower draw order, so the answer never
 * depends on the order candidates are offered in. Points at the same centre as `from` are
 * skipped: they would trap the focus.
 *
 * Candidates are offered one at a time as plain numbers, so a search over typed arrays or a
 * spatial index allocates nothing per point.
 */
export class DirectionSearch {
  /** The winning candidate's order, or -1 while nothing qualifies. */
  bestOrder = -1;
  /** Distance from the start to the winner (Infinity while there is none). */
  bestDistance = Infinity;
  private bestOffset = Infinity;
  private readonly ax: number;
  private readonly ay: number;

  constructor(readonly from: { readonly x: number; readonly y: number }, readonly direction: Direction) {
    [this.ax, this.ay] = AXES[direction];
  }

  /** Offers a candidate; returns whether it is the best so far. */
  offer(x: number, y: number, order: number): boolean {
    const dx = x - this.from.x;
    const dy = y - this.from.y;
    const along = dx * this.ax + dy * this.ay;
    const offset = Math.abs(dx * this.ay - dy * this.ax);
    if (along <= 0 || offset > along) return false;
    const distance = Math.hypot(dx, dy);
    const bestDistance = this.bestDistance;
    const tolerance = 1e-9 * Math.max(distance, bestDistance === Infinity ? 0 : bestDistance);
    const closer = distance < bestDistance - tolerance;
    const tied = !closer && Math.abs(distance - bestDistance) <= tolerance;
    const wins = closer || (tied && (offset < this.bestOffset
      || (offset === this.bestOffset && this.bestOrder >= 0 && order < this.bestOrder)));
    if (!wins) return false;
    this.bestOrder = order;
    this.bestDistance = distance;
    this.bestOffset = offset;
    return true;
  }

  /**
   * The box that holds every point of the direction's cone up to `radius` from the start:
   * a point nearer than `radius` inside the cone is always inside it.
   */
  coneBox(radius: number): { minX: number; minY: number; maxX: number; maxY: number } {
    const { x, y } = this.from;
    return {
      minX: this.ax > 0 ? x : x - radius,
      maxX: this.ax < 0 ? x : x + radius,
      minY: this.ay > 0 ? y : y - radius,
      maxY: this.ay < 0 ? y : y + radius,
    };
  }
}

/** Points a search can ask for by box: each one inside is offered to the search. */
export interface BoxSearchable {
  /** Offers every point inside the box to `search` (with its own order). */
  offerInBox(search: DirectionSearch, box: { minX: number; minY: number; maxX: number; maxY: number }): void;
  /** The box around every point, or null when there are none. */
  readonly extent: { minX: number; minY: number; maxX: number; maxY: number } | null;
}

/**
 * A {@link DirectionSearch} over spatially indexed point sets, without visiting every point:
 * asks each set for the cone's bounding box at a growing radius (doubling from `startRadius`)
 * until the best candidate found lies within that radius (nothing nearer can lie outside the
 * box), or the box covers every set. Fills `search`; read `search.bestOrder`.
 */
export function searchInDirection(search: DirectionSearch, sets: readonly BoxSearchable[], startRadius: number): void {
  const { x, y } = search.from;
  let reach = 0;
  for (const set of sets) {
    const e = set.extent;
    if (e) reach = Math.max(reach, Math.abs(e.minX - x), Math.abs(e.maxX - x), Math.abs(e.minY - y), Math.abs(e.maxY - y));
  }
  if (reach === 0 || !Number.isFinite(reach)) return;
  let radius = startRadius > 0 && Number.isFinite(startRadius) ? Math.min(startRadius, reach) : reach;
  for (;;) {
    const box = search.coneBox(radius);
    for (const set of sets) set.offerInBox(search, box);
    if (search.bestDistance <= radius || radius >= reach) return;
    radius = Math.min(radius * 2, reach);
  }
}
