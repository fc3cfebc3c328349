import { beforeEach, describe, expect, it, vi } from 'vitest';
import { ZOOM_MAX, ZOOM_MIN } from '../../domain/index';
import type { BaseMapOptions } from '../basemap/types';
import type { Camera } from '../camera/Camera';
import type { GeoConverter } from '../geo/GeoConverter';
import type { MapScene } from '../scene/MapScene';
import type { EngineMapOptions, MapEngineEvents } from '../types';
import type * as Feature from './baseMapFeature';
import type { GeoFeature } from './GeoFeature';

// The street-map layer itself draws with pixi, which needs a browser: a stand-in records what
// the feature asks of it once its code has "loaded".
const made: Array<{ calls: Array<BaseMapOptions | boolean> }> = [];
vi.mock('../basemap/BaseMapManager', () => ({
  BaseMapManager: class {
    calls: Array<BaseMapOptions | boolean> = [];
    on = false;
    constructor(private readonly input: { changed: (on: boolean) => void }) {
      made.push(this);
    }
    set(options: BaseMapOptions | boolean): boolean {
      this.calls.push(options);
      this.on = typeof options === 'boolean' ? options : options.on !== false;
      this.input.changed(this.on);
      return this.on;
    }
    dispose(): void {}
  },
}));

/** The feature's module as a fresh page has it: the street-map code not loaded yet. */
let code: typeof Feature;
beforeEach(async () => {
  vi.resetModules();
  made.length = 0;
  code = await import('./baseMapFeature');
});

/** A street-map feature over stand-ins for the map (none of them is drawn to). */
function feature(options: Partial<EngineMapOptions>, calibrated: boolean) {
  const events: Array<MapEngineEvents['baseMapChange']> = [];
  const ranges: unknown[] = [];
  const camera = { configure: (settings: { levelRange?: unknown }) => ranges.push(settings.levelRange), on: () => () => undefined } as unknown as Camera;
  const geo = { converter: calibrated ? ({} as GeoConverter) : null } as GeoFeature;
  const baseMap = new code.BaseMapFeature({
    scene: {} as MapScene, camera, geo, surface: {} as HTMLElement, options: { source: '/a.svg', ...options },
    emit: (name, payload) => {
      if (name === 'baseMapChange') events.push(payload as MapEngineEvents['baseMapChange']);
    },
  });
  return { baseMap, events, ranges };
}

describe('the street-map feature', () => {
  it('loads nothing for a map whose options leave the street map off', () => {
    expect(code.prepareBaseMapFor({ source: '/a.svg', baseMap: { on: false } })).toBeNull();
    const { baseMap, events } = feature({}, true);
    expect(baseMap.on).toBe(false);
    expect(events).toEqual([]);
  });

  it('turns off without loading the street-map code, as the layer would', () => {
    const { baseMap, events, ranges } = feature({}, true);
    expect(baseMap.set(false)).toBe(false);
    expect(events).toEqual([{ on: false, error: undefined }]);
    expect(ranges).toEqual([[ZOOM_MIN, ZOOM_MAX]]);
  });

  it('refuses a street map on a map without a geographic view box, with the layer\'s message', () => {
    const error = vi.spyOn(console, 'error').mockImplementation(() => undefined);
    const { baseMap, events } = feature({}, false);
    expect(baseMap.set(true)).toBe(false);
    expect(baseMap.on).toBe(false);
    expect(events).toEqual([{ on: false, error: code.BASE_MAP_NEEDS_GEO }]);
    expect(error).toHaveBeenCalledWith(`MapSVG: ${code.BASE_MAP_NEEDS_GEO}`);
    error.mockRestore();
  });

  it('counts as on while its code loads, and a later call turning it off wins when it arrives', async () => {
    const { baseMap, events } = feature({}, true);
    expect(baseMap.set({ on: true, url: 'https://tiles.invalid/{z}/{x}/{y}.png' })).toBe(true);
    expect(baseMap.on).toBe(true);
    expect(baseMap.set(false)).toBe(false);
    await code.prepareBaseMapFor({ source: '/a.svg', baseMap: { on: true } });
    await new Promise((resolve) => setTimeout(resolve, 0));
    expect(baseMap.on).toBe(false);
    expect(events).toEqual([{ on: false, error: undefined }]);
    expect(made).toHaveLength(0);
  });

  it('hands the layer the latest options once its code arrives, and then every call', async () => {
    const { baseMap, events } = feature({}, true);
    baseMap.set({ on: true, url: 'https://a.invalid/{z}/{x}/{y}.png' });
    baseMap.set({ on: true, url: 'https://b.invalid/{z}/{x}/{y}.png' });
    await code.prepareBaseMapFor({ source: '/a.svg', baseMap: { on: true } });
    await new Promise((resolve) => setTimeout(resolve, 0));
    expect(made.map((layer) => layer.calls)).toEqual([[{ on: true, url: 'https://b.invalid/{z}/{x}/{y}.png' }]]);
    expect(events).toEqual([{ on: true, error: undefined }]);
    expect(baseMap.set(false)).toBe(false);
    expect(made[0]?.calls).toHaveLength(2);
  });

  it('starts the layer at once on a map built with it on once the code is there', async () => {
    await code.prepareBaseMapFor({ source: '/a.svg', googleMaps: { on: true } });
    const { baseMap } = feature({ googleMaps: { on: true } }, true);
    expect(baseMap.on).toBe(true);
    expect(made.map((layer) => layer.calls)).toEqual([[{ provider: 'google', on: true, waitForConsent: false }]]);
  });
});
