import { describe, expect, it } from 'vitest';
import { RegionIndex, type IndexableRegion } from '../hit-test/RegionIndex';
import { nearestTargetInDirection } from './keyboardTargets';

function square(id: string, x: number, y: number): IndexableRegion {
  return { id, rings: [new Float64Array([x, y, x + 10, y, x + 10, y + 10, x, y + 10])], fillRule: 'nonzero', bbox: { minX: x, minY: y, maxX: x + 10, maxY: y + 10 } };
}

// Regions A (centre 5,5) and B (centre 105,5); a marker halfway between them and one below A.
const index = new RegionIndex([square('A', 0, 0), square('B', 100, 0)]);
const targets = { index, regionIds: ['A', 'B'], markers: [{ id: 'm-mid', svgPoint: { x: 50, y: 5 } }, { id: 'm-below', svgPoint: { x: 5, y: 60 } }] };

describe('nearestTargetInDirection', () => {
  it('moves from a region to the nearest marker in the arrow direction', () => {
    expect(nearestTargetInDirection(targets, 'A', 'right')).toBe('m-mid');
    expect(nearestTargetInDirection(targets, 'A', 'down')).toBe('m-below');
  });

  it('moves from a marker on to regions and other markers', () => {
    expect(nearestTargetInDirection(targets, 'm-mid', 'right')).toBe('B');
    expect(nearestTargetInDirection(targets, 'm-mid', 'left')).toBe('A');
    expect(nearestTargetInDirection(targets, 'm-below', 'up')).toBe('A');
  });

  it('skips disabled regions and answers null where nothing lies that way or the id is unknown', () => {
    expect(nearestTargetInDirection({ ...targets, regionIds: ['A'] }, 'm-mid', 'right')).toBeNull();
    expect(nearestTargetInDirection(targets, 'A', 'up')).toBeNull();
    expect(nearestTargetInDirection(targets, 'nowhere', 'left')).toBeNull();
  });
});
