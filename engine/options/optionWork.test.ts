import { describe, expect, it } from 'vitest';
import { classifyOptionChange, classOfOptionPath } from '../../domain/index';
import type { EngineMapOptions } from '../types';
import { optionWork } from './optionWork';

/**
 * Every key the engine reads. Typed as a record of them all, so a key added to the engine's
 * options without a decision here fails the type check.
 */
const ENGINE_KEYS: Record<keyof EngineMapOptions, true> = {
  source: true, svgFileLastChanged: true, viewBox: true, regionPrefix: true, colors: true, regionStatuses: true,
  disableAll: true, regions: true, multiSelect: true, responsive: true, lockAspectRatio: true, width: true, height: true,
  zoom: true, scroll: true, cursor: true, title: true, markers: true, markerLastID: true, markerImages: true, clustering: true,
  fitMarkers: true, fitMarkersOnStart: true, fitSingleMarkerZoom: true, groups: true, floors: true, googleMaps: true, baseMap: true,
  labelsRegions: true, labelsMarkers: true, choropleth: true,
};

const base: EngineMapOptions = { source: '/a.svg', colors: { base: '#cccccc' }, zoom: { limit: [0, 10] }, groups: [] };

/** The work a change of `base` into `next` needs. */
function workFor(next: EngineMapOptions): string {
  return optionWork(classifyOptionChange(base, next), base, next);
}

describe('the engine reads no option the classifier would leave to the UI alone', () => {
  it.each(Object.keys(ENGINE_KEYS))('%s has an engine class', (key) => {
    expect(classOfOptionPath(key)).not.toBe('overlays');
  });
});

describe('optionWork', () => {
  it('reloads only for geometry, rebuilds for markers, re-measures for size, else works in place', () => {
    expect(workFor({ ...base, source: '/b.svg' })).toBe('reload');
    expect(workFor({ ...base, clustering: { on: true } })).toBe('rebuild');
    expect(workFor({ ...base, height: 300 })).toBe('resize');
    expect(workFor({ ...base, colors: { base: '#ff0000' } })).toBe('none');
    expect(workFor({ ...base, colors: { markers: { base: { opacity: 40, saturation: 100 } } } })).toBe('none');
    expect(workFor({ ...base, zoom: { limit: [0, 3] } })).toBe('none');
    expect(workFor(base)).toBe('none');
  });

  it('rebuilds for a layer change only when it moves markers between layers', () => {
    const layer = { id: 'parks', title: 'Parks', objects: [], visible: true };
    expect(workFor({ ...base, groups: [layer] })).toBe('none');
    expect(workFor({ ...base, groups: [{ ...layer, markers: ['marker_1'] }] })).toBe('rebuild');
  });
});
