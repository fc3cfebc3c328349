import { describe, expect, it } from 'vitest';
import { fitScale, limitCentre, stepLevel } from './cameraMath';

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
});
