import { describe, expect, it } from 'vitest';
import { startsWithMapAlone, type PageFacts } from './lightStart';
import { resolveMapOptions } from './mapOptions';

const page: PageFacts = { isPhone: false, search: '', hash: '', elementExists: () => false };
const empty = { hasRecords: false, hasRegionStatuses: false };
const options = (raw: Record<string, unknown>) => resolveMapOptions({ id: 3, title: 'Map', options: { source: '/maps/usa.svg', ...raw } });

describe('which maps start with the engine alone', () => {
  it('a new map of regions whose tables are empty does', () => {
    expect(startsWithMapAlone(options({}), 3, empty, page)).toBe(true);
  });

  it('a map whose tables add to its first frame, or whose page did not say, does not', () => {
    expect(startsWithMapAlone(options({}), 3, { ...empty, hasRecords: true }, page)).toBe(false);
    expect(startsWithMapAlone(options({}), 3, { ...empty, hasRegionStatuses: true }, page)).toBe(false);
    expect(startsWithMapAlone(options({}), 3, undefined, page)).toBe(false);
    // Records the map does not load at start, or no tables at all, add nothing.
    expect(startsWithMapAlone(options({ database: { loadOnStart: false } }), 3, { ...empty, hasRecords: true }, page)).toBe(true);
    expect(startsWithMapAlone(options({ database: { on: false } }), 3, undefined, page)).toBe(true);
  });

  it('a map with a panel, a legend, labels, site handlers or custom CSS on its first screen does not', () => {
    for (const raw of [
      { menu: { on: true } },
      { choropleth: { on: true } },
      { layersControl: { on: true } },
      { labelsRegions: { on: true } },
      { controls: { userLocation: true } },
      { css: '.mapsvg-app { color: red }' },
      { events: { 'click.region': 'function (e) { console.log(e); }' } },
    ]) {
      expect(startsWithMapAlone(options(raw), 3, empty, page), JSON.stringify(raw)).toBe(false);
    }
    expect(startsWithMapAlone(options({ controls: { zoom: true, zoomReset: true } }), 3, empty, page)).toBe(true);
  });

  it('an address that asks the map for a region or a shared view does not', () => {
    expect(startsWithMapAlone(options({}), 3, empty, { ...page, search: '?mapsvg_select=US-TX' })).toBe(false);
    expect(startsWithMapAlone(options({}), 3, empty, { ...page, hash: '#/m/US-TX' })).toBe(false);
  });
});
