import { describe, expect, it } from 'vitest';
import { defaultField } from '../../domain/index';
import type { SchemaField } from '../../domain/index';
import { buildFilterRequest, countActiveFilters, emptyFilterValues } from './filterQuery';

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

  it('a text field searches only its own column', () => {
    const text: SchemaField[] = [{ ...defaultField('text'), name: 'phone' }];
    expect(buildFilterRequest(text, { phone: '555' }, 'r')).toEqual({ search: '555', searchField: 'phone', filters: {} });
  });
});
