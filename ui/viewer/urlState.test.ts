import { describe, expect, it } from 'vitest';
import { readSharedView, regionHash, regionIdFromHash, regionIdFromQuery, writeSharedView } from './urlState';

describe('URL state', () => {
  it('reads and writes the #/m/{regionId} hash', () => {
    expect(regionIdFromHash('#/m/US-TX')).toBe('US-TX');
    expect(regionIdFromHash(regionHash('a b'))).toBe('a b');
    expect(regionIdFromHash('#/x/US-TX')).toBeNull();
    expect(regionIdFromHash('')).toBeNull();
  });

  it('reads mapsvg_select from the query string', () => {
    expect(regionIdFromQuery('?mapsvg_select=US-CA&x=1')).toBe('US-CA');
    expect(regionIdFromQuery('?mapsvg_select=')).toBeNull();
  });

  it('round-trips a shared view and keeps other parameters', () => {
    const search = writeSharedView('?page=2', 1, { z: 2.345, x: 100.04, y: 50, d: 'r:US-TX', f: { category: 'outlet' } });
    expect(new URLSearchParams(search).get('page')).toBe('2');
    expect(readSharedView(search, 1)).toEqual({ z: 2.35, x: 100, y: 50, d: 'r:US-TX', f: { category: 'outlet' } });
    expect(readSharedView(search, 2)).toBeNull();
  });

  it('removes the parameter when nothing is shared and drops malformed parts', () => {
    expect(writeSharedView('?mapsvg_view_1=%7B%7D&a=1', 1, {})).toBe('?a=1');
    expect(readSharedView('?mapsvg_view_1=notjson', 1)).toBeNull();
    expect(readSharedView(`?mapsvg_view_1=${encodeURIComponent('{"z":"x","d":"bad","x":1}')}`, 1)).toEqual({});
  });
});
