import { describe, expect, it } from 'vitest';
import { windingNumber } from './pointInPolygon';

const square = (x: number, y: number, size: number, clockwise = true): number[] => clockwise
  ? [x, y, x + size, y, x + size, y + size, x, y + size]
  : [x, y, x, y + size, x + size, y + size, x + size, y];

/** A five-pointed star drawn in one stroke: its centre pentagon winds twice. */
const STAR = [50, 0, 79, 90, 2, 35, 98, 35, 21, 90];

const winding = (ring: readonly number[], x: number, y: number) => windingNumber(ring, 0, ring.length, x, y);

describe('windingNumber', () => {
  it('winds once around a point inside a square whichever way it runs, never around one outside', () => {
    for (const clockwise of [true, false]) {
      const ring = square(0, 0, 10, clockwise);
      expect(Math.abs(winding(ring, 5, 5))).toBe(1);
      expect(winding(ring, 15, 5)).toBe(0);
      expect(winding(ring, 5, -0.001)).toBe(0);
    }
    expect(winding(square(0, 0, 10, true), 5, 5)).toBe(-winding(square(0, 0, 10, false), 5, 5));
  });

  it('winds twice around the centre of a self-intersecting star and once around its tips', () => {
    expect(Math.abs(winding(STAR, 50, 50))).toBe(2);
    expect(Math.abs(winding(STAR, 50, 10))).toBe(1);
  });

  it('reads a ring inside a longer coordinate array, between start and end', () => {
    const coords = [...square(0, 0, 10), ...square(20, 0, 10)];
    expect(windingNumber(coords, 8, 16, 25, 5)).not.toBe(0);
    expect(windingNumber(coords, 8, 16, 5, 5)).toBe(0);
  });

  it('gives a point on a shared border to exactly one of the two neighbours', () => {
    const left = square(0, 0, 10);
    const right = square(10, 0, 10);
    const below = square(0, 10, 10);
    for (const [x, y] of [[10, 5], [10, 0], [5, 10], [10, 10]] as const) {
      const owners = [left, right, below, square(10, 10, 10)].filter((r) => winding(r, x, y) !== 0);
      expect(owners, `point ${x},${y}`).toHaveLength(1);
    }
    expect(winding(right, 10, 5)).not.toBe(0);
    expect(winding(below, 5, 10)).not.toBe(0);
  });

  it('ignores degenerate rings of fewer than three points', () => {
    expect(winding([0, 0, 10, 10], 5, 5)).toBe(0);
  });
});
