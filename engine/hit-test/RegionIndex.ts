import Flatbush from 'flatbush';
import type { Box, FillRule } from '../svg/types';
import { windingNumber } from './pointInPolygon';

/** What the index needs of a region; {@link SvgRegion} satisfies it. */
export interface IndexableRegion {
  id: string;
  rings: readonly Float64Array[];
  fillRule: FillRule;
  bbox: Box;
  /** Draw order; later regions are on top. Defaults to the position in the input. */
  order?: number;
  /** Hidden regions are left out: they are neither drawn nor hit. */
  visible?: boolean;
}

/** How long one task of {@link RegionIndex.build} fills the index before it lets the browser in. */
const BUILD_SLICE_MS = 12;
/** Regions filled between two looks at the clock: reading it per region would cost more than the check saves. */
const REGIONS_PER_CHECK = 64;
/** Asks the constructor to leave the filling to {@link RegionIndex.build}; only this module has it. */
const FILL_LATER: unique symbol = Symbol();

/**
 * Spatial index over a map's regions for pointer picking, viewport culling and the centres
 * keyboard navigation moves between. A Flatbush R-tree over region boxes finds candidates; an
 * exact winding test on the region's rings (holes and fill rule honoured) decides. Geometry
 * lives in flat typed arrays with a box per ring, so a hit test touches only the rings around
 * the pointer and allocates nothing. Immutable once built: rebuild it when the map changes.
 */
export class RegionIndex {
  /** Region ids in draw order; every other array is indexed by this position. */
  private readonly ids: string[];
  private readonly positions = new Map<string, number>();
  private readonly tree: Flatbush | null;
  private readonly coords: Float64Array;
  /** Per ring: start and end in `coords`, then its box. */
  private readonly ringStarts: Uint32Array;
  private readonly ringEnds: Uint32Array;
  private readonly ringBoxes: Float64Array;
  /** Per region: its first ring and one past its last. */
  private readonly regionRings: Uint32Array;
  private readonly evenOdd: Uint8Array;
  /** Per region: its navigation centre (x, y; see {@link centreOf}). */
  private readonly centres: Float64Array;
  /** The visible regions in draw order, until all are in the arrays. */
  private pending: Array<{ region: IndexableRegion; order: number }>;
  private filled = 0;
  private ring = 0;
  private offset = 0;
  private queryX = 0;
  private queryY = 0;
  private found = -1;
  private readonly visit = (i: number): boolean => {
    if (i > this.found && this.containsAt(i, this.queryX, this.queryY)) this.found = i;
    return false;
  };

  /** Indexes `regions` at once; see {@link build} for a large map on a page. */
  constructor(regions: readonly IndexableRegion[], fill?: typeof FILL_LATER) {
    const visible = inDrawOrder(regions);
    const n = visible.length;
    let ringCount = 0;
    let coordCount = 0;
    for (const { region } of visible) {
      ringCount += region.rings.length;
      for (const ring of region.rings) coordCount += ring.length;
    }
    this.pending = visible;
    this.ids = new Array<string>(n);
    this.coords = new Float64Array(coordCount);
    this.ringStarts = new Uint32Array(ringCount);
    this.ringEnds = new Uint32Array(ringCount);
    this.ringBoxes = new Float64Array(ringCount * 4);
    this.regionRings = new Uint32Array(n + 1);
    this.evenOdd = new Uint8Array(n);
    this.centres = new Float64Array(n * 2);
    this.tree = n > 0 ? new Flatbush(n) : null;
    if (fill === FILL_LATER) return;
    this.fill(() => false);
    this.sortTree();
  }

  /**
   * Indexes `regions` in tasks of about {@link BUILD_SLICE_MS}, awaiting `pause` between them
   * (the next task), so the page answers input and paints while a map of tens of thousands of
   * regions is indexed: in one task, 18,858 regions held the main thread for 130–280 ms.
   */
  static async build(regions: readonly IndexableRegion[], pause: () => Promise<void>): Promise<RegionIndex> {
    let until = performance.now() + BUILD_SLICE_MS;
    const nextSlice = async () => {
      await pause();
      until = performance.now() + BUILD_SLICE_MS;
    };
    // Sorting the regions and making the arrays, then sorting the tree, are steps that cannot
    // be cut (about 25 ms each at 18,858 regions): each starts a task of its own once the
    // current one has had its time, so neither lengthens a slice of filling.
    const index = new RegionIndex(regions, FILL_LATER);
    if (performance.now() >= until) await nextSlice();
    while (!index.fill(() => performance.now() >= until)) await nextSlice();
    if (performance.now() >= until) await nextSlice();
    index.sortTree();
    return index;
  }

  /** Number of indexed (visible) regions. */
  get size(): number {
    return this.ids.length;
  }

  /** The id of the topmost region whose filled area contains the point, or `null`. */
  hitTest(x: number, y: number): string | null {
    if (!this.tree) return null;
    this.queryX = x;
    this.queryY = y;
    this.found = -1;
    this.tree.search(x, y, x, y, this.visit);
    return this.found < 0 ? null : (this.ids[this.found] ?? null);
  }

