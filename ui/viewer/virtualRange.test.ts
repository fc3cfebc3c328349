import { describe, expect, it } from 'vitest';
import { rowTops, virtualRange } from './virtualRange';

describe('virtualRange', () => {
  it('draws only the rows in view plus the overscan, for 10,000 rows', () => {
    const tops = rowTops(10_000, () => 40);
    const range = virtualRange(tops, 40 * 5000, 400, 2);
    expect(range).toEqual({ start: 4998, end: 5013, offset: 4998 * 40, total: 400_000 });
  });

  it('handles rows of different heights', () => {
    const tops = rowTops(4, (index) => [10, 100, 10, 10][index] ?? 0);
    expect(virtualRange(tops, 50, 10, 0)).toMatchObject({ start: 1, end: 2, offset: 10 });
  });

  it('an empty list draws nothing', () => {
    expect(virtualRange(rowTops(0, () => 10), 0, 100)).toEqual({ start: 0, end: 0, offset: 0, total: 0 });
  });
});
