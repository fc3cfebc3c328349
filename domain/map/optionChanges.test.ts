import { describe, expect, it } from 'vitest';
import { defaultMapOptions } from './defaultMapOptions';
import { mergeMapOptions } from './mergeMapOptions';
import type { PartialMapOptions } from './mapOptions';
import { classifyOptionChange, classOfOptionPath, changedOptionPaths, shareUnchangedOptions } from './optionChanges';

/** The classes of one edit laid over a new map's options. */
function classesOf(edit: PartialMapOptions | Record<string, unknown>): string[] {
  const before = defaultMapOptions(1);
  const after = mergeMapOptions(before, edit as PartialMapOptions);
  return [...classifyOptionChange(before, after)].sort();
}

describe('classifyOptionChange', () => {
  it('finds nothing to do when nothing changed', () => {
    expect(classesOf({})).toEqual([]);
    expect(classesOf({ colors: { hover: 20 } })).toEqual([]);
  });

  it('re-parses only for the image, its version, the view box and the region prefix', () => {
    expect(classesOf({ source: '/maps/usa.svg' })).toEqual(['geometry']);
    expect(classesOf({ svgFileLastChanged: 7 })).toEqual(['geometry']);
    expect(classesOf({ viewBox: [0, 0, 10, 10] })).toEqual(['geometry']);
    expect(classesOf({ regionPrefix: 'US-' })).toEqual(['geometry']);
  });

  it('classes region colours, statuses, per-region options and the choropleth as palette', () => {
    expect(classesOf({ colors: { base: '#ff0000' } })).toEqual(['palette']);
    expect(classesOf({ colors: { hover: 50, selected: 10 } })).toEqual(['palette']);
    expect(classesOf({ colors: { status: { closed: '#999999' } } })).toEqual(['palette']);
    expect(classesOf({ regions: { 'US-TX': { fill: '#00ff00' } } })).toEqual(['palette']);
    expect(classesOf({ disableAll: true })).toEqual(['palette']);
    expect(classesOf({ choropleth: { on: true } })).toEqual(['palette']);
  });

  it('classes labels, layers and floors', () => {
    expect(classesOf({ labelsRegions: { on: true } })).toEqual(['labels']);
    expect(classesOf({ labelsMarkers: { on: true } })).toEqual(['labels']);
    expect(classesOf({ groups: [{ id: 'a', title: 'A', visible: false, objects: [] }] } as Record<string, unknown>)).toEqual(['layers']);
    expect(classesOf({ floors: [{ id: 'f', title: 'F', objects: [] }] } as Record<string, unknown>)).toEqual(['floors']);
  });

  it('tells gestures (interaction) from zoom and scroll limits (camera) within one group', () => {
    expect(classesOf({ zoom: { mousewheel: false } })).toEqual(['interaction']);
    expect(classesOf({ zoom: { fingers: false, wheelNeedsCtrl: false } })).toEqual(['interaction']);
    expect(classesOf({ scroll: { spacebar: true } })).toEqual(['interaction']);
    expect(classesOf({ multiSelect: true })).toEqual(['interaction']);
    expect(classesOf({ zoom: { limit: [0, 5] } })).toEqual(['camera']);
    expect(classesOf({ zoom: { delta: 1.5 } })).toEqual(['camera']);
    expect(classesOf({ scroll: { limit: true } })).toEqual(['camera']);
    expect(classesOf({ zoom: { limit: [0, 5], mousewheel: false } })).toEqual(['camera', 'interaction']);
  });

  it('classes markers, clustering and the street map as markers, and size rules as viewport', () => {
    expect(classesOf({ clustering: { on: true } })).toEqual(['markers']);
    expect(classesOf({ colors: { markers: { base: { opacity: 50 } } } })).toEqual(['markerStyle']);
    expect(classesOf({ colors: { clusters: '#123456' } })).toEqual(['clusterStyle']);
    expect(classesOf({ googleMaps: { on: true } })).toEqual(['markers']);
    expect(classesOf({ zoom: { hideSvg: true } })).toEqual(['markers']);
    expect(classesOf({ responsive: false, height: 300 })).toEqual(['viewport']);
  });

  it('classes what only the UI reads as overlays', () => {
    expect(classesOf({ templates: { popoverRegion: '<b>{{title}}</b>' } })).toEqual(['overlays']);
    expect(classesOf({ popovers: { width: 400 } })).toEqual(['overlays']);
    expect(classesOf({ menu: { on: true } })).toEqual(['overlays']);
    expect(classesOf({ actions: { region: { click: { showPopover: true } } } })).toEqual(['overlays']);
    expect(classesOf({ colors: { background: '#000000', popover: '#ffffff' } })).toEqual(['overlays']);
    expect(classesOf({ zoom: { buttons: { on: false } } })).toEqual(['overlays']);
  });

  it('rebuilds for an unknown key inside a group the engine reads, and only re-renders the UI for an unknown top-level key', () => {
    expect(classesOf({ colors: { glow: '#ffffff' } })).toEqual(['markers']);
    expect(classesOf({ zoom: { inertia: true } })).toEqual(['markers']);
    expect(classesOf({ someAddOn: { on: true } })).toEqual(['overlays']);
  });
});

describe('classOfOptionPath', () => {
  it('takes the longest listed prefix', () => {
    expect(classOfOptionPath('colors.markers.base.opacity')).toBe('markerStyle');
    expect(classOfOptionPath('colors.status.closed')).toBe('palette');
    expect(classOfOptionPath('regions.US-TX.fill')).toBe('palette');
  });
});

describe('changedOptionPaths', () => {
  it('compares arrays whole and descends only where rules differ', () => {
    expect(changedOptionPaths({ viewBox: [0, 0, 1, 1] }, { viewBox: [0, 0, 1, 2] })).toEqual(['viewBox']);
    expect(changedOptionPaths({ templates: { a: '1', b: '2' } }, { templates: { a: '1', b: '3' } })).toEqual(['templates']);
    expect(changedOptionPaths({ zoom: { delta: 2, on: true } }, { zoom: { delta: 3, on: true } })).toEqual(['zoom.delta']);
  });
});

describe('shareUnchangedOptions', () => {
  it('keeps the previous object for every unchanged part and the new one for changed parts', () => {
    const before = mergeMapOptions(defaultMapOptions(1), {});
    const after = mergeMapOptions(before, { colors: { base: '#ff0000' } });
    const shared = shareUnchangedOptions(before, after);
    expect(shared).not.toBe(before);
    expect(shared.colors).not.toBe(before.colors);
    expect(shared.colors.base).toBe('#ff0000');
    expect(shared.colors.markers).toBe(before.colors.markers);
    expect(shared.database).toBe(before.database);
    expect(shared.filtersSchema).toBe(before.filtersSchema);
    expect(shareUnchangedOptions(before, mergeMapOptions(before, {}))).toBe(before);
  });
});
