import { describe, expect, it } from 'vitest';
import { readChoroplethValue, valuesFromRecords, valuesFromRegionRows } from './values';

describe('choropleth values', () => {
  it('skips empty and missing values instead of reading them as zero', () => {
    expect(readChoroplethValue('')).toBeUndefined();
    expect(readChoroplethValue('  ')).toBeUndefined();
    expect(readChoroplethValue(null)).toBeUndefined();
    expect(readChoroplethValue(undefined)).toBeUndefined();
    expect(readChoroplethValue('abc')).toBeUndefined();
    expect(readChoroplethValue('0')).toBe(0);
    expect(readChoroplethValue(' 12.5 ')).toBe(12.5);
  });

  it('reads a field of regions-table rows by region id', () => {
    const rows = [{ id: 'US-TX', population: '29000000' }, { id: 'US-CA', population: '' }, { id: 'US-NY' }];
    expect([...valuesFromRegionRows(rows, 'population')]).toEqual([['US-TX', 29_000_000]]);
  });

  it('adds up the values of records linked to the same region', () => {
    const records = [
      { id: 1, sales: 10, regions: [{ id: 'US-TX', title: 'Texas' }] },
      { id: 2, sales: '5', regions: [{ id: 'US-TX', title: 'Texas' }, { id: 'US-OK', title: 'Oklahoma' }] },
      { id: 3, sales: '', regions: [{ id: 'US-OK', title: 'Oklahoma' }] },
      { id: 4, sales: 1, regions: 'not a list' },
    ];
    expect(Object.fromEntries(valuesFromRecords(records, 'sales'))).toEqual({ 'US-TX': 15, 'US-OK': 5 });
  });
});