  /** Ids of regions whose boxes meet `box`, in draw order: what a viewport must draw. */
  queryRect(box: Box): string[] {
    if (!this.tree) return [];
    return this.tree.search(box.minX, box.minY, box.maxX, box.maxY)
      .sort((a, b) => a - b)
      .map((i) => this.ids[i] ?? '');
  }

  /** Whether the region's filled area contains the point (false for unknown ids). */
  contains(id: string, x: number, y: number): boolean {
    const i = this.positions.get(id);
    return i !== undefined && this.containsAt(i, x, y);
  }

  /** The navigation centre of a region: the area centroid of its largest ring. */
  centreOf(id: string): { x: number; y: number } | undefined {
    const i = this.positions.get(id);
    return i === undefined ? undefined : { x: this.centres[i * 2] as number, y: this.centres[i * 2 + 1] as number };
  }

  /** Adds the pending regions until all are in (true) or `outOfTime` says to stop (false). */
  private fill(outOfTime: () => boolean): boolean {
    const count = this.pending.length;
    while (this.filled < count) {
      const end = Math.min(count, this.filled + REGIONS_PER_CHECK);
      for (; this.filled < end; this.filled++) this.add(this.filled);
      if (this.filled < count && outOfTime()) return false;
    }
    return true;
  }

  /** Once every region is in: closes the ring list and sorts the tree, which is then searchable. */
  private sortTree(): void {
    this.regionRings[this.pending.length] = this.ring;
    this.tree?.finish();
    this.pending = [];
  }

  private add(i: number): void {
    const { region } = this.pending[i]!;
    this.ids[i] = region.id;
    this.positions.set(region.id, i);
    this.evenOdd[i] = region.fillRule === 'evenodd' ? 1 : 0;
    this.regionRings[i] = this.ring;
    for (const points of region.rings) {
      this.coords.set(points, this.offset);
      this.ringStarts[this.ring] = this.offset;
      this.ringEnds[this.ring] = this.offset + points.length;
      writeBox(points, this.ringBoxes, this.ring * 4);
      this.offset += points.length;
      this.ring++;
    }
    const { minX, minY, maxX, maxY } = region.bbox;
    this.tree?.add(minX, minY, maxX, maxY);
    const centre = mainlandCentre(region);
    this.centres[i * 2] = centre.x;
    this.centres[i * 2 + 1] = centre.y;
  }

  private containsAt(i: number, x: number, y: number): boolean {
    const boxes = this.ringBoxes;
    const end = this.regionRings[i + 1] as number;
    let winding = 0;
    for (let r = this.regionRings[i] as number; r < end; r++) {
      // A ring whose box misses the point winds zero times around it: skipping it is exact.
      const b = r * 4;
      if (x < (boxes[b] as number) || y < (boxes[b + 1] as number)
        || x > (boxes[b + 2] as number) || y > (boxes[b + 3] as number)) continue;
      winding += windingNumber(this.coords, this.ringStarts[r] as number, this.ringEnds[r] as number, x, y);
    }
    return this.evenOdd[i] === 1 ? (winding & 1) === 1 : winding !== 0;
  }
}

/** The visible regions in draw order (a sort of regions already in order costs one pass). */
function inDrawOrder(regions: readonly IndexableRegion[]): Array<{ region: IndexableRegion; order: number }> {
  return regions
    .map((region, i) => ({ region, order: region.order ?? i }))
    .filter(({ region }) => region.visible !== false)
    .sort((a, b) => a.order - b.order);
}

/** Writes the box of a ring's points (minX, minY, maxX, maxY) into `out` at `at`. */
function writeBox(points: Float64Array, out: Float64Array, at: number): void {
  let minX = Infinity, minY = Infinity, maxX = -Infinity, maxY = -Infinity;
  for (let i = 0; i < points.length; i += 2) {
    const x = points[i] as number;
    const y = points[i + 1] as number;
    if (x < minX) minX = x;
    if (x > maxX) maxX = x;
    if (y < minY) minY = y;
    if (y > maxY) maxY = y;
  }
  out[at] = minX;
  out[at + 1] = minY;
  out[at + 2] = maxX;
  out[at + 3] = maxY;
}

/**
 * Centroid of the largest ring: for a country with islands, the mainland's centre is where a
 * user expects focus to be; a box centre can fall in the sea.
 */
function mainlandCentre(region: IndexableRegion): { x: number; y: number } {
  let bestArea = 0;
  let centre = {
    x: (region.bbox.minX + region.bbox.maxX) / 2,
    y: (region.bbox.minY + region.bbox.maxY) / 2,
  };
  for (const ring of region.rings) {
    let area = 0, cx = 0, cy = 0;
    const n = ring.length;
    for (let i = 0; i < n; i += 2) {
      const x0 = ring[i] as number, y0 = ring[i + 1] as number;
      const x1 = ring[(i + 2) % n] as number, y1 = ring[(i + 3) % n] as number;
      const cross = x0 * y1 - x1 * y0;
      area += cross;
      cx += (x0 + x1) * cross;
      cy += (y0 + y1) * cross;
    }
    if (Math.abs(area) <= bestArea) continue;
    bestArea = Math.abs(area);
    centre = { x: cx / (3 * area), y: cy / (3 * area) };
  }
  return centre;
}
