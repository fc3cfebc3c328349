import { describe, expect, it, vi } from 'vitest';
import { defaultField } from '../../domain/index';
import type { SchemaField } from '../../domain/index';
import { buildFilterRequest, countActiveFilters, distanceSummary, distanceText, emptyFilterValues, recordSort } from './filterQuery';

const fields: SchemaField[] = [
  { ...defaultField('search'), name: 'search' },
  { ...defaultField('select'), name: 'category', options: [{ label: 'Outlet', value: 'outlet' }] },
  { ...defaultField('checkboxes'), name: 'tags' },
  { ...defaultField('region'), name: 'regions' },
  { ...defaultField('distance'), name: 'distance' },
  { ...defaultField('checkbox'), name: 'open', checkboxValue: '1' },
  { ...defaultField('modal'), name: 'modal' },
];

describe('filters form', () => {
  it('starts empty with distances at their default length', () => {
    const values = emptyFilterValues(fields);
    expect(values).toMatchObject({ search: '', category: '', tags: [], regions: [], open: false, distance: { length: 10, units: 'km', address: '' } });
    expect(values).not.toHaveProperty('modal');
    expect(countActiveFilters(fields, values)).toBe(0);
  });

  it('counts and builds the active filters', () => {
    const values = {
      ...emptyFilterValues(fields),
      search: ' park ',
      category: 'outlet',
      tags: ['a', 'b'],
      regions: ['US-TX'],
      open: true,
      distance: { units: 'km', length: 30, address: 'Austin', geoPoint: { lat: 30.2, lng: -97.7 } },
    };
    expect(countActiveFilters(fields, values)).toBe(6);
    expect(buildFilterRequest(fields, values, 'regions_1')).toEqual({
      search: 'park',
      filters: {
        category: 'outlet',
        tags: ['a', 'b'],
        regions: { table_name: 'regions_1', region_ids: ['US-TX'] },
        distance: { units: 'km', length: 30, address: 'Austin', geoPoint: { lat: 30.2, lng: -97.7 } },
        open: '1',
      },
    });
  });

  it('a typed address without a placed point does not filter yet', () => {
    const values = { ...emptyFilterValues(fields), distance: { units: 'km', length: 10, address: 'Aus' } };
    expect(countActiveFilters(fields, values)).toBe(0);
    expect(buildFilterRequest(fields, values, 'r').filters).toEqual({});
  });

  it('a ticked checkbox saved without a value filters the ticked records', () => {
    const open: SchemaField[] = [{ ...defaultField('checkbox'), name: 'open_sundays', checkboxValue: '' }];
    expect(buildFilterRequest(open, { open_sundays: true }, 'r').filters).toEqual({ open_sundays: '1' });
  });

  it('a text field searches only its own column', () => {
    const text: SchemaField[] = [{ ...defaultField('text'), name: 'phone' }];
    expect(buildFilterRequest(text, { phone: '555' }, 'r')).toEqual({ search: '555', searchField: 'phone', filters: {} });
  });
});

describe('distance search', () => {
  const byTitle = { field: 'title', order: 'asc' } as const;
  const denver = { units: 'km', length: 25, address: 'Denver', geoPoint: { lat: 39.74, lng: -104.98 } };

  it('sorts nearest first while a distance search is active, else by the directory\'s sort', () => {
    expect(recordSort(byTitle, { distance: denver })).toEqual([{ field: 'distance', order: 'asc' }]);
    expect(recordSort(byTitle, { category: 'outlet' })).toEqual([byTitle]);
  });

  it('shows each distance in the map\'s unit and counts what was found', () => {
    expect(distanceText(3.14159, 'km')).toBe('3.1 km');
    expect(distanceText('12.6', 'mi')).toBe('13 mi');
    expect(distanceText(undefined, 'km')).toBe('');
    expect(distanceSummary(12, false, denver)).toBe('12 results within 25 km of Denver');
    expect(distanceSummary(1, false, denver)).toBe('1 result within 25 km of Denver');
    expect(distanceSummary(30, true, denver)).toBe('30+ results within 25 km of Denver');
  });

  it('a ticked "Open now" box asks for the records open at the visitor\'s current minute', () => {
    vi.useFakeTimers({ toFake: ['Date'] });
    vi.setSystemTime(new Date('2026-06-10T15:30:42.500Z'));
    const hours: SchemaField[] = [{ ...defaultField('hours'), name: 'hours', label: 'Open now' }];
    expect(emptyFilterValues(hours)).toEqual({ hours: false });
    expect(buildFilterRequest(hours, { hours: false }, 'r').filters).toEqual({});
    expect(buildFilterRequest(hours, { hours: true }, 'r').filters).toEqual({ hours: '2026-06-10T15:30:00.000Z' });
    expect(countActiveFilters(hours, { hours: true })).toBe(1);
    vi.useRealTimers();
  });
});
