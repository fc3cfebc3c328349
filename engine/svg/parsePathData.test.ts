import { describe, expect, it } from 'vitest';
import { IDENTITY } from './matrix';
import { parsePathData } from './parsePathData';
import { RingBuilder } from './RingBuilder';

/** Flattens path data with no transform and returns each ring as [x, y] pairs. */
function rings(d: string, tolerance = 0.01): Array<Array<[number, number]>> {
  const builder = new RingBuilder(IDENTITY, tolerance);
  parsePathData(d, builder);
  return builder.finish().rings.map((ring) => {
    const points: Array<[number, number]> = [];
    for (let i = 0; i < ring.length; i += 2) points.push([ring[i] ?? NaN, ring[i + 1] ?? NaN]);
    return points;
  });
}

describe('parsePathData', () => {
  it('reads absolute and relative lines with implicit repeats after M and m', () => {
    expect(rings('M 10 10 20 10 20 20 z')).toEqual([[[10, 10], [20, 10], [20, 20]]]);
    expect(rings('m 10,10 10,0 0,10 z')).toEqual([[[10, 10], [20, 10], [20, 20]]]);
  });

  it('reads compact numbers: exponents, leading dots and signs as separators', () => {
    expect(rings('M0 0L1e1 0l-5-5L.5.5z')).toEqual([[[0, 0], [10, 0], [5, -5], [0.5, 0.5]]]);
    expect(rings('M0,0 L 2.5e-1,0 L0 1E+1')).toEqual([[[0, 0], [0.25, 0], [0, 10]]]);
  });

  it('reads H and V in both cases', () => {
    expect(rings('M 1 1 H 5 V 5 h -2 v -1 Z')).toEqual([[[1, 1], [5, 1], [5, 5], [3, 5], [3, 4]]]);
  });

  it('starts a new ring at each move-to and continues from the subpath start after z', () => {
    const result = rings('M0 0 10 0 10 10z l 5 0 0 5z M 100 100 110 100 110 110');
    expect(result).toEqual([
      [[0, 0], [10, 0], [10, 10]],
      [[0, 0], [5, 0], [5, 5]],
      [[100, 100], [110, 100], [110, 110]],
    ]);
  });

  it('keeps everything before a syntax error and drops the rest, as browsers do', () => {
    expect(rings('M0 0 L10 0 L10 10 L 5 x 20 20')).toEqual([[[0, 0], [10, 0], [10, 10]]]);
    expect(rings('L 10 10 20 20')).toEqual([]);
  });

  it('flattens cubic curves within the tolerance, ending exactly at the end point', () => {
    // A quarter circle of radius 100 as a cubic; its true distance from the centre is 100 ± 0.03.
    const k = 55.228475;
    const [ring] = rings(`M100 0 C100 ${k} ${k} 100 0 100`, 0.05);
    expect(ring?.at(-1)).toEqual([0, 100]);
    for (const [x, y] of ring ?? []) expect(Math.abs(Math.hypot(x, y) - 100)).toBeLessThan(0.05 + 0.03);
    expect(ring?.length).toBeGreaterThan(8);
  });

  it('mirrors the previous control point for S and T, and not after other commands', () => {
    const smooth = rings('M0 0 C 0 10 10 10 10 0 S 20 -10 20 0', 0.001)[0] ?? [];
    // Reflecting (10,10) about (10,0) gives (10,-10), so the second half dips below the axis.
    expect(Math.min(...smooth.map(([, y]) => y))).toBeLessThan(-7);
    const afterLine = rings('M0 0 L 10 0 T 20 0', 0.001)[0] ?? [];
    expect(afterLine.every(([, y]) => y === 0)).toBe(true);
    const quads = rings('M0 0 Q 5 10 10 0 T 20 0', 0.001)[0] ?? [];
    expect(Math.min(...quads.map(([, y]) => y))).toBeLessThan(-4.9);
  });

  it('draws arcs through the centre the flags select, including flags without separators', () => {
    // Half circles from (0,0) to (20,0): sweep 1 goes through y = -10, sweep 0 through y = +10
    // (SVG's y axis points down, positive angles turn clockwise on screen).
    const up = rings('M0 0 A10 10 0 0 1 20 0', 0.001)[0] ?? [];
    const down = rings('M0 0 a10,10 0 0,0 20,0', 0.001)[0] ?? [];
    expect(Math.min(...up.map(([, y]) => y))).toBeCloseTo(-10, 2);
    expect(Math.max(...down.map(([, y]) => y))).toBeCloseTo(10, 2);
    const compact = rings('M0 0a10 10 0 0020 0', 0.001)[0] ?? [];
    expect(compact).toEqual(down);
  });

  it('treats an arc with a zero radius as a straight line', () => {
    expect(rings('M0 0 A 0 5 0 0 1 10 0')).toEqual([[[0, 0], [10, 0]]]);
  });
});
