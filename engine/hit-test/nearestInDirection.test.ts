import { describe, expect, it } from 'vitest';
import { DirectionSearch, searchInDirection } from './nearestInDirection';
import type { BoxSearchable, Direction } from './nearestInDirection';

/** A point to move to: an id, its centre and its draw order. */
interface NavigationTarget {
  id: string;
  x: number;
  y: number;
  order: number;
}

const at = (id: string, x: number, y: number, order = 0): NavigationTarget => ({ id, x, y, order });
const ORIGIN = { x: 0, y: 0 };

/** The answer of a {@link DirectionSearch} offered every target: the full scan indexes must agree with. */
function nearestInDirection(from: { x: number; y: number }, direction: Direction, targets: readonly NavigationTarget[]): NavigationTarget | null {
  const search = new DirectionSearch(from, direction);
  let best: NavigationTarget | null = null;
  for (const target of targets) {
    if (search.offer(target.x, target.y, target.order)) best = target;
  }
  return best;
}

describe('DirectionSearch', () => {
  it('moves to the nearest centre in each arrow direction, with y pointing down', () => {
    const grid = [at('N', 0, -10), at('S', 0, 10), at('W', -10, 0), at('E', 10, 0), at('FarE', 30, 0)];
    expect(nearestInDirection(ORIGIN, 'up', grid)?.id).toBe('N');
    expect(nearestInDirection(ORIGIN, 'down', grid)?.id).toBe('S');
    expect(nearestInDirection(ORIGIN, 'left', grid)?.id).toBe('W');
    expect(nearestInDirection(ORIGIN, 'right', grid)?.id).toBe('E');
  });

  it('only considers targets within 45° of the direction', () => {
    const targets = [at('steep', 5, -20), at('diagonal', 10, -10), at('far', 40, 5)];
    // 'steep' is nearer but mostly above, so moving right skips it.
    expect(nearestInDirection(ORIGIN, 'right', targets)?.id).toBe('diagonal');
    expect(nearestInDirection(ORIGIN, 'up', [at('side', 30, -1)])).toBeNull();
  });

  it('breaks distance ties towards the axis, then towards the lower draw order', () => {
    const [x, y] = [Math.sqrt(50), Math.sqrt(50)];
    expect(nearestInDirection(ORIGIN, 'right', [at('diag', x, y), at('straight', 10, 0)])?.id).toBe('straight');
    const twins = [at('later', 10, 0, 7), at('earlier', 10, 0, 3)];
    expect(nearestInDirection(ORIGIN, 'right', twins)?.id).toBe('earlier');
    expect(nearestInDirection(ORIGIN, 'right', [...twins].reverse())?.id).toBe('earlier');
  });

  it('returns null when nothing lies that way, and skips targets at the same centre', () => {
    expect(nearestInDirection(ORIGIN, 'left', [at('E', 10, 0), at('self', 0, 0)])).toBeNull();
  });
});

/** A point set answering box queries by a plain scan (the contract of an index, not its speed). */
function scanned(targets: readonly NavigationTarget[]): BoxSearchable {
  const xs = targets.map((t) => t.x);
  const ys = targets.map((t) => t.y);
  return {
    extent: targets.length ? { minX: Math.min(...xs), minY: Math.min(...ys), maxX: Math.max(...xs), maxY: Math.max(...ys) } : null,
    offerInBox: (search, box) => {
      for (const t of targets) if (t.x >= box.minX && t.x <= box.maxX && t.y >= box.minY && t.y <= box.maxY) search.offer(t.x, t.y, t.order);
    },
  };
}

describe('searchInDirection', () => {
  it('answers as the full scan does, from every start and direction, whatever the first radius', () => {
    const targets = Array.from({ length: 400 }, (_, i) => at(`t${i}`, (i * 7919) % 200, (i * 104729) % 211, i));
    const directions = ['up', 'down', 'left', 'right'] as const;
    for (const from of targets.slice(0, 60)) {
      for (const direction of directions) {
        const expected = nearestInDirection(from, direction, targets)?.order ?? -1;
        for (const radius of [0.5, 7, 1_000]) {
          const search = new DirectionSearch(from, direction);
          searchInDirection(search, [scanned(targets.slice(0, 150)), scanned(targets.slice(150))], radius);
          expect(search.bestOrder).toBe(expected);
        }
      }
    }
  });

  it('finds nothing in an empty direction or among no points', () => {
    const search = new DirectionSearch(ORIGIN, 'left');
    searchInDirection(search, [scanned([at('E', 10, 0)]), scanned([])], 1);
    expect(search.bestOrder).toBe(-1);
  });
});
