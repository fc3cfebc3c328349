import { describe, expect, it } from 'vitest';
import { resolveMapOptions } from './mapOptions';
import { usesRecords } from './mapOptions';

const map = (options: Record<string, unknown>) => resolveMapOptions({ id: 4, title: 'Offices', options: { source: '/maps/x.svg', ...options } });

describe('usesRecords', () => {
  it('loads the records of a new map, so markers saved as records show without a directory', () => {
    expect(usesRecords(map({}))).toBe(true);
  });

  it('loads nothing without a database, or when the map loads records only for its directory and it is off', () => {
    expect(usesRecords(map({ database: { on: false } }))).toBe(false);
    expect(usesRecords(map({ database: { loadOnStart: false } }))).toBe(false);
    expect(usesRecords(map({ database: { loadOnStart: false }, menu: { on: true, source: 'database' } }))).toBe(true);
  });
});
