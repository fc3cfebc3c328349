import KDBush from 'kdbush';
import type { DirectionSearch, BoxSearchable } from '../hit-test/nearestInDirection';

/** An axis-aligned box in map units. */
export interface Box {
  minX: number;
  minY: number;
  maxX: number;
  maxY: number;
}

/**
 * One kind of item the accessibility mirror lists (enabled regions, or shown markers), in its
 * full, stable order: ids and points (map units) in columns, with a k-d tree over the points
 * built on the first query. An item's ordinal (its place in this order) is its position for
 * assistive technology (`aria-posinset` is ordinal + 1).
 */
export class ItemPoints implements BoxSearchable {
  readonly count: number;
  /** Offset added to ordinals in direction searches, so ties across kinds go to the first kind. */
  orderOffset = 0;
  private index: KDBush | null = null;
  private box: Box | null | undefined;

  constructor(readonly ids: readonly string[], readonly xs: Float64Array, readonly ys: Float64Array) {
    this.count = ids.length;
  }

  /** Builds the columns from items in order. */
  static from(items: Iterable<{ id: string; x: number; y: number }>): ItemPoints {
    const list = Array.from(items);
    const xs = new Float64Array(list.length);
    const ys = new Float64Array(list.length);
    list.forEach((item, i) => {
      xs[i] = item.x;
      ys[i] = item.y;
    });
    return new ItemPoints(list.map((item) => item.id), xs, ys);
  }

  static empty(): ItemPoints {
    return new ItemPoints([], new Float64Array(0), new Float64Array(0));
  }

  /** The ordinal of an id, or -1. A scan: call it once per change, not per frame. */
  indexOf(id: string): number {
    return this.ids.indexOf(id);
  }

  /** The box around every point, or null when there are none. */
  get extent(): Box | null {
    if (this.box !== undefined) return this.box;
    let minX = Infinity;
    let minY = Infinity;
    let maxX = -Infinity;
    let maxY = -Infinity;
    for (let i = 0; i < this.count; i += 1) {
      const x = this.xs[i] ?? 0;
      const y = this.ys[i] ?? 0;
      if (x < minX) minX = x;
      if (x > maxX) maxX = x;
      if (y < minY) minY = y;
      if (y > maxY) maxY = y;
    }
    this.box = this.count > 0 ? { minX, minY, maxX, maxY } : null;
    return this.box;
  }

  /** Ordinals of the points inside a box (edges included), in no particular order. */
  inBox(box: Box): number[] {
    const index = this.tree();
    return index ? index.range(box.minX, box.minY, box.maxX, box.maxY) : [];
  }

  /** Offers every point inside the box to a direction search (order: ordinal + {@link orderOffset}). */
  offerInBox(search: DirectionSearch, box: Box): void {
    for (const i of this.inBox(box)) search.offer(this.xs[i] ?? 0, this.ys[i] ?? 0, i + this.orderOffset);
  }

  /**
   * Up to `limit` ordinals nearest to a point, nearest first, leaving out those `skip` rejects.
   * Asks the tree for a growing circle, so a dense map near the point is not scanned whole.
   */
  nearest(x: number, y: number, limit: number, skip?: (ordinal: number) => boolean): number[] {
    const index = this.tree();
    const extent = this.extent;
    if (!index || !extent || limit <= 0) return [];
    const reach = Math.hypot(Math.max(Math.abs(extent.minX - x), Math.abs(extent.maxX - x)), Math.max(Math.abs(extent.minY - y), Math.abs(extent.maxY - y)));
    // A circle that would hold about `limit` points if they were spread evenly over the extent.
    const area = Math.max((extent.maxX - extent.minX) * (extent.maxY - extent.minY), 1e-12);
    let radius = Math.min(reach, Math.sqrt((area * Math.min(1, (limit * 2) / this.count)) / Math.PI)) || reach;
    for (;;) {
      const found = index.within(x, y, radius);
      const kept = skip ? found.filter((i) => !skip(i)) : found;
      if (kept.length >= limit || radius >= reach) return this.closest(kept, x, y, limit);
      radius = Math.min(radius * 2, reach);
    }
  }

  /** The `limit` ordinals of `candidates` nearest to a point, nearest first (ties: lower ordinal). */
  closest(candidates: readonly number[], x: number, y: number, limit: number): number[] {
    const distance = (i: number) => ((this.xs[i] ?? 0) - x) ** 2 + ((this.ys[i] ?? 0) - y) ** 2;
    return smallestBy(candidates, distance, limit);
  }

  private tree(): KDBush | null {
    if (this.count === 0) return null;
    if (this.index) return this.index;
    const index = new KDBush(this.count);
    for (let i = 0; i < this.count; i += 1) index.add(this.xs[i] ?? 0, this.ys[i] ?? 0);
    this.index = index.finish();
    return this.index;
  }
}

/**
 * The `k` ordinals with the smallest keys, sorted by key (ties: lower ordinal). A bounded
 * max-heap in typed arrays: picking 200 of 170,000 is one pass, no full sort, no objects.
 */
export function smallestBy(ordinals: readonly number[], key: (ordinal: number) => number, k: number): number[] {
  const size = Math.min(k, ordinals.length);
  if (size <= 0) return [];
  const ids = new Int32Array(size);
  const keys = new Float64Array(size);
  // a is "after" b: larger key, or the same key and a larger ordinal.
  const after = (ka: number, ia: number, kb: number, ib: number) => ka > kb || (ka === kb && ia > ib);
  const swap = (a: number, b: number) => {
    const id = ids[a] ?? 0;
    const value = keys[a] ?? 0;
    ids[a] = ids[b] ?? 0;
    keys[a] = keys[b] ?? 0;
    ids[b] = id;
    keys[b] = value;
  };
  let length = 0;
  for (const ordinal of ordinals) {
    const value = key(ordinal);
    if (length < size) {
      ids[length] = ordinal;
      keys[length] = value;
      let i = length;
      length += 1;
      while (i > 0) {
        const parent = (i - 1) >> 1;
        if (!after(keys[i] ?? 0, ids[i] ?? 0, keys[parent] ?? 0, ids[parent] ?? 0)) break;
        swap(i, parent);
        i = parent;
      }
      continue;
    }
    if (!after(keys[0] ?? 0, ids[0] ?? 0, value, ordinal)) continue;
    ids[0] = ordinal;
    keys[0] = value;
    let i = 0;
    for (;;) {
      const left = i * 2 + 1;
      const right = left + 1;
      let top = i;
      if (left < length && after(keys[left] ?? 0, ids[left] ?? 0, keys[top] ?? 0, ids[top] ?? 0)) top = left;
      if (right < length && after(keys[right] ?? 0, ids[right] ?? 0, keys[top] ?? 0, ids[top] ?? 0)) top = right;
      if (top === i) break;
      swap(i, top);
      i = top;
    }
  }
  const order = Array.from({ length }, (_, i) => i);
  order.sort((a, b) => (keys[a] ?? 0) - (keys[b] ?? 0) || (ids[a] ?? 0) - (ids[b] ?? 0));
  return order.map((i) => ids[i] ?? 0);
}
