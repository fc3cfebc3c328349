import { describe, expect, it, vi } from 'vitest';
import { Connection } from './Connection';
import { markerFeedGateway, matchQuery, narrowsRecords, readMarkerFeed, readMatchingIds } from './markerFeed';
import { RequestFailure } from './RequestFailure';
import { jsonResponse, TEST_BASE_URL, testFetch } from './testFetch';

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

describe('marker feed calls', () => {
  const feed = { version: 2, ids: [1], lat: [40], lng: [-74], x: [null], y: [null], images: [], image: [-1], titles: ['One'] };

  it('asks for the feed and the matching ids of one table, with the nonce, and reads the answers', async () => {
    const { fetchFn, requests } = testFetch((request) => (request.path.includes('/ids') ? { version: 2, ids: [1] } : feed));
    const gateway = markerFeedGateway(new Connection({ baseUrl: TEST_BASE_URL, nonce: 'n1', fetchFn }), 'objects_3');
    await expect(gateway.feed(['category'])).resolves.toEqual(feed);
    await expect(gateway.ids({ search: 'park', page: 2, perpage: 30 })).resolves.toEqual({ version: 2, ids: [1] });
    expect(requests.map((request) => request.path)).toEqual(['objects/objects_3/markers?fields=category', 'objects/objects_3/ids?search=park']);
    expect(requests[0]?.headers.get('X-WP-Nonce')).toBe('n1');
  });

  it('rejects with the status and code of a refused call, and as a broken answer for a malformed one', async () => {
    const error = vi.spyOn(console, 'error').mockImplementation(() => undefined);
    const refused = markerFeedGateway(new Connection({ baseUrl: TEST_BASE_URL, fetchFn: testFetch(() => jsonResponse({ code: 'rest_forbidden', message: 'no' }, 403)).fetchFn }), 'objects_3');
    await expect(refused.feed()).rejects.toMatchObject({ status: 403, code: 'rest_forbidden', message: '' });
    const broken = markerFeedGateway(new Connection({ baseUrl: TEST_BASE_URL, fetchFn: testFetch(() => new Response('<html>', { status: 200 })).fetchFn }), 'objects_3');
    await expect(broken.feed()).rejects.toMatchObject({ status: 'PARSING_ERROR' });
    const offline = markerFeedGateway(new Connection({ baseUrl: TEST_BASE_URL, fetchFn: () => Promise.reject(new TypeError('offline')) }), 'objects_3');
    await expect(offline.ids({ search: 'x' })).rejects.toBeInstanceOf(RequestFailure);
    error.mockRestore();
  });
});
