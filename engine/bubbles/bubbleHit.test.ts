import { describe, expect, it } from 'vitest';
import { bubbleAt, bubbleDrawOrder } from './bubbleHit';

function frame(bubbles: Array<{ id: string; x: number; y: number; size: number }>) {
  return {
    ids: bubbles.map((b) => b.id),
    x: Float64Array.from(bubbles.map((b) => b.x)),
    y: Float64Array.from(bubbles.map((b) => b.y)),
    size: Float64Array.from(bubbles.map((b) => b.size)),
  };
}

describe('bubble hits', () => {
  it('returns the region id of the bubble under the pointer, within its radius only', () => {
    const bubbles = frame([{ id: 'US-TX', x: 100, y: 100, size: 40 }]);
    expect(bubbleAt(bubbles, 119, 100)).toBe('US-TX');
    expect(bubbleAt(bubbles, 114, 114)).toBe('US-TX');
    expect(bubbleAt(bubbles, 115, 115)).toBeNull();
  });

  it('returns the topmost of overlapping bubbles: the smaller one, drawn last', () => {
    const ordered = bubbleDrawOrder([{ id: 'small', x: 105, y: 100, size: 20 }, { id: 'big', x: 100, y: 100, size: 40 }]);
    expect(ordered.map((b) => b.id)).toEqual(['big', 'small']);
    const bubbles = frame(ordered);
    expect(bubbleAt(bubbles, 106, 100)).toBe('small');
    expect(bubbleAt(bubbles, 85, 100)).toBe('big');
  });
});
