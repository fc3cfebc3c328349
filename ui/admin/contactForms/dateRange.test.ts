import { describe, expect, it } from 'vitest';
import { localDayStart } from './dateRange';

describe('localDayStart', () => {
  it('gives the local midnight of the day, and of the next day for an inclusive end', () => {
    expect(localDayStart('2026-03-31')).toBe(new Date(2026, 2, 31).toISOString());
    expect(localDayStart('2026-03-31', true)).toBe(new Date(2026, 3, 1).toISOString());
  });

  it('gives nothing for an empty or malformed day', () => {
    expect(localDayStart('')).toBe('');
    expect(localDayStart('31/03/2026')).toBe('');
  });
});
