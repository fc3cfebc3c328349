import { describe, expect, it } from 'vitest';
import { detailsSide } from './itemAnchor';

describe('detailsSide', () => {
  it('puts the details panel on the side away from the clicked item', () => {
    expect(detailsSide({ x: 700, y: 100 }, { width: 800, height: 500 })).toBe('left');
    expect(detailsSide({ x: 100, y: 100 }, { width: 800, height: 500 })).toBe('right');
  });
});
