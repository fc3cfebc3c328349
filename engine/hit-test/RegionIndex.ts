import type Flatbush from 'flatbush';
import type { Box } from '../svg/types';
import { nearestInDirection } from './nearestInDirection';
import type { Direction, NavigationTarget } from './nearestInDirection';
import { windingNumber } from './pointInPolygon';
import { RegionIndexBuilder, type IndexableRegion } from './regionIndexBuilder';

export type { IndexableRegion } from './regionIndexBuilder';

/** How long one task of {@link RegionIndex.build} fills the index before it lets the browser in. */
const BUILD_SLICE_MS = 12;

/**
 * Spatial index over a map's regions for pointer picking, viewport culling and arrow-key
 * navigation. A Flatbush R-tree over region boxes finds candidates; an exact winding test on
 * the region's rings (holes and fill rule honoured) decides. Geometry lives in flat typed arrays
 * with a box per ring, so a hit test touches only the rings around the pointer and allocates
 * nothing. Immutable: rebuild it when the map changes.
 */
export class RegionIndex {
  /** Region ids in draw order; every other array is indexed by this position. */
  private readonly ids: string[];
  private readonly positions: Map<string, number>;
  private readonly tree: Flatbush | null;
  private readonly coords: Float64Array;
  /** Per ring: start and end in `coords`, then its box. */
  private readonly ringStarts: Uint32Array;
  private readonly ringEnds: Uint32Array;
  private readonly ringBoxes: Float64Array;
  /** Per region: its first ring and one past its last. */
  private readonly regionRings: Uint32Array;
  private readonly evenOdd: Uint8Array;
  private readonly boxes: Float64Array;
  private readonly targets: NavigationTarget[];
  private queryX = 0;
  private queryY = 0;
  private found = -1;
  private readonly visit = (i: number): boolean => {
    if (i > this.found && this.containsAt(i, this.queryX, this.queryY)) this.found = i;
    return false;
  };

  /** Indexes `regions` at once; see {@link build} for a large map on a page. */
  constructor(regions: readonly IndexableRegion[] | RegionIndexBuilder) {
    const builder = regions instanceof RegionIndexBuilder ? regions : new RegionIndexBuilder(regions);
    builder.fill(() => false);
    const parts = builder.finish();
    this.ids = parts.ids;
    this.positions = parts.positions;
    this.tree = parts.tree;
    this.coords = parts.coords;
    this.ringStarts = parts.ringStarts;
    this.ringEnds = parts.ringEnds;
    this.ringBoxes = parts.ringBoxes;
    this.regionRings = parts.regionRings;
    this.evenOdd = parts.evenOdd;
    this.boxes = parts.boxes;
    this.targets = parts.targets;
  }

  /**
   * Indexes `regions` in tasks of about {@link BUILD_SLICE_MS}, awaiting `pause` between them
   * (the next task), so the page answers input and paints while a map of tens of thousands of
   * regions is indexed: in one task, 18,858 regions held the main thread for 130–280 ms.
   */
  static async build(regions: readonly IndexableRegion[], pause: () => Promise<void>): Promise<RegionIndex> {
    const builder = new RegionIndexBuilder(regions);
    for (;;) {
      const until = performance.now() + BUILD_SLICE_MS;
      if (builder.fill(() => performance.now() >= until)) break;
      await pause();
    }
    return new RegionIndex(builder);
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
    const target = i === undefined ? undefined : this.targets[i];
    return target ? { x: target.x, y: target.y } : undefined;
  }

  /**
   * The region an arrow key moves to from `fromId`: nearest centre within 45° of the direction
   * (ties: closer to the axis, then lower draw order; see {@link nearestInDirection}).
   * `candidates` limits the choice (e.g. to enabled regions); by default every indexed region.
   */
  nearestRegionInDirection(fromId: string, direction: Direction, candidates?: Iterable<string>): string | null {
    const from = this.centreOf(fromId);
    if (!from) return null;
    let targets: NavigationTarget[] = this.targets;
    if (candidates) {
      targets = [];
      for (const id of candidates) {
        const i = this.positions.get(id);
        const target = i === undefined ? undefined : this.targets[i];
        if (target) targets.push(target);
      }
    }
    return nearestInDirection(from, direction, targets.filter((t) => t.id !== fromId))?.id ?? null;
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
