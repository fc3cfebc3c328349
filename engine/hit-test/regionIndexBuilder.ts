import Flatbush from 'flatbush';
import type { Box, FillRule } from '../svg/types';
import type { NavigationTarget } from './nearestInDirection';

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

/** The arrays a {@link RegionIndex} answers from; every per-region array is in draw order. */
export interface RegionIndexParts {
  ids: string[];
  positions: Map<string, number>;
  tree: Flatbush | null;
  coords: Float64Array;
  /** Per ring: start and end in `coords`, then its box. */
  ringStarts: Uint32Array;
  ringEnds: Uint32Array;
  ringBoxes: Float64Array;
  /** Per region: its first ring and one past its last. */
  regionRings: Uint32Array;
  evenOdd: Uint8Array;
  boxes: Float64Array;
  targets: NavigationTarget[];
}

/** Regions filled between two looks at the clock: reading it per region would cost more than the check saves. */
const REGIONS_PER_CHECK = 64;

/**
 * Fills a region index's arrays region by region, as much as a caller allows at a time, so a
 * map of tens of thousands of regions can be indexed in short tasks (see `RegionIndex.build`).
 * The visible regions are sorted and the arrays sized at once; {@link fill} does the rest.
 */
export class RegionIndexBuilder {
  private readonly visible: Array<{ region: IndexableRegion; order: number }>;
  private readonly parts: RegionIndexParts;
  private next = 0;
  private ring = 0;
  private offset = 0;

  constructor(regions: readonly IndexableRegion[]) {
    this.visible = inDrawOrder(regions);
    const n = this.visible.length;
    let ringCount = 0;
    let coordCount = 0;
    for (const { region } of this.visible) {
      ringCount += region.rings.length;
      for (const ring of region.rings) coordCount += ring.length;
    }
    this.parts = {
      ids: new Array<string>(n),
      positions: new Map(),
      tree: n > 0 ? new Flatbush(n) : null,
      coords: new Float64Array(coordCount),
      ringStarts: new Uint32Array(ringCount),
      ringEnds: new Uint32Array(ringCount),
      ringBoxes: new Float64Array(ringCount * 4),
      regionRings: new Uint32Array(n + 1),
      evenOdd: new Uint8Array(n),
      boxes: new Float64Array(n * 4),
      targets: new Array<NavigationTarget>(n),
    };
  }

  /**
   * Adds regions until all are in (returns true) or `outOfTime` says to stop (false; call
   * again to go on).
   */
  fill(outOfTime: () => boolean): boolean {
    const count = this.visible.length;
    while (this.next < count) {
      const end = Math.min(count, this.next + REGIONS_PER_CHECK);
      for (; this.next < end; this.next++) this.add(this.next);
      if (this.next < count && outOfTime()) return false;
    }
    return true;
  }

  /** The finished arrays (the tree sorted), once {@link fill} has returned true. */
  finish(): RegionIndexParts {
    if (this.next < this.visible.length) throw new Error('The region index is not filled yet.');
    const { parts } = this;
    parts.regionRings[this.visible.length] = this.ring;
    parts.tree?.finish();
    return parts;
  }

  private add(i: number): void {
    const { region, order } = this.visible[i]!;
    const { parts } = this;
    parts.ids[i] = region.id;
    parts.positions.set(region.id, i);
    parts.evenOdd[i] = region.fillRule === 'evenodd' ? 1 : 0;
    parts.regionRings[i] = this.ring;
    for (const points of region.rings) {
      parts.coords.set(points, this.offset);
      parts.ringStarts[this.ring] = this.offset;
      parts.ringEnds[this.ring] = this.offset + points.length;
      writeBox(points, parts.ringBoxes, this.ring * 4);
      this.offset += points.length;
      this.ring++;
    }
    const { minX, minY, maxX, maxY } = region.bbox;
    const b = i * 4;
    parts.boxes[b] = minX;
    parts.boxes[b + 1] = minY;
    parts.boxes[b + 2] = maxX;
    parts.boxes[b + 3] = maxY;
    parts.tree?.add(minX, minY, maxX, maxY);
    const centre = mainlandCentre(region);
    parts.targets[i] = { id: region.id, order, x: centre.x, y: centre.y };
  }
}

/** The visible regions with their draw order, sorted by it (files list them in order already, mostly). */
function inDrawOrder(regions: readonly IndexableRegion[]): Array<{ region: IndexableRegion; order: number }> {
  const visible: Array<{ region: IndexableRegion; order: number }> = [];
  let sorted = true;
  let last = -Infinity;
  for (let i = 0; i < regions.length; i++) {
    const region = regions[i]!;
    if (region.visible === false) continue;
    const order = region.order ?? i;
    if (order < last) sorted = false;
    last = order;
    visible.push({ region, order });
  }
  return sorted ? visible : visible.sort((a, b) => a.order - b.order);
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
