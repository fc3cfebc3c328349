import { describe, expect, it } from 'vitest';
import { foldSearchText, matchesSearch } from './searchText';

describe('directory search text', () => {
  it('folds accents and case', () => {
    expect(foldSearchText('  Café  Münster ')).toBe('cafe munster');
  });

  it('"cafe berlin" finds "Café Berlin", in any word order, and not "Café Hamburg"', () => {
    expect(matchesSearch('cafe berlin', ['Café Berlin'])).toBe(true);
    expect(matchesSearch('BERLIN café', ['Café Berlin'])).toBe(true);
    expect(matchesSearch('cafe berlin', ['Café Hamburg'])).toBe(false);
  });

  it('an empty search matches everything', () => {
    expect(matchesSearch('  ', ['x'])).toBe(true);
  });
});
