/**
 * A hash grid over points for fixed-radius neighbour searches: cells twice as wide as the
 * radius, so the neighbours of a point lie in the two-by-two block of cells nearest to it.
 * Built in one pass (open addressing over typed arrays, no per-point objects), which is what
 * makes a clustering level cost a few milliseconds where sorting a k-d tree cost tens.
 */
export class NeighbourGrid {
  private mask = 0;
  private cellX = new Int32Array(0);
  private cellY = new Int32Array(0);
  /** First point of each slot's cell, or -1 for an empty slot. */
  private heads = new Int32Array(0);
  /** The next point in the same cell, or -1. */
  private next = new Int32Array(0);
  private inverse = 1;
  private xs: Float64Array = new Float64Array(0);
  private ys: Float64Array = new Float64Array(0);
  private radius = 0;

  /** A grid over `count` points of `xs`/`ys`; {@link reset} reuses it for other points. */
  constructor(xs: Float64Array, ys: Float64Array, count: number, radius: number) {
    this.reset(xs, ys, count, radius);
  }

  /** Grids other points (a clustering level), reusing the tables when they are large enough. */
  reset(xs: Float64Array, ys: Float64Array, count: number, radius: number): void {
    let size = 16;
    while (size < count * 2) size *= 2;
    if (this.heads.length < size) {
      this.cellX = new Int32Array(size);
      this.cellY = new Int32Array(size);
      this.heads = new Int32Array(size);
    }
    if (this.next.length < count) this.next = new Int32Array(count);
    this.mask = size - 1;
    this.heads.fill(-1, 0, size);
    this.xs = xs;
    this.ys = ys;
    this.radius = radius;
    this.inverse = 1 / (2 * radius);
    // Inserted last to first, so each cell lists its points in input order.
    for (let i = count - 1; i >= 0; i--) {
      const cx = Math.floor((xs[i] ?? 0) * this.inverse);
      const cy = Math.floor((ys[i] ?? 0) * this.inverse);
      const slot = this.slotOf(cx, cy, true);
      this.next[i] = this.heads[slot] ?? -1;
      this.heads[slot] = i;
    }
  }

  /**
   * Writes into `out` the indices of the points within the radius of point `i` (itself
   * included) and returns how many there are.
   */
  within(i: number, out: Int32Array): number {
    const x = this.xs[i] ?? 0;
    const y = this.ys[i] ?? 0;
    const r2 = this.radius * this.radius;
    const fx = x * this.inverse;
    const fy = y * this.inverse;
    const cx = Math.floor(fx);
    const cy = Math.floor(fy);
    // The block reaches one cell left or right (up or down), towards the nearer edge.
    const x0 = fx - cx < 0.5 ? cx - 1 : cx;
    const y0 = fy - cy < 0.5 ? cy - 1 : cy;
    let found = 0;
    for (let gx = x0; gx <= x0 + 1; gx++) {
      for (let gy = y0; gy <= y0 + 1; gy++) {
        const slot = this.slotOf(gx, gy, false);
        if (slot < 0) continue;
        for (let k = this.heads[slot] ?? -1; k >= 0; k = this.next[k] ?? -1) {
          const ex = (this.xs[k] ?? 0) - x;
          const ey = (this.ys[k] ?? 0) - y;
          if (ex * ex + ey * ey <= r2) out[found++] = k;
        }
      }
    }
    return found;
  }

  /** The slot of a cell; with `claim`, an empty slot is taken for it, else -1 when absent. */
  private slotOf(cx: number, cy: number, claim: boolean): number {
    let slot = hashCell(cx, cy) & this.mask;
    for (;;) {
      if (this.heads[slot] === -1) {
        if (!claim) return -1;
        this.cellX[slot] = cx;
        this.cellY[slot] = cy;
        return slot;
      }
      if (this.cellX[slot] === cx && this.cellY[slot] === cy) return slot;
      slot = (slot + 1) & this.mask;
    }
  }
}

/**
 * Mixes a cell's two integers into 32 well-spread bits: the table keeps only low bits, and a
 * product's low bits depend only on its factors' low bits, so the high bits are folded down.
 */
function hashCell(cx: number, cy: number): number {
  let h = Math.imul(cx, 0x9e3779b1) ^ Math.imul(cy + 0x7f4a7c15, 0x85ebca77);
  h = Math.imul(h ^ (h >>> 16), 0x45d9f3b);
  return h ^ (h >>> 16);
}
