import Flatbush from 'flatbush';
import type { Box, FillRule } from '../svg/types';
import { nearestInDirection } from './nearestInDirection';
import type { Direction, NavigationTarget } from './nearestInDirection';
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
  private readonly boxes: Float64Array;
  private readonly targets: NavigationTarget[];
  private queryX = 0;
  private queryY = 0;
  private found = -1;
  private readonly visit = (i: number): boolean => {
    if (i > this.found && this.containsAt(i, this.queryX, this.queryY)) this.found = i;
    return false;
  };

  constructor(regions: readonly IndexableRegion[]) {
    const visible = regions
      .map((region, i) => ({ region, order: region.order ?? i }))
      .filter(({ region }) => region.visible !== false)
      .sort((a, b) => a.order - b.order);
    const n = visible.length;
    let ringCount = 0;
    let coordCount = 0;
    for (const { region } of visible) {
      ringCount += region.rings.length;
      for (const ring of region.rings) coordCount += ring.length;
    }
    this.ids = visible.map(({ region }) => region.id);
    this.coords = new Float64Array(coordCount);
    this.ringStarts = new Uint32Array(ringCount);
    this.ringEnds = new Uint32Array(ringCount);
    this.ringBoxes = new Float64Array(ringCount * 4);
    this.regionRings = new Uint32Array(n + 1);
    this.evenOdd = new Uint8Array(n);
    this.boxes = new Float64Array(n * 4);
    this.targets = [];
    this.tree = n > 0 ? new Flatbush(n) : null;
    let ring = 0;
    let offset = 0;
    visible.forEach(({ region, order }, i) => {
      this.positions.set(region.id, i);
      this.evenOdd[i] = region.fillRule === 'evenodd' ? 1 : 0;
      this.regionRings[i] = ring;
      for (const points of region.rings) {
        this.coords.set(points, offset);
        this.ringStarts[ring] = offset;
        this.ringEnds[ring] = offset + points.length;
        this.ringBoxes.set(boxOf(points), ring * 4);
        offset += points.length;
        ring++;
      }
      const { minX, minY, maxX, maxY } = region.bbox;
      this.boxes.set([minX, minY, maxX, maxY], i * 4);
      this.tree?.add(minX, minY, maxX, maxY);
      this.targets.push({ id: region.id, order, ...mainlandCentre(region) });
    });
    this.regionRings[n] = ring;
    this.tree?.finish();
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

function boxOf(points: Float64Array): [number, number, number, number] {
  let minX = Infinity, minY = Infinity, maxX = -Infinity, maxY = -Infinity;
  for (let i = 0; i < points.length; i += 2) {
    const x = points[i] as number;
    const y = points[i + 1] as number;
    if (x < minX) minX = x;
    if (x > maxX) maxX = x;
    if (y < minY) minY = y;
    if (y > maxY) maxY = y;
  }
  return [minX, minY, maxX, maxY];
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
