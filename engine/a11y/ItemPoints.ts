import KDBush from 'kdbush';
import type { PointIndexBuilder } from '../hit-test/MarkerPicker';
import type { DirectionSearch, BoxSearchable } from '../hit-test/nearestInDirection';

/** An axis-aligned box in map units. */
export interface Box {
  minX: number;
  minY: number;
  maxX: number;
  maxY: number;
}

/** Below this many points, queries scan the columns and no tree is ever built. */
const INDEX_MIN_POINTS = 4096;

/**
 * One kind of item the accessibility mirror lists (enabled regions, or shown markers), in its
 * full, stable order: ids and points (map units) in columns. An item's ordinal (its place in
 * this order) is its position for assistive technology (`aria-posinset` is ordinal + 1).
 *
 * Queries scan the columns (a plain typed-array loop, a few ms at 170k points) until
 * {@link buildIndex} has built a k-d tree (kdbush) over the points; the owner builds it in a
 * task of its own, so a new list is usable at once and the build never lengthens that task.
 */
export class ItemPoints implements BoxSearchable {
  readonly count: number;
  /** Offset added to ordinals in direction searches, so ties across kinds go to the first kind. */
  orderOffset = 0;
  private index: KDBush | null = null;
  private building = false;
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

  /** Whether queries would gain from a tree that is not built yet. */
  get wantsIndex(): boolean {
    return this.index === null && this.count >= INDEX_MIN_POINTS;
  }

  /** Builds the k-d tree (once) when the set is large enough to gain from it. */
  buildIndex(): void {
    if (!this.wantsIndex) return;
    const index = new KDBush(this.count);
    for (let i = 0; i < this.count; i += 1) index.add(this.xs[i] ?? 0, this.ys[i] ?? 0);
    this.index = index.finish();
  }

  /**
   * Builds the k-d tree with `build` (a worker), so a large list costs this thread one pass over
   * its points; queries scan the columns until it is there. Should the worker fail, the tree is
   * built here when a query first needs it ({@link buildIndex}).
   */
  async buildIndexOffThread(build: PointIndexBuilder): Promise<void> {
    if (!this.wantsIndex || this.building) return;
    this.building = true;
    const coords = new Float64Array(this.count * 2);
    for (let i = 0; i < this.count; i += 1) {
      coords[2 * i] = this.xs[i] ?? 0;
      coords[2 * i + 1] = this.ys[i] ?? 0;
    }
    try {
      const data = await build(coords);
      if (this.index === null) this.index = KDBush.from(data);
    } catch {
      // Left to buildIndex: the first query that needs the tree builds it here.
    } finally {
      this.building = false;
    }
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
    if (this.index) return this.index.range(box.minX, box.minY, box.maxX, box.maxY);
    const found: number[] = [];
    const { xs, ys } = this;
    for (let i = 0; i < this.count; i += 1) {
      const x = xs[i] ?? 0;
      const y = ys[i] ?? 0;
      if (x >= box.minX && x <= box.maxX && y >= box.minY && y <= box.maxY) found.push(i);
    }
    return found;
  }

  /** Offers every point inside the box to a direction search (order: ordinal + {@link orderOffset}). */
  offerInBox(search: DirectionSearch, box: Box): void {
    for (const i of this.inBox(box)) search.offer(this.xs[i] ?? 0, this.ys[i] ?? 0, i + this.orderOffset);
  }

  /**
   * Up to `limit` ordinals nearest to a point, nearest first (ties: lower ordinal), leaving out
   * those `skip` rejects. With a tree, asks it for a growing circle, so a dense map near the point
   * is not visited whole; without one, one pass over the columns.
   */
  nearest(x: number, y: number, limit: number, skip?: (ordinal: number) => boolean): number[] {
    const extent = this.extent;
    if (!extent || limit <= 0) return [];
    const index = this.index;
    if (!index) {
      const heap = new NearestHeap(limit);
      for (let i = 0; i < this.count; i += 1) {
        if (!skip?.(i)) heap.offer(i, this.distance2(i, x, y));
      }
      return heap.sorted();
    }
    const reach = Math.hypot(Math.max(Math.abs(extent.minX - x), Math.abs(extent.maxX - x)), Math.max(Math.abs(extent.minY - y), Math.abs(extent.maxY - y)));
    // A circle that would hold about twice `limit` points if they were spread evenly over the extent.
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
    const heap = new NearestHeap(limit);
    for (const i of candidates) heap.offer(i, this.distance2(i, x, y));
    return heap.sorted();
  }

  private distance2(i: number, x: number, y: number): number {
    const dx = (this.xs[i] ?? 0) - x;
    const dy = (this.ys[i] ?? 0) - y;
    return dx * dx + dy * dy;
  }
}

/** Whether (key a, ordinal a) sorts after (key b, ordinal b): larger key, or the same key and a larger ordinal. */
function later(keyA: number, idA: number, keyB: number, idB: number): boolean {
  return keyA > keyB || (keyA === keyB && idA > idB);
}

/**
 * The `size` ordinals with the smallest keys seen: a bounded max-heap in typed arrays, so
 * picking 200 of 170,000 is one pass, no full sort and no objects. Ties go to the lower ordinal.
 */
export class NearestHeap {
  private readonly ids: Int32Array;
  private readonly keys: Float64Array;
  private length = 0;

  constructor(private readonly size: number) {
    this.ids = new Int32Array(Math.max(0, size));
    this.keys = new Float64Array(Math.max(0, size));
  }

  /** Offers an ordinal with its key. */
  offer(ordinal: number, key: number): void {
    const { ids, keys } = this;
    let i: number;
    if (this.length < this.size) {
      // Sift up from the end: every parent sorts after its children.
      i = this.length;
      this.length += 1;
      while (i > 0) {
        const parent = (i - 1) >> 1;
        if (!later(key, ordinal, keys[parent] ?? 0, ids[parent] ?? 0)) break;
        ids[i] = ids[parent] ?? 0;
        keys[i] = keys[parent] ?? 0;
        i = parent;
      }
    } else {
      // Full: the new entry replaces the last-sorting one (the root) if it sorts before it.
      if (this.size === 0 || !later(keys[0] ?? 0, ids[0] ?? 0, key, ordinal)) return;
      i = 0;
      for (;;) {
        const left = i * 2 + 1;
        const right = left + 1;
        let child = left;
        if (right < this.length && later(keys[right] ?? 0, ids[right] ?? 0, keys[left] ?? 0, ids[left] ?? 0)) child = right;
        if (child >= this.length || !later(keys[child] ?? 0, ids[child] ?? 0, key, ordinal)) break;
        ids[i] = ids[child] ?? 0;
        keys[i] = keys[child] ?? 0;
        i = child;
      }
    }
    ids[i] = ordinal;
    keys[i] = key;
  }

  /** The ordinals kept, smallest key first. */
  sorted(): number[] {
    const order = Array.from({ length: this.length }, (_, i) => i);
    const { ids, keys } = this;
    order.sort((a, b) => (keys[a] ?? 0) - (keys[b] ?? 0) || (ids[a] ?? 0) - (ids[b] ?? 0));
    return order.map((i) => ids[i] ?? 0);
  }
}
