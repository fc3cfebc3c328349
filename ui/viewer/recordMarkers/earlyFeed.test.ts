// @vitest-environment happy-dom
import { afterEach, describe, expect, it, vi } from 'vitest';
import { resolveMapOptions } from '../mapOptions';
import { markerFeedAccess, prepareMarkerFeed } from './earlyFeed';

const feedAnswer = { version: 1, ids: [1], lat: [52.5], lng: [13.4], x: [null], y: [null], images: [], image: [-1], titles: ['Berlin'] };

function storeMap(table: string, database: Record<string, unknown> = {}) {
  return resolveMapOptions({ id: 7, title: 'Stores', options: { database: { on: true, loadOnStart: true, objectsTableName: table, ...database } } });
}

function watchFetches(): string[] {
  const asked: string[] = [];
  vi.stubGlobal('fetch', async (input: RequestInfo | URL) => {
    asked.push(String(input instanceof Request ? input.url : input));
    return new Response(JSON.stringify(feedAnswer), { status: 200, headers: { 'Content-Type': 'application/json' } });
  });
  return asked;
}

afterEach(() => {
  vi.unstubAllGlobals();
});

describe('the marker feed asked for when a map is mounted', () => {
  it('is asked for once and handed to the map screen, which asks again only later', async () => {
    const asked = watchFetches();
    const options = storeMap('objects_early_1');
    prepareMarkerFeed(7, options);
    prepareMarkerFeed(7, options);
    expect(asked).toHaveLength(1);
    expect(asked[0]).toContain('objects/objects_early_1/markers');
    await expect(markerFeedAccess(options)?.take()).resolves.toMatchObject({ ids: [1], titles: ['Berlin'] });
    expect(asked).toHaveLength(1);
    // A second screen of the same map (a remount) asks for its own.
    await markerFeedAccess(options)?.take();
    expect(asked).toHaveLength(2);
  });

  it('is not asked for by maps whose markers are the directory page, or that are not stored', () => {
    const asked = watchFetches();
    prepareMarkerFeed(7, storeMap('objects_early_2', { recordMarkers: 'page' }));
    prepareMarkerFeed(undefined, storeMap('objects_early_3'));
    prepareMarkerFeed(7, storeMap('objects_early_4', { on: false }));
    expect(asked).toEqual([]);
    expect(markerFeedAccess(storeMap('objects_early_2', { recordMarkers: 'page' }))).toBeNull();
  });

  it("gives the map's screen the request sent at mount until its markers take it, then asks again", async () => {
    const asked = watchFetches();
    const options = storeMap('objects_early_5');
    prepareMarkerFeed(7, options);
    const access = markerFeedAccess(options);
    expect(asked).toHaveLength(1);
    const early = access?.early();
    expect(access?.take()).toBe(early);
    expect(access?.early()).toBeNull();
    await access?.take();
    expect(asked).toHaveLength(2);
  });
});
