import KDBush from 'kdbush';
import { pickInRange, pickTopmost, searchBox, type PickPoints, type PointCamera } from './markerPick';

/** Builds the index of interleaved x, y pairs elsewhere (a worker); resolves with {@link KDBush} data. */
export type PointIndexBuilder = (coords: Float64Array) => Promise<ArrayBuffer>;

/** From this many points on, the index is built off the main thread (when a builder is given). */
const OFF_THREAD_MIN_POINTS = 20_000;
/** Points appended since the last build that are tested one by one before the index is rebuilt. */
const TAIL_MAX = 256;

/**
 * The k-d tree of interleaved x, y pairs (ids are the pairs' numbers); a pure kernel for workers
 * too. Coordinates are kept as float32 (12 bytes a point with its id): queries are padded by
 * the rounding, and the exact test reads the float64 points.
 */
export function buildPointIndex(coords: Float64Array): KDBush {
  const count = coords.length / 2;
  const index = new KDBush(count, 64, Float32Array);
  for (let i = 0; i < count; i++) index.add(coords[2 * i] ?? 0, coords[2 * i + 1] ?? 0);
  return index.finish();
}

function interleave(x: ArrayLike<number>, y: ArrayLike<number>, count: number): Float64Array {
  const coords = new Float64Array(count * 2);
  for (let i = 0; i < count; i++) {
    coords[2 * i] = x[i] ?? 0;
    coords[2 * i + 1] = y[i] ?? 0;
  }
  return coords;
}

/** What {@link MarkerPicker.pick} reads: the points, how many there are, how far images reach. */
export interface PickSource extends PickPoints {
  count: number;
  /** The most any drawn image reaches from its point, px. */
  reach: number;
}

/**
 * Marker picking: a flat k-d tree over every marker point (kdbush), queried with the pointer's
 * map box padded by the largest image reach, then the exact test in screen px; the topmost
 * (last drawn) marker wins. The tree is rebuilt per batch, not per marker: points appended
 * since (a few single adds) and points moved since (a drag) are tested one by one until then.
 * Big sets are indexed off the main thread; until the tree arrives every point is tested
 * (about a millisecond per 100k points, only meanwhile).
 */
export class MarkerPicker {
  private index: KDBush | null = null;
  /** Points `0..indexed-1` are in the tree. */
  private indexed = 0;
  private epoch = Number.NaN;
  private readonly moved = new Set<number>();
  private request = 0;

  constructor(private readonly offThread: PointIndexBuilder | null = null) {}

  /**
   * The points are now `count` rows of `x`, `y`; `epoch` changes whenever rows were renumbered
   * (their order is kept otherwise, so an unchanged epoch means only appends and moves).
   */
  update(x: Float64Array, y: Float64Array, count: number, epoch: number): void {
    const renumbered = epoch !== this.epoch || count < this.indexed;
    if (!renumbered && count - this.indexed <= TAIL_MAX) return;
    this.epoch = epoch;
    if (renumbered) {
      this.index = null;
      this.indexed = 0;
      this.moved.clear();
    }
    const request = ++this.request;
    const coords = interleave(x, y, count);
    if (count < OFF_THREAD_MIN_POINTS || !this.offThread) {
      this.adopt(buildPointIndex(coords), count);
      return;
    }
    this.offThread(coords).then(
      (data) => {
        if (request === this.request) this.adopt(KDBush.from(data), count);
      },
      () => {
        if (request === this.request) this.adopt(buildPointIndex(interleave(x, y, count)), count);
      },
    );
  }

  /** A point moved (a drag): it is tested at its new place until the next build. */
  movedPoint(point: number): void {
    this.moved.add(point);
  }

  /** Whether a tree is in use (false while a first or renumbered build is pending). */
  get ready(): boolean {
    return this.index !== null;
  }

  /** The topmost drawn point whose image covers the screen point, or -1. */
  pick(source: PickSource, camera: PointCamera, px: number, py: number): number {
    const index = this.index;
    if (!index) return pickInRange(0, source.count, source, camera, px, py);
    const box = searchBox(camera, px, py, source.reach);
    // Float32 coordinates in the tree are off by at most 2^-24 of their size.
    const pad = Math.max(Math.abs(box.minX), Math.abs(box.maxX), Math.abs(box.minY), Math.abs(box.maxY)) * 2 ** -22;
    let best = pickTopmost(index.range(box.minX - pad, box.minY - pad, box.maxX + pad, box.maxY + pad), source, camera, px, py);
    best = pickTopmost(this.moved, source, camera, px, py, best);
    if (source.count > this.indexed) best = Math.max(best, pickInRange(Math.max(this.indexed, best + 1), source.count, source, camera, px, py));
    return best;
  }

  /** Drops the tree (a pending build is ignored). */
  clear(): void {
    this.request += 1;
    this.index = null;
    this.indexed = 0;
    this.epoch = Number.NaN;
    this.moved.clear();
  }

  private adopt(index: KDBush, count: number): void {
    this.index = index;
    this.indexed = count;
  }
}
