import { describe, expect, it } from 'vitest';
import { matchQuery, narrowsRecords, readMarkerFeed, readMatchingIds } from './markerFeed';
import { RequestFailure } from './RequestFailure';

describe('marker feed answers', () => {
  const feed = { version: 7, ids: [1, 2], lat: [40.1, null], lng: [-74, null], x: [null, 12], y: [null, 30], images: ['uploads/a.png'], image: [0, -1], titles: ['One', 'Two'] };

  it('reads the columns of a well-formed feed', () => {
    expect(readMarkerFeed(feed)).toEqual(feed);
  });

  it('refuses a feed whose columns do not match its ids, as a broken answer', () => {
    expect(() => readMarkerFeed({ ...feed, lat: [1] })).toThrow(RequestFailure);
    expect(() => readMarkerFeed({ rows: [] })).toThrow(RequestFailure);
  });

  it('reads matching ids and refuses an answer without them', () => {
    expect(readMatchingIds({ version: 3, ids: [4, 5] })).toEqual({ version: 3, ids: [4, 5] });
    expect(() => readMatchingIds({ version: 3 })).toThrow(RequestFailure);
  });
});

describe('which queries narrow the records', () => {
  it('search, filters and the filter-out rule narrow; paging and sorting do not', () => {
    expect(narrowsRecords({ page: 3, perpage: 30, sort: [{ field: 'title', order: 'asc' }] })).toBe(false);
    expect(narrowsRecords({ search: '  ' })).toBe(false);
    expect(narrowsRecords({ filters: { category: '' } })).toBe(false);
    expect(narrowsRecords({ filters: { regions: undefined, tags: [] } })).toBe(false);
    expect(narrowsRecords({ search: 'park' })).toBe(true);
    expect(narrowsRecords({ filters: { category: 'outlet' } })).toBe(true);
    expect(narrowsRecords({ filterout: { field: 'status', cond: '!=', val: 0 } })).toBe(true);
  });

  it('the ids call carries only what decides a match', () => {
    expect(matchQuery({ search: 'a', page: 4, perpage: 30, withSchema: true, filters: { category: 'x' } })).toEqual({ search: 'a', filters: { category: 'x' }, searchField: undefined, searchFallback: undefined, filterout: undefined });
  });
});
