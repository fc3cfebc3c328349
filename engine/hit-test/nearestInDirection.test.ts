import { describe, expect, it } from 'vitest';
import { nearestInDirection } from './nearestInDirection';
import type { NavigationTarget } from './nearestInDirection';

const at = (id: string, x: number, y: number, order = 0): NavigationTarget => ({ id, x, y, order });
const ORIGIN = { x: 0, y: 0 };

describe('nearestInDirection', () => {
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
