import { describe, expect, it } from 'vitest';
import { EXPORT_MARGIN, exportLayout } from './exportLayout';

const MAP = { width: 700, height: 440 };
const LEGEND = { width: 200, height: 120 };

/** Whether two boxes share any area. */
function overlaps(a: { x: number; y: number; width: number; height: number }, b: { x: number; y: number; width: number; height: number }): boolean {
  return a.x < b.x + b.width && b.x < a.x + a.width && a.y < b.y + b.height && b.y < a.y + a.height;
}

describe('the exported picture puts the legend where the page shows it', () => {
  it('over the map, in the chosen corner', () => {
    expect(exportLayout(MAP, LEGEND, 'top-left').legend).toEqual({ x: EXPORT_MARGIN, y: EXPORT_MARGIN });
    expect(exportLayout(MAP, LEGEND, 'top-right').legend).toEqual({ x: 700 - 200 - EXPORT_MARGIN, y: EXPORT_MARGIN });
    expect(exportLayout(MAP, LEGEND, 'bottom-left').legend).toEqual({ x: EXPORT_MARGIN, y: 440 - 120 - EXPORT_MARGIN });
    const bottomRight = exportLayout(MAP, LEGEND, 'bottom-right');
    expect(bottomRight).toEqual({ width: 700, height: 440, map: { x: 0, y: 0 }, legend: { x: 490, y: 310 } });
  });

  it('beside the map on the side of its container, the picture holding both uncovered', () => {
    const sides = { leftSidebar: 'left', rightSidebar: 'right', header: 'above', footer: 'below' } as const;
    for (const [place, side] of Object.entries(sides) as Array<[keyof typeof sides, string]>) {
      const layout = exportLayout(MAP, LEGEND, place);
      const map = { ...layout.map, ...MAP };
      const legend = { ...layout.legend, ...LEGEND };
      expect(overlaps(map, legend), place).toBe(false);
      for (const box of [map, legend]) {
        expect(box.x >= 0 && box.y >= 0 && box.x + box.width <= layout.width && box.y + box.height <= layout.height, place).toBe(true);
      }
      const where = legend.x + legend.width <= map.x ? 'left' : legend.x >= map.x + map.width ? 'right' : legend.y + legend.height <= map.y ? 'above' : 'below';
      expect(where, place).toBe(side);
    }
    expect(exportLayout(MAP, LEGEND, 'rightSidebar')).toMatchObject({ width: 700 + 200 + 2 * EXPORT_MARGIN, height: 440 });
  });

  it('keeps a legend taller than the map whole', () => {
    const tall = { width: 150, height: 600 };
    expect(exportLayout(MAP, tall, 'leftSidebar').height).toBe(600 + 2 * EXPORT_MARGIN);
    expect(exportLayout(MAP, tall, 'bottom-right').legend.y).toBe(0);
  });
});
