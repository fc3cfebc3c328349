import { describe, expect, it } from 'vitest';
import { ItemPoints } from './ItemPoints';
import { MIRROR_MAX_OPTIONS, planMirrorWindow } from './mirrorWindow';

/** `count` items `prefix0…` in a row along y = 0, one map unit apart. */
function row(prefix: string, count: number): ItemPoints {
  return ItemPoints.from(Array.from({ length: count }, (_, i) => ({ id: `${prefix}${i}`, x: i, y: 0 })));
}

const total = (w: { regions: number[]; markers: number[] }) => w.regions.length + w.markers.length;

describe('planMirrorWindow', () => {
  it('lists everything of a small map in full order', () => {
    const window = planMirrorWindow({ regions: row('r', 51), markers: row('m', 6) }, { view: { minX: 3, minY: -1, maxX: 4, maxY: 1 } });
    expect(window.regions).toEqual(Array.from({ length: 51 }, (_, i) => i));
    expect(window.markers).toEqual([0, 1, 2, 3, 4, 5]);
    expect(window.markersInView).toBe(2);
  });

  it('keeps every region of a map with few, and gives the markers the rest of the budget', () => {
    const window = planMirrorWindow({ regions: row('r', 51), markers: row('m', 100_000) }, { view: { minX: 500, minY: -1, maxX: 600, maxY: 1 } });
    expect(window.regions).toHaveLength(51);
    expect(total(window)).toBe(MIRROR_MAX_OPTIONS - 1);
    expect(window.markers[0]).toBe(550);
    expect(window.markersInView).toBe(101);
  });

  it('shares the budget when both kinds are many, and holds the focused item outside the window', () => {
    const content = { regions: row('r', 3_000), markers: row('m', 100_000) };
    const view = { minX: 0, minY: -1, maxX: 10, maxY: 1 };
    const window = planMirrorWindow(content, { view, active: { kind: 'marker', ordinal: 99_999 } });
    expect(window.regions.length).toBeGreaterThanOrEqual(Math.floor((MIRROR_MAX_OPTIONS - 1) / 2));
    expect(total(window)).toBe(MIRROR_MAX_OPTIONS);
    expect(window.markers.at(-1)).toBe(99_999);
    expect(window.activeAdded).toBe(true);
    const inside = planMirrorWindow(content, { view, active: { kind: 'marker', ordinal: 5 } });
    expect(inside.activeAdded).toBe(false);
    expect(total(inside)).toBe(MIRROR_MAX_OPTIONS - 1);
  });

  it('without a view lists each kind from its start', () => {
    const window = planMirrorWindow({ regions: ItemPoints.empty(), markers: row('m', 1_000) }, { view: null, budget: 10 });
    expect(window.markers).toEqual([0, 1, 2, 3, 4, 5, 6, 7, 8]);
    expect(window.markersInView).toBe(1_000);
  });
});
