import { describe, expect, it } from 'vitest';
import { pointInRings, windingNumber } from './pointInPolygon';

const square = (x: number, y: number, size: number, clockwise = true): number[] => clockwise
  ? [x, y, x + size, y, x + size, y + size, x, y + size]
  : [x, y, x, y + size, x + size, y + size, x + size, y];

/** A five-pointed star drawn in one stroke: its centre pentagon winds twice. */
const STAR = [50, 0, 79, 90, 2, 35, 98, 35, 21, 90];

describe('pointInRings', () => {
  it('finds points inside and outside a square whichever way it winds', () => {
    for (const clockwise of [true, false]) {
      const ring = square(0, 0, 10, clockwise);
      expect(pointInRings([ring], 'nonzero', 5, 5)).toBe(true);
      expect(pointInRings([ring], 'nonzero', 15, 5)).toBe(false);
      expect(pointInRings([ring], 'nonzero', 5, -0.001)).toBe(false);
      expect(Math.abs(windingNumber(ring, 0, ring.length, 5, 5))).toBe(1);
    }
  });

  it('treats an opposite-winding inner ring as a hole under both rules', () => {
    const rings = [square(0, 0, 30, true), square(10, 10, 10, false)];
    for (const rule of ['nonzero', 'evenodd'] as const) {
      expect(pointInRings(rings, rule, 15, 15)).toBe(false);
      expect(pointInRings(rings, rule, 5, 5)).toBe(true);
    }
  });

  it('fills a same-winding inner ring under nonzero but not under evenodd', () => {
    const rings = [square(0, 0, 30, true), square(10, 10, 10, true)];
    expect(pointInRings(rings, 'nonzero', 15, 15)).toBe(true);
    expect(pointInRings(rings, 'evenodd', 15, 15)).toBe(false);
  });

  it('fills the centre of a self-intersecting star under nonzero only', () => {
    expect(pointInRings([STAR], 'nonzero', 50, 50)).toBe(true);
    expect(pointInRings([STAR], 'evenodd', 50, 50)).toBe(false);
    // A tip of the star is inside under both rules.
    expect(pointInRings([STAR], 'evenodd', 50, 10)).toBe(true);
    expect(pointInRings([STAR], 'nonzero', 50, 10)).toBe(true);
  });

  it('gives a point on a shared border to exactly one of the two neighbours', () => {
    const left = square(0, 0, 10);
    const right = square(10, 0, 10);
    const below = square(0, 10, 10);
    for (const [x, y] of [[10, 5], [10, 0], [5, 10], [10, 10]] as const) {
      const owners = [left, right, below, square(10, 10, 10)].filter((r) => pointInRings([r], 'nonzero', x, y));
      expect(owners, `point ${x},${y}`).toHaveLength(1);
    }
    expect(pointInRings([right], 'nonzero', 10, 5)).toBe(true);
    expect(pointInRings([below], 'nonzero', 5, 10)).toBe(true);
  });

  it('ignores degenerate rings of fewer than three points', () => {
    expect(pointInRings([[0, 0, 10, 10]], 'nonzero', 5, 5)).toBe(false);
  });
});
