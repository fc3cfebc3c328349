import { describe, expect, it } from 'vitest';
import { Camera } from '../camera/Camera';
import { canSplit } from './canSplit';

function camera(level: number) {
  const view = new Camera({ viewport: { width: 400, height: 400 }, viewBox: { x: 0, y: 0, width: 400, height: 400 }, zoomLimit: [0, 10], fitPadding: 0 });
  view.zoomTo(level);
  return view;
}

describe('canSplit', () => {
  it('markers at one point never split: the viewer lists them', () => {
    expect(canSplit(camera(0), 0, 0)).toBe(false);
  });

  it('markers that lie a cluster cell apart at the deepest zoom split by zooming', () => {
    // At level 10 one map unit is 1024 px: 0.05 units are 51 px, a cell (50 px) or more.
    expect(canSplit(camera(0), 0.05, 0)).toBe(true);
    expect(canSplit(camera(0), 0.04, 0.01)).toBe(false);
  });

  it('at the deepest zoom nothing splits any more', () => {
    expect(canSplit(camera(10), 1, 1)).toBe(false);
  });
});
