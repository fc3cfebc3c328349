import { describe, expect, it } from 'vitest';
import { Camera } from './Camera';
import { composeMoves, fitScale, limitCentre, stepLevel } from './cameraMath';
import type { CameraMove } from './types';

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

  it('composeMoves: one composed move lands the view where the two moves in a row do', () => {
    const moves: Array<[CameraMove, CameraMove]> = [
      [{ panBy: { x: 30, y: -12 } }, { panBy: { x: -5, y: 7 } }],
      [{ panBy: { x: 40, y: 20 } }, { zoomDelta: 1, around: { x: 140, y: 100 } }],
      [{ zoomDelta: 1, around: { x: 140, y: 100 } }, { panBy: { x: 40, y: 20 } }],
      [{ panBy: { x: 10, y: 0 }, zoomDelta: 0.4, around: { x: 200, y: 90 } }, { panBy: { x: -3, y: 6 }, zoomDelta: -0.9, around: { x: 50, y: 30 } }],
      [{ zoomDelta: 1 }, { zoomDelta: 1, around: { x: 0, y: 0 } }],
    ];
    for (const [first, second] of moves) {
      const inTurn = new Camera({ viewport: { width: 420, height: 220 }, viewBox: { x: 0, y: 0, width: 400, height: 100 }, zoomDelta: 1.5 });
      const atOnce = new Camera({ viewport: { width: 420, height: 220 }, viewBox: { x: 0, y: 0, width: 400, height: 100 }, zoomDelta: 1.5 });
      inTurn.moveBy(first);
      inTurn.moveBy(second);
      atOnce.moveBy(composeMoves(first, second, 1.5, { x: 210, y: 110 }));
      expect(atOnce.getLevel()).toBeCloseTo(inTurn.getLevel(), 12);
      expect(atOnce.getState().x).toBeCloseTo(inTurn.getState().x, 9);
      expect(atOnce.getState().y).toBeCloseTo(inTurn.getState().y, 9);
    }
  });
});
