import { describe, expect, it } from 'vitest';
import { parsePerPage } from './parsePerPage';

describe('parsePerPage', () => {
  it.each([
    [30, 30],
    ['30', 30],
    [' 12 ', 12],
    ['25 items', 25],
    [10.9, 10],
    ['10.9', 10],
    [0, 0],
    ['0', 0],
    [1000, 1000],
  ])('reads %j as %i records per page', (value, expected) => {
    expect(parsePerPage(value, true)).toBe(expected);
  });

  it.each([[''], ['abc'], [null], [undefined], [-5], ['-5'], [Number.NaN], [Infinity]])(
    'falls back to 30 for %j',
    (value) => {
      expect(parsePerPage(value, true)).toBe(30);
    },
  );

  it.each([false, 'off', '0', 0, 'no'])('gives 0 (all records) when pagination is %j', (on) => {
    expect(parsePerPage(30, on)).toBe(0);
  });

  it('keeps paginating when the pagination flag is missing or unreadable', () => {
    expect(parsePerPage(15)).toBe(15);
    expect(parsePerPage(15, 'maybe')).toBe(15);
    expect(parsePerPage(15, 'on')).toBe(15);
  });

  it('gives the default for objects, whose text form may even throw', () => {
    expect(parsePerPage(JSON.parse('{"toString": 0}'))).toBe(30);
    expect(parsePerPage([])).toBe(30);
  });
});
