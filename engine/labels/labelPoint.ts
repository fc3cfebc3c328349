import polylabel from 'polylabel';
import { windingNumber } from '../hit-test/pointInPolygon';
import type { Box } from '../svg/types';

/** What a label point needs of a region; {@link SvgRegion} satisfies it. */
interface LabelledShape {
  rings: readonly Float64Array[];
  bbox: Box;
}

/** A label anchor in map coordinates, with the room around it. */
export interface LabelPoint {
  x: number;
  y: number;
  /** Distance from the point to the nearest edge, in map units (how much room a label has). */
  radius: number;
}

function ringArea(ring: Float64Array): number {
  let twice = 0;
  const n = ring.length;
  for (let i = 0; i < n; i += 2) {
    const j = (i + 2) % n;
    twice += (ring[i] ?? 0) * (ring[j + 1] ?? 0) - (ring[j] ?? 0) * (ring[i + 1] ?? 0);
  }
  return Math.abs(twice) / 2;
}

function toPairs(ring: Float64Array): Array<[number, number]> {
  const pairs: Array<[number, number]> = [];
  for (let i = 0; i + 1 < ring.length; i += 2) pairs.push([ring[i] ?? 0, ring[i + 1] ?? 0]);
  return pairs;
}

/** Area of a region's largest ring: the label priority of a region, by default. */
export function largestRingArea(shape: LabelledShape): number {
  let largest = 0;
  for (const ring of shape.rings) largest = Math.max(largest, ringArea(ring));
  return largest;
}

/**
 * Where a region's label goes: the pole of inaccessibility of its largest ring (holes inside it
 * honoured), the interior point farthest from every edge. The centre of the box can lie outside
 * a crescent or an L-shaped region, or on a thin strip; this point never does, which is why
 * labels, bubbles and colour probes use it. Falls back to the box centre for degenerate shapes.
 */
export function labelPoint(shape: LabelledShape): LabelPoint {
  const { bbox } = shape;
  const centre = { x: (bbox.minX + bbox.maxX) / 2, y: (bbox.minY + bbox.maxY) / 2, radius: 0 };
  let outer: Float64Array | null = null;
  let outerArea = 0;
  for (const ring of shape.rings) {
    const area = ringArea(ring);
    if (area > outerArea) {
      outer = ring;
      outerArea = area;
    }
  }
  if (!outer || outer.length < 6) return centre;
  const outerRing = outer;
  const holes = shape.rings.filter((ring) => ring !== outerRing && ring.length >= 6 && windingNumber(outerRing, 0, outerRing.length, ring[0] ?? 0, ring[1] ?? 0) !== 0);
  const size = Math.max(bbox.maxX - bbox.minX, bbox.maxY - bbox.minY);
  // 1% of the shape's size: well within the room a label or colour probe needs.
  const pole = polylabel([toPairs(outerRing), ...holes.map(toPairs)], Math.max(size / 100, 1e-9));
  if (!Number.isFinite(pole[0]) || !Number.isFinite(pole[1])) return centre;
  return { x: pole[0], y: pole[1], radius: pole.distance };
}
