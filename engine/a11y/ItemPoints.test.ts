import { describe, expect, it } from 'vitest';
import { ItemPoints, NearestHeap } from './ItemPoints';

/** A fixed pseudo-random scatter of `count` points over 1000×1000 map units. */
function scatter(count: number): ItemPoints {
  return ItemPoints.from(Array.from({ length: count }, (_, i) => ({ id: `p${i}`, x: (i * 7919) % 1000, y: (i * 104729) % 997 })));
}

describe('ItemPoints', () => {
  it('finds the points in a box, edges included, with or without its tree', () => {
    const points = ItemPoints.from([{ id: 'a', x: 0, y: 0 }, { id: 'b', x: 10, y: 10 }, { id: 'c', x: 11, y: 5 }]);
    expect(points.inBox({ minX: 0, minY: 0, maxX: 10, maxY: 10 }).sort()).toEqual([0, 1]);
    const many = scatter(10_000);
    const box = { minX: 100, minY: 200, maxX: 350, maxY: 260 };
    const scanned = many.inBox(box).sort((a, b) => a - b);
    many.buildIndex();
    expect(many.inBox(box).sort((a, b) => a - b)).toEqual(scanned);
    expect(scanned.length).toBeGreaterThan(100);
    expect(points.indexOf('c')).toBe(2);
    expect(points.indexOf('none')).toBe(-1);
    expect(points.extent).toEqual({ minX: 0, minY: 0, maxX: 11, maxY: 10 });
  });

  it.each([false, true])('lists the nearest points to a place, nearest first, as a full sort would (tree built: %s)', (indexed) => {
    const points = scatter(20_000);
    if (indexed) points.buildIndex();
    expect(points.wantsIndex).toBe(!indexed);
    const at = { x: 312, y: 640 };
    const distance = (i: number) => ((points.xs[i] ?? 0) - at.x) ** 2 + ((points.ys[i] ?? 0) - at.y) ** 2;
    const expected = Array.from({ length: points.count }, (_, i) => i).sort((a, b) => distance(a) - distance(b) || a - b).slice(0, 150);
    expect(points.nearest(at.x, at.y, 150)).toEqual(expected);
    const odd = (i: number) => i % 2 === 1;
    expect(points.nearest(at.x, at.y, 40, odd)).toEqual(expected.filter((i) => !odd(i)).slice(0, 40));
  });

  it('returns every point when fewer than asked exist, and nothing for an empty set', () => {
    expect(scatter(5).nearest(0, 0, 50)).toHaveLength(5);
    expect(ItemPoints.empty().nearest(0, 0, 50)).toEqual([]);
    expect(ItemPoints.empty().inBox({ minX: 0, minY: 0, maxX: 1, maxY: 1 })).toEqual([]);
  });
});

describe('NearestHeap', () => {
  it('keeps the smallest keys, sorted, ties to the lower ordinal', () => {
    const keys = [5, 1, 4, 1, 9, 2, 6, 5, 3, 5];
    const kept = (size: number) => {
      const heap = new NearestHeap(size);
      keys.forEach((key, i) => heap.offer(i, key));
      return heap.sorted();
    };
    expect(kept(4)).toEqual([1, 3, 5, 8]);
    expect(kept(100)).toEqual([1, 3, 5, 8, 2, 0, 7, 9, 6, 4]);
    expect(kept(0)).toEqual([]);
  });
});
