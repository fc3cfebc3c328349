import { describe, expect, it } from 'vitest';
import { RegionIndex } from '../hit-test/RegionIndex';
import { labelPoint, largestRingArea } from './labelPoint';

function shape(rings: number[][]) {
  const typed = rings.map((ring) => Float64Array.from(ring));
  let minX = Infinity; let minY = Infinity; let maxX = -Infinity; let maxY = -Infinity;
  for (const ring of rings) for (let i = 0; i < ring.length; i += 2) {
    minX = Math.min(minX, ring[i]!); maxX = Math.max(maxX, ring[i]!);
    minY = Math.min(minY, ring[i + 1]!); maxY = Math.max(maxY, ring[i + 1]!);
  }
  return { rings: typed, bbox: { minX, minY, maxX, maxY } };
}

describe('labelPoint', () => {
  it('puts the label of an L-shaped region inside it, where the box centre is not', () => {
    // An L: a 100×20 bar along the bottom and a 20×100 bar up the left side.
    const l = shape([[0, 0, 20, 0, 20, 80, 100, 80, 100, 100, 0, 100]]);
    const point = labelPoint(l);
    const hits = new RegionIndex([{ id: 'L', fillRule: 'nonzero', ...l }]);
    expect(hits.hitTest(50, 50)).toBeNull();
    expect(hits.hitTest(point.x, point.y)).toBe('L');
    expect(point.radius).toBeGreaterThan(8);
  });

  it('keeps out of a hole and picks the largest island', () => {
    const donut = shape([
      [0, 0, 100, 0, 100, 100, 0, 100],
      [30, 30, 70, 30, 70, 70, 30, 70],
      [200, 200, 202, 200, 202, 202, 200, 202],
    ]);
    const point = labelPoint(donut);
    const inHole = point.x > 30 && point.x < 70 && point.y > 30 && point.y < 70;
    expect(inHole).toBe(false);
    expect(point.x).toBeLessThan(100);
    expect(largestRingArea(donut)).toBe(10_000);
  });

  it('falls back to the box centre for a degenerate shape', () => {
    expect(labelPoint(shape([[0, 0, 10, 10]]))).toEqual({ x: 5, y: 5, radius: 0 });
  });
});
