import { describe, expect, it } from 'vitest';
import { defaultField } from '../../domain/index';
import { resolveMapOptions } from './mapOptions';
import { filtersRegions, regionFilterQuery } from './useRegionFilterMatches';

function mapWith(filters: Record<string, unknown>, databaseOn = true) {
  return resolveMapOptions({
    id: 3, title: 'Regions', options: {
      source: '/maps/x.svg', database: { on: databaseOn },
      filters: { on: true, ...filters },
      filtersSchema: [
        { ...defaultField('text'), name: 'title' },
        { ...defaultField('region'), name: 'regions' },
        { ...defaultField('select'), name: 'kind', options: [{ label: 'A', value: 'a' }] },
      ],
    },
  });
}

describe('filters over regions', () => {
  it('apply only when the filters say so and the map has tables', () => {
    expect(filtersRegions(mapWith({ source: 'regions' }))).toBe(true);
    expect(filtersRegions(mapWith({ source: 'database' }))).toBe(false);
    expect(filtersRegions(mapWith({ source: 'regions' }, false))).toBe(false);
  });

  it('ask the regions table by title, by field and by the picked region ids', () => {
    const query = regionFilterQuery(mapWith({ source: 'regions' }), { title: 'New ', regions: ['US-NY', 'US-NJ'], kind: 'a' });
    expect(query).toEqual({ search: 'New', searchField: 'title', filters: { id: ['US-NY', 'US-NJ'], kind: 'a' } });
  });
});
