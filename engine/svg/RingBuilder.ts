import { pointOnArc } from './arc';
import { isIdentity, maxScale } from './matrix';
import type { CenterArc, PathSink } from './pathSink';
import type { Box, Matrix } from './types';

/** Flattened subpaths of one shape plus their bounding box. */
interface BuiltRings {
  rings: Float64Array[];
  closed: boolean[];
  bbox: Box;
}

const MAX_SEGMENTS_PER_CURVE = 4096;

/**
 * Scratch space for the subpath being built, shared by all builders (parsing is synchronous):
 * each ring is copied out once at its end, which keeps the collector idle on large maps.
 */
let scratch = new Float64Array(1 << 16);

/**
 * A {@link PathSink} that transforms local commands into map coordinates and flattens curves
 * into polylines whose distance from the true curve stays under `tolerance` map units.
 * Curves are flattened after transforming their control points (affine maps keep Béziers
 * Béziers), so the tolerance holds in map space whatever the nesting of transforms.
 */
export class RingBuilder implements PathSink {
  private readonly rings: Float64Array[] = [];
  private readonly closed: boolean[] = [];
  /** Number of coordinates of the current subpath held in `scratch`. */
  private length = 0;
  private localX = 0;
  private localY = 0;
  private startX = 0;
  private startY = 0;
  private readonly identity: boolean;
  private minX = Infinity;
  private minY = Infinity;
  private maxX = -Infinity;
  private maxY = -Infinity;

  constructor(private readonly matrix: Matrix, private readonly tolerance: number) {
    this.identity = isIdentity(matrix);
  }

  moveTo(x: number, y: number): void {
    this.flush(false);
    this.localX = this.startX = x;
    this.localY = this.startY = y;
    this.push(x, y);
  }

  lineTo(x: number, y: number): void {
    this.ensureStarted();
    this.localX = x;
    this.localY = y;
    this.push(x, y);
  }

  quadTo(x1: number, y1: number, x: number, y: number): void {
    this.ensureStarted();
    const [ax, ay] = this.map(this.localX, this.localY);
    const [bx, by] = this.map(x1, y1);
    const [cx, cy] = this.map(x, y);
    // Wang's bound: n segments keep the error under |P0 - 2P1 + P2| / (4 n²).
    const dd = Math.hypot(ax - 2 * bx + cx, ay - 2 * by + cy);
    const n = this.segmentCount(Math.sqrt(dd / (4 * this.tolerance)));
    for (let i = 1; i <= n; i++) {
      const t = i / n;
      const u = 1 - t;
      this.pushMapped(u * u * ax + 2 * u * t * bx + t * t * cx, u * u * ay + 2 * u * t * by + t * t * cy);
    }
    this.localX = x;
    this.localY = y;
  }

  cubicTo(x1: number, y1: number, x2: number, y2: number, x: number, y: number): void {
    this.ensureStarted();
    const [ax, ay] = this.map(this.localX, this.localY);
    const [bx, by] = this.map(x1, y1);
    const [cx, cy] = this.map(x2, y2);
    const [dx, dy] = this.map(x, y);
    // Wang's bound for cubics: error ≤ 3/4 · max second difference / n².
    const dd = Math.max(
      Math.hypot(ax - 2 * bx + cx, ay - 2 * by + cy),
      Math.hypot(bx - 2 * cx + dx, by - 2 * cy + dy),
    );
    const n = this.segmentCount(Math.sqrt((0.75 * dd) / this.tolerance));
    for (let i = 1; i <= n; i++) {
      const t = i / n;
      const u = 1 - t;
      const w0 = u * u * u, w1 = 3 * u * u * t, w2 = 3 * u * t * t, w3 = t * t * t;
      this.pushMapped(w0 * ax + w1 * bx + w2 * cx + w3 * dx, w0 * ay + w1 * by + w2 * cy + w3 * dy);
    }
    this.localX = x;
    this.localY = y;
  }

  arcTo(arc: CenterArc, x: number, y: number): void {
    this.ensureStarted();
    const radius = Math.max(arc.rx, arc.ry) * maxScale(this.matrix);
    // A chord of angle s sags r·(1 - cos(s/2)) from the circle; keep that under the tolerance.
    const ratio = 1 - this.tolerance / radius;
    const step = ratio <= -1 ? Math.PI : 2 * Math.acos(Math.max(-1, ratio));
    const n = this.segmentCount(Math.abs(arc.delta) / step);
    for (let i = 1; i < n; i++) {
      const [px, py] = pointOnArc(arc, arc.theta + (arc.delta * i) / n);
      this.push(px, py);
    }
    // The exact end point, so the next command continues from where the file says.
    this.push(x, y);
    this.localX = x;
    this.localY = y;
  }

  closePath(): void {
    this.flush(true);
    this.localX = this.startX;
    this.localY = this.startY;
  }

  /** Ends the last subpath and hands over the rings; the builder is spent afterwards. */
  finish(): BuiltRings {
    this.flush(false);
    const empty = this.rings.length === 0;
    return {
      rings: this.rings,
      closed: this.closed,
      bbox: empty
        ? { minX: 0, minY: 0, maxX: 0, maxY: 0 }
        : { minX: this.minX, minY: this.minY, maxX: this.maxX, maxY: this.maxY },
    };
  }

  private segmentCount(estimate: number): number {
    if (!Number.isFinite(estimate)) return 1;
    return Math.min(MAX_SEGMENTS_PER_CURVE, Math.max(1, Math.ceil(estimate)));
  }

  /** After `z` the next command continues from the subpath start without a new `M`. */
  private ensureStarted(): void {
    if (this.length === 0) this.push(this.localX, this.localY);
  }

  private map(x: number, y: number): [number, number] {
    if (this.identity) return [x, y];
    const [a, b, c, d, e, f] = this.matrix;
    return [a * x + c * y + e, b * x + d * y + f];
  }

  private push(x: number, y: number): void {
    if (this.identity) {
      this.pushMapped(x, y);
      return;
    }
    const [a, b, c, d, e, f] = this.matrix;
    this.pushMapped(a * x + c * y + e, b * x + d * y + f);
  }

  private pushMapped(x: number, y: number): void {
    const n = this.length;
    // Repeated points add nothing to a fill and give zero-length stroke segments.
    if (n >= 2 && scratch[n - 2] === x && scratch[n - 1] === y) return;
    if (n + 2 > scratch.length) {
      const grown = new Float64Array(scratch.length * 2);
      grown.set(scratch);
      scratch = grown;
    }
    scratch[n] = x;
    scratch[n + 1] = y;
    this.length = n + 2;
  }

  private flush(closedByCommand: boolean): void {
    let n = this.length;
    this.length = 0;
    if (n < 4) return;
    const endsAtStart = scratch[0] === scratch[n - 2] && scratch[1] === scratch[n - 1];
    if (endsAtStart) n -= 2;
    if (n < 4) return;
    const kept = scratch.slice(0, n);
    for (let i = 0; i < n; i += 2) {
      const x = kept[i] as number;
      const y = kept[i + 1] as number;
      if (x < this.minX) this.minX = x;
      if (y < this.minY) this.minY = y;
      if (x > this.maxX) this.maxX = x;
      if (y > this.maxY) this.maxY = y;
    }
    this.rings.push(kept);
    this.closed.push(closedByCommand || endsAtStart);
  }
}
