import { describe, expect, it } from 'vitest';
import { serializeQuery } from './queryString';

describe('serializeQuery', () => {
  it('writes scalars as plain pairs, booleans as true/false', () => {
    expect(serializeQuery({ search: 'park', searchField: 'title', searchFallback: true, page: 2, perpage: 30, withSchema: false }))
      .toBe('search=park&searchField=title&searchFallback=true&page=2&perpage=30&withSchema=false');
  });

  it('writes region filters as bracketed keys with repeated [] for the id list', () => {
    const text = serializeQuery({
      page: 1,
      perpage: 0,
      filters: { regions: { table_name: 'regions_1', region_ids: ['US-TX', 'US-CA'] } },
    });

    expect(decodeURIComponent(text)).toBe(
      'filters[regions][table_name]=regions_1&filters[regions][region_ids][]=US-TX&filters[regions][region_ids][]=US-CA&page=1&perpage=0',
    );
  });

  it('indexes arrays of objects so each sort rule keeps its field and order together', () => {
    const text = serializeQuery({ page: 1, perpage: 10, sort: [{ field: 'id', order: 'desc' }, { field: 'title', order: 'asc' }] });

    expect(decodeURIComponent(text)).toBe('page=1&sort[0][field]=id&sort[0][order]=desc&sort[1][field]=title&sort[1][order]=asc&perpage=10');
  });

  it('writes filterout and distance filters as nested keys', () => {
    const text = serializeQuery({
      page: 1,
      perpage: 5,
      filterout: { field: 'status', cond: '=', val: 0 },
      filters: { distance: { units: 'km', length: 30, geoPoint: { lat: 51.5, lng: -0.12 } } },
    });

    expect(decodeURIComponent(text)).toBe(
      'filters[distance][units]=km&filters[distance][length]=30&filters[distance][geoPoint][lat]=51.5&filters[distance][geoPoint][lng]=-0.12'
      + '&filterout[field]=status&filterout[cond]==&filterout[val]=0&page=1&perpage=5',
    );
  });

  it('percent-encodes brackets, spaces and separators so values cannot break the string', () => {
    const text = serializeQuery({ page: 1, perpage: 1, search: 'a&b=c d', filters: { category: '[x]' } });

    expect(text).toBe('search=a%26b%3Dc%20d&filters%5Bcategory%5D=%5Bx%5D&page=1&perpage=1');
  });

  it('leaves out an empty search and fields the spec does not send', () => {
    const query = { page: 1, perpage: 30, search: '', table: 'objects_1' } as unknown as Parameters<typeof serializeQuery>[0];

    expect(serializeQuery(query)).toBe('page=1&perpage=30');
  });
});
