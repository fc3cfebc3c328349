import { describe, expect, it } from 'vitest';
import { classifyRings, signedArea } from './classifyRings';

const square = (x: number, y: number, size: number, clockwise = true): number[] => clockwise
  ? [x, y, x + size, y, x + size, y + size, x, y + size]
  : [x, y, x, y + size, x + size, y + size, x + size, y];

describe('classifyRings', () => {
  it('makes an opposite-winding inner ring a hole under both rules', () => {
    const rings = [square(10, 10, 10, false), square(0, 0, 30)];
    for (const rule of ['nonzero', 'evenodd'] as const) {
      expect(classifyRings(rings, rule)).toEqual([{ outer: 1, holes: [0] }]);
    }
  });

  it('fills a same-winding inner ring under nonzero and cuts it under evenodd', () => {
    const rings = [square(0, 0, 30), square(10, 10, 10)];
    expect(classifyRings(rings, 'nonzero')).toEqual([{ outer: 0, holes: [] }]);
    expect(classifyRings(rings, 'evenodd')).toEqual([{ outer: 0, holes: [1] }]);
  });

  it('fills an island inside a lake as its own polygon', () => {
    const rings = [square(0, 0, 30), square(5, 5, 20, false), square(10, 10, 10)];
    expect(classifyRings(rings, 'nonzero')).toEqual([{ outer: 0, holes: [1] }, { outer: 2, holes: [] }]);
    expect(classifyRings(rings, 'evenodd')).toEqual([{ outer: 0, holes: [1] }, { outer: 2, holes: [] }]);
  });

  it('keeps separate islands apart and drops zero-area rings', () => {
    const rings = [square(0, 0, 10), square(20, 0, 5), [0, 0, 5, 5, 10, 10]];
    expect(classifyRings(rings, 'nonzero')).toEqual([{ outer: 0, holes: [] }, { outer: 1, holes: [] }]);
  });

  it('measures clockwise-on-screen rings as positive area', () => {
    expect(signedArea(square(0, 0, 10))).toBe(100);
    expect(signedArea(square(0, 0, 10, false))).toBe(-100);
  });
});
