import Flatbush from 'flatbush';
import { afterEach, describe, expect, it, vi } from 'vitest';
import type { FillRule } from '../svg/types';
import { RegionIndex } from './RegionIndex';
import type { IndexableRegion } from './RegionIndex';

const square = (x: number, y: number, size: number, clockwise = true): Float64Array => new Float64Array(clockwise
  ? [x, y, x + size, y, x + size, y + size, x, y + size]
  : [x, y, x, y + size, x + size, y + size, x + size, y]);

function region(id: string, rings: Float64Array[], extra: Partial<IndexableRegion> = {}): IndexableRegion {
  const xs = rings.flatMap((r) => Array.from(r).filter((_, i) => i % 2 === 0));
  const ys = rings.flatMap((r) => Array.from(r).filter((_, i) => i % 2 === 1));
  const bbox = { minX: Math.min(...xs), minY: Math.min(...ys), maxX: Math.max(...xs), maxY: Math.max(...ys) };
  return { id, rings, fillRule: 'nonzero' as FillRule, bbox, ...extra };
}

describe('RegionIndex.hitTest', () => {
  it('returns the region under the point and null over empty map', () => {
    const index = new RegionIndex([region('A', [square(0, 0, 10)]), region('B', [square(20, 0, 10)])]);
    expect(index.hitTest(5, 5)).toBe('A');
    expect(index.hitTest(25, 5)).toBe('B');
    expect(index.hitTest(15, 5)).toBeNull();
  });

  it('returns the topmost of overlapping regions: the last in draw order', () => {
    const below = region('below', [square(0, 0, 10)], { order: 1 });
    const above = region('above', [square(5, 5, 10)], { order: 2 });
    expect(new RegionIndex([below, above]).hitTest(7, 7)).toBe('above');
    expect(new RegionIndex([above, below]).hitTest(7, 7)).toBe('above');
    expect(new RegionIndex([below, above]).hitTest(2, 2)).toBe('below');
  });

  it('sees through holes to the region drawn underneath', () => {
    const lake = region('lake-country', [square(0, 0, 30), square(10, 10, 10, false)]);
    const island = region('under', [square(12, 12, 2)], { order: -1 });
    const index = new RegionIndex([lake, island]);
    expect(index.hitTest(13, 13)).toBe('under');
    expect(index.hitTest(15, 18)).toBeNull();
    expect(index.hitTest(5, 5)).toBe('lake-country');
  });

  it('honours each region’s fill rule for same-winding inner rings', () => {
    const rings = [square(0, 0, 30), square(10, 10, 10)];
    expect(new RegionIndex([region('A', rings)]).hitTest(15, 15)).toBe('A');
    expect(new RegionIndex([region('A', rings, { fillRule: 'evenodd' })]).hitTest(15, 15)).toBeNull();
  });

  it('treats an opposite-winding inner ring as a hole under both fill rules', () => {
    const rings = [square(0, 0, 30), square(10, 10, 10, false)];
    for (const fillRule of ['nonzero', 'evenodd'] as const) {
      const index = new RegionIndex([region('A', rings, { fillRule })]);
      expect(index.contains('A', 15, 15), fillRule).toBe(false);
      expect(index.contains('A', 5, 5), fillRule).toBe(true);
    }
  });

  it('fills the centre of a self-intersecting star under nonzero only, its tips under both rules', () => {
    // A five-pointed star drawn in one stroke: its centre pentagon winds twice.
    const star = [new Float64Array([50, 0, 79, 90, 2, 35, 98, 35, 21, 90])];
    const nonzero = new RegionIndex([region('star', star)]);
    const evenodd = new RegionIndex([region('star', star, { fillRule: 'evenodd' })]);
    expect(nonzero.contains('star', 50, 50)).toBe(true);
    expect(evenodd.contains('star', 50, 50)).toBe(false);
    expect(nonzero.contains('star', 50, 10)).toBe(true);
    expect(evenodd.contains('star', 50, 10)).toBe(true);
  });

  it('never hits hidden regions', () => {
    const index = new RegionIndex([region('A', [square(0, 0, 10)]), region('B', [square(0, 0, 10)], { visible: false })]);
    expect(index.hitTest(5, 5)).toBe('A');
    expect(index.size).toBe(1);
  });

  it('works on an empty map', () => {
    const index = new RegionIndex([]);
    expect(index.hitTest(0, 0)).toBeNull();
    expect(index.queryRect({ minX: -1, minY: -1, maxX: 1, maxY: 1 })).toEqual([]);
  });
});

