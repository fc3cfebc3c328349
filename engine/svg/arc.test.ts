import { describe, expect, it } from 'vitest';
import { endpointToCenter, pointOnArc } from './arc';

describe('endpointToCenter', () => {
  it('finds the centre of a half circle and sweeps π in the flagged direction', () => {
    const arc = endpointToCenter(0, 0, 10, 10, 0, false, true, 20, 0);
    expect(arc?.cx).toBeCloseTo(10);
    expect(arc?.cy).toBeCloseTo(0);
    expect(Math.abs(arc?.delta ?? 0)).toBeCloseTo(Math.PI);
  });

  it('picks the large arc when asked, so the sweep exceeds π', () => {
    const small = endpointToCenter(0, 0, 10, 10, 0, false, true, 10, 10);
    const large = endpointToCenter(0, 0, 10, 10, 0, true, true, 10, 10);
    expect(Math.abs(small?.delta ?? 0)).toBeCloseTo(Math.PI / 2);
    expect(Math.abs(large?.delta ?? 0)).toBeCloseTo((3 * Math.PI) / 2);
  });

  it('scales radii up when they are too small to reach the end point', () => {
    const arc = endpointToCenter(0, 0, 1, 1, 0, false, true, 20, 0);
    expect(arc?.rx).toBeCloseTo(10);
    expect(arc?.ry).toBeCloseTo(10);
  });

  it('starts and ends on the given end points, also for rotated ellipses', () => {
    const arc = endpointToCenter(3, 4, 30, 10, 35, true, false, 25, -8);
    if (!arc) throw new Error('expected an arc');
    const [sx, sy] = pointOnArc(arc, arc.theta);
    const [ex, ey] = pointOnArc(arc, arc.theta + arc.delta);
    expect([sx, sy].map((v) => +v.toFixed(6))).toEqual([3, 4]);
    expect([ex, ey].map((v) => +v.toFixed(6))).toEqual([25, -8]);
  });

  it('returns null for a zero radius, which draws a straight line', () => {
    expect(endpointToCenter(0, 0, 0, 10, 0, false, true, 5, 5)).toBeNull();
  });
});
