import { describe, expect, it } from 'vitest';
import { fitScale, interpolateState, limitCentre, stepLevel } from './cameraMath';

describe('cameraMath', () => {
  it('fitScale drops the padding in a viewport too small for it, and stays finite unmeasured', () => {
    expect(fitScale({ width: 15, height: 15 }, { x: 0, y: 0, width: 15, height: 15 }, 10)).toBe(1);
    expect(fitScale({ width: 0, height: 0 }, { x: 0, y: 0, width: 100, height: 100 }, 10)).toBe(1);
  });

  it('stepLevel snaps fractional levels to the next whole level', () => {
    expect(stepLevel(2, 1)).toBe(3);
    expect(stepLevel(2, -1)).toBe(1);
    expect(stepLevel(2.4, 1)).toBe(3);
    expect(stepLevel(2.4, -1)).toBe(2);
  });

  it('limitCentre keeps a large content covering the view and a small one inside it', () => {
    // Content 0..100, view 40 wide: centre within 20..80.
    expect(limitCentre(5, 20, 0, 100)).toBe(20);
    expect(limitCentre(95, 20, 0, 100)).toBe(80);
    // Content 0..100, view 300 wide: centre within -50..150.
    expect(limitCentre(-100, 150, 0, 100)).toBe(-50);
    expect(limitCentre(60, 150, 0, 100)).toBe(60);
  });

  it('interpolateState pans linearly at a constant level and hits both ends', () => {
    const from = { level: 1, x: 0, y: 0 };
    const to = { level: 1, x: 100, y: -50 };
    expect(interpolateState(from, to, 0.5, 2)).toEqual({ level: 1, x: 50, y: -25 });
    const zoom = { level: 3, x: 40, y: 10 };
    const end = interpolateState(from, zoom, 1, 2);
    expect(end.level).toBe(3);
    expect(end.x).toBeCloseTo(40, 9);
    expect(end.y).toBeCloseTo(10, 9);
  });
});
