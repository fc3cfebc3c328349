import { describe, expect, it } from 'vitest';
import { placePopover, placeTooltip, popoverCenterShift, popoverLimits } from './placement';

describe('placeTooltip', () => {
  const bounds = { width: 600, height: 400 };
  const size = { width: 120, height: 40 };

  it('sits below-right of the mouse', () => {
    expect(placeTooltip({ x: 100, y: 100 }, size, bounds)).toEqual({ x: 112, y: 112, flippedX: false, flippedY: false });
  });

  it('mirrors near the right and bottom edges, and restores away from them', () => {
    const near = placeTooltip({ x: 550, y: 380 }, size, bounds);
    expect(near).toEqual({ x: 550 - 12 - 120, y: 380 - 12 - 40, flippedX: true, flippedY: true });
    expect(placeTooltip({ x: 200, y: 200 }, size, bounds).flippedX).toBe(false);
  });
});

describe('popover geometry', () => {
  it('limits width and height by the percentages of the map', () => {
    expect(popoverLimits({ width: 300, maxWidth: 50, maxHeight: 50 }, { width: 400, height: 300 })).toEqual({ width: 200, maxWidth: 200, maxHeight: 150 });
  });

  it('is placed above its anchor and kept inside the map horizontally', () => {
    expect(placePopover({ x: 10, y: 200 }, { width: 100, height: 50 }, { width: 400, height: 300 })).toEqual({ x: 0, y: 138 });
  });

  it('centring moves the anchor to half the popover height plus 12 below the centre', () => {
    expect(popoverCenterShift({ x: 300, y: 250 }, 100, { width: 400, height: 300 })).toEqual({ x: 100, y: 250 - (150 + 50 + 12) });
  });
});
