import { windingNumber } from '../hit-test/pointInPolygon';
import type { FillRule } from '../svg/types';

/** One fillable piece of a shape: an outer ring and the holes cut from it (indices into the rings). */
interface PolygonRings {
  outer: number;
  holes: number[];
}

/** Signed shoelace area of a flat ring (positive = clockwise on screen, y pointing down). */
export function signedArea(ring: ArrayLike<number>): number {
  const n = ring.length;
  let sum = 0;
  for (let i = 0; i < n; i += 2) {
    const x0 = ring[i] as number;
    const y0 = ring[i + 1] as number;
    const x1 = ring[(i + 2) % n] as number;
    const y1 = ring[(i + 3) % n] as number;
    sum += x0 * y1 - x1 * y0;
  }
  return sum / 2;
}

interface RingInfo {
  index: number;
  area: number;
  box: [number, number, number, number];
  parent: number;
  /** Winding number just inside this ring (the parent's inside plus this ring's direction). */
  windingInside: number;
  depth: number;
}

const SAMPLES = 5;

/**
 * Groups a shape's rings into outer rings with holes, as the fill rule decides: rings are nested
 * by containment (largest first); a ring bounds filled area when the fill differs on its two
 * sides. Under `nonzero` that uses winding sums, so a same-direction inner ring is no hole;
 * under `evenodd` the nesting depth's parity. Rings with the fill on both sides (or neither)
 * add nothing and are dropped. Assumes rings don't cross each other, as map outlines don't.
 */
export function classifyRings(rings: readonly ArrayLike<number>[], fillRule: FillRule): PolygonRings[] {
  const infos: RingInfo[] = [];
  rings.forEach((ring, index) => {
    const area = ring.length >= 6 ? signedArea(ring) : 0;
    if (area !== 0) infos.push({ index, area, box: boxOf(ring), parent: -1, windingInside: 0, depth: 0 });
  });
  infos.sort((a, b) => Math.abs(b.area) - Math.abs(a.area));
  const filled = (info: RingInfo): boolean =>
    fillRule === 'evenodd' ? info.depth % 2 === 0 : info.windingInside !== 0;
  const polygons: PolygonRings[] = [];
  const polygonOf = new Map<number, PolygonRings>();
  infos.forEach((info, i) => {
    // Larger rings come first, so the first container found walking back is the innermost.
    for (let j = i - 1; j >= 0; j--) {
      const candidate = infos[j] as RingInfo;
      if (!boxContains(candidate.box, info.box)) continue;
      if (!ringContainsRing(rings[candidate.index] ?? [], rings[info.index] ?? [])) continue;
      info.parent = j;
      break;
    }
    const parent = info.parent >= 0 ? infos[info.parent] : undefined;
    info.depth = parent ? parent.depth + 1 : 0;
    info.windingInside = (parent?.windingInside ?? 0) + Math.sign(info.area);
    const inside = filled(info);
    const outside = parent ? filled(parent) : false;
    if (inside && !outside) {
      const polygon = { outer: info.index, holes: [] };
      polygons.push(polygon);
      polygonOf.set(i, polygon);
      return;
    }
    if (inside || !outside) return;
    // A hole belongs to the nearest enclosing ring that starts a filled polygon.
    for (let k = info.parent; k >= 0; k = (infos[k] as RingInfo).parent) {
      const owner = polygonOf.get(k);
      if (!owner) continue;
      owner.holes.push(info.index);
      return;
    }
  });
  return polygons;
}

function boxOf(ring: ArrayLike<number>): [number, number, number, number] {
  let minX = Infinity, minY = Infinity, maxX = -Infinity, maxY = -Infinity;
  for (let i = 0; i < ring.length; i += 2) {
    const x = ring[i] as number;
    const y = ring[i + 1] as number;
    if (x < minX) minX = x;
    if (x > maxX) maxX = x;
    if (y < minY) minY = y;
    if (y > maxY) maxY = y;
  }
  return [minX, minY, maxX, maxY];
}

function boxContains(outer: readonly number[], inner: readonly number[]): boolean {
  return (outer[0] as number) <= (inner[0] as number) && (outer[1] as number) <= (inner[1] as number)
    && (outer[2] as number) >= (inner[2] as number) && (outer[3] as number) >= (inner[3] as number);
}

/**
 * Whether `inner` lies inside `outer`, by a majority vote of a few of its vertices: a hole often
 * shares a vertex or two with its outline, and a single shared point would decide by chance.
 */
function ringContainsRing(outer: ArrayLike<number>, inner: ArrayLike<number>): boolean {
  const points = inner.length / 2;
  const samples = Math.min(SAMPLES, points);
  let votes = 0;
  for (let s = 0; s < samples; s++) {
    const p = Math.floor((s * points) / samples) * 2;
    if (windingNumber(outer, 0, outer.length, inner[p] as number, inner[p + 1] as number) !== 0) votes++;
  }
  return votes * 2 >= samples;
}