describe('RegionIndex.queryRect and navigation', () => {
  const grid = [
    region('NW', [square(0, 0, 10)]), region('NE', [square(10, 0, 10)]),
    region('SW', [square(0, 10, 10)]), region('SE', [square(10, 10, 10)]),
  ];

  it('lists regions whose boxes meet a viewport, in draw order', () => {
    const index = new RegionIndex(grid);
    expect(index.queryRect({ minX: 12, minY: 2, maxX: 30, maxY: 30 })).toEqual(['NE', 'SE']);
    expect(index.queryRect({ minX: -5, minY: -5, maxX: 50, maxY: 50 })).toEqual(['NW', 'NE', 'SW', 'SE']);
  });

  it('centres a region with islands on its largest ring', () => {
    const index = new RegionIndex([region('A', [square(100, 100, 1), square(0, 0, 20)])]);
    expect(index.centreOf('A')).toEqual({ x: 10, y: 10 });
  });
});

describe('RegionIndex.build: a large map indexed in short tasks', () => {
  /** A grid of `side`² unit squares, ids `r<col>-<row>`, in draw order. */
  function grid(side: number): IndexableRegion[] {
    const regions: IndexableRegion[] = [];
    for (let row = 0; row < side; row++) {
      for (let col = 0; col < side; col++) {
        regions.push({ id: `r${col}-${row}`, rings: [square(col, row, 1)], fillRule: 'nonzero', bbox: { minX: col, minY: row, maxX: col + 1, maxY: row + 1 } });
      }
    }
    return regions;
  }

  afterEach(() => {
    vi.restoreAllMocks();
  });

  it('lets other tasks run between its slices, and answers as the index built at once does', async () => {
    // Each look at the clock takes a millisecond: a slice holds a dozen looks' worth of regions.
    let clock = 0;
    vi.spyOn(performance, 'now').mockImplementation(() => clock++);
    const regions = grid(100);
    let pauses = 0;
    const built = await RegionIndex.build(regions, async () => {
      pauses += 1;
    });
    vi.restoreAllMocks();
    const atOnce = new RegionIndex(regions);
    // 10,000 regions checked every 64: 157 looks, about 12 per slice.
    expect(pauses).toBeGreaterThanOrEqual(10);
    expect(built.size).toBe(10_000);
    for (const [x, y] of [[0.5, 0.5], [42.5, 17.5], [99.5, 99.5], [150, 3]] as const) expect(built.hitTest(x, y)).toBe(atOnce.hitTest(x, y));
    expect(built.centreOf('r42-17')).toEqual({ x: 42.5, y: 17.5 });
    expect(built.queryRect({ minX: 10.2, minY: 10.2, maxX: 10.8, maxY: 11.5 })).toEqual(['r10-10', 'r10-11']);
  });

  it('makes its arrays and sorts its tree each in a task of its own when the task before has had its time', async () => {
    // A slow clock: every look finds the slice's time used up.
    let clock = 0;
    vi.spyOn(performance, 'now').mockImplementation(() => (clock += 100));
    const events: string[] = [];
    const prototype = RegionIndex.prototype as unknown as { add(i: number): void };
    const add = prototype.add;
    vi.spyOn(prototype, 'add').mockImplementation(function (this: unknown, i: number) {
      events.push('add');
      add.call(this, i);
    });
    const finish = Flatbush.prototype.finish;
    vi.spyOn(Flatbush.prototype, 'finish').mockImplementation(function (this: Flatbush) {
      events.push('sort');
      return finish.call(this);
    });
    const built = await RegionIndex.build(grid(10), async () => {
      events.push('pause');
    });
    vi.restoreAllMocks();
    expect(events[0]).toBe('pause');
    expect(events.slice(-2)).toEqual(['pause', 'sort']);
    expect(events.filter((event) => event === 'add')).toHaveLength(100);
    expect(built.hitTest(4.5, 7.5)).toBe('r4-7');
  });

  it('takes a single task for a small map', async () => {
    let pauses = 0;
    const index = await RegionIndex.build([region('A', [square(0, 0, 10)]), region('B', [square(20, 0, 10)])], async () => {
      pauses += 1;
    });
    expect(pauses).toBe(0);
    expect(index.hitTest(25, 5)).toBe('B');
  });

  it('keeps the draw order of regions listed out of it', async () => {
    const below = region('below', [square(0, 0, 10)], { order: 2 });
    const above = region('above', [square(5, 5, 10)], { order: 3 });
    const index = await RegionIndex.build([above, below], async () => undefined);
    expect(index.hitTest(7, 7)).toBe('above');
    expect(index.hitTest(2, 2)).toBe('below');
  });
});
