import { ZOOM_MAX, ZOOM_MIN } from '../../domain/index';
import type * as BaseMapCode from '../basemap/BaseMapManager';
import type { BaseMapManager } from '../basemap/BaseMapManager';
import { BASE_MAP_NEEDS_GEO, type BaseMapOptions } from '../basemap/types';
import type { Camera } from '../camera/Camera';
import type { MapScene } from '../scene/MapScene';
import type { EngineMapOptions, MapEngineEvents } from '../types';
import type { GeoFeature } from './GeoFeature';
import { LazyModule } from './LazyModule';
import { streetMapConsentGranted, whenStreetMapConsent } from './streetMapConsent';

/** Shown when a street-map layer is asked for on a map without a geographic view box. */
export { BASE_MAP_NEEDS_GEO };

type BaseMapModule = typeof BaseMapCode;

/** The street-map code (tiles, the Google Maps adapter), loaded once per page. */
const baseMapCode = new LazyModule<BaseMapModule>(() => import('../basemap/BaseMapManager'));

/**
 * The street map the options ask for: Google Maps when `googleMaps.on` (maps saved before the
 * tiles choice), else `baseMap` when on; its named tiles are resolved where the layer is made.
 */
function streetMapOf(options: EngineMapOptions): BaseMapOptions | null {
  const own = options.baseMap;
  if (options.googleMaps?.on) return { provider: 'google', on: true, waitForConsent: own?.waitForConsent === true };
  return own?.on ? own : null;
}

/**
 * Starts loading the street-map code when `options` turn the layer on, so a map built with them
 * starts it at once (the loader waits for this); null when they do not or it is there.
 */
export function prepareBaseMapFor(options: EngineMapOptions): Promise<unknown> | null {
  if (baseMapCode.loaded || !streetMapOf(options)) return null;
  return baseMapCode.load().catch(() => undefined);
}

/** What the street-map feature needs from the map. */
interface BaseMapFeatureInput {
  scene: MapScene;
  camera: Camera;
  geo: GeoFeature;
  surface: HTMLElement;
  options: EngineMapOptions;
  emit: <K extends keyof MapEngineEvents>(name: K, payload: MapEngineEvents[K]) => void;
}

/**
 * The street-map layer under the vector map, as the map's options start it: Google Maps when
 * `googleMaps.on`, else the XYZ tiles of `baseMap` when on. Changes go out as `baseMapChange`.
 * The layer itself is the street-map subsystem's {@link BaseMapManager}, whose code most maps
 * never load: it comes the first time the layer is turned on (with the map, when its options
 * do). A layer turned on meanwhile counts as on, and the latest call is applied when it comes.
 */
export class BaseMapFeature {
  private manager: BaseMapManager | null = null;
  /** A layer waiting for consent: its button (its code loads on use), and the wait for the page's consent. */
  private waiting = false;
  private placeholder: HTMLElement | null = null;
  private stopConsentWait: (() => void) | null = null;
  /** The visitor pressed this map's button. */
  private consented = false;
  /** The layer's options until the manager takes over. */
  private options: BaseMapOptions = { on: false };
  private disposed = false;

  constructor(private readonly input: BaseMapFeatureInput) {
    const street = streetMapOf(input.options);
    if (street) this.set(street);
  }

  /** Whether the layer is on. */
  get on(): boolean {
    if (this.waiting) return false;
    return this.manager ? this.manager.on : this.options.on === true;
  }

  /**
   * Turns the layer on (with options) or off. Returns whether it is on afterwards. A layer that
   * waits for consent stays off, behind its button, until this map or the page has consent.
   */
  set(options: BaseMapOptions | boolean): boolean {
    const next: BaseMapOptions = typeof options === 'boolean' ? { ...this.options, on: options } : { ...options, on: options.on ?? true };
    this.options = next;
    this.stopWaiting();
    const { camera, geo } = this.input;
    if (next.on && geo.converter && next.waitForConsent && !this.consented && !streetMapConsentGranted()) return this.awaitConsent();
    if (this.manager) return this.manager.set(next);
    if (next.on && geo.converter) {
      this.start(next);
      return true;
    }
    // Off, or impossible, with the manager never made: nothing is drawn that would need hiding.
    camera.configure({ levelRange: [ZOOM_MIN, ZOOM_MAX] });
    if (!next.on) {
      this.input.emit('baseMapChange', { on: false, error: undefined });
      return false;
    }
    this.options = { ...next, on: false };
    console.error(`MapSVG: ${BASE_MAP_NEEDS_GEO}`);
    this.input.emit('baseMapChange', { on: false, error: BASE_MAP_NEEDS_GEO });
    return false;
  }

  /** Whether the layer waits for consent behind its button. */
  get waitingForConsent(): boolean {
    return this.waiting;
  }

  /** Tile images loaded so far (tests). */
  get loadedTiles(): number {
    return this.manager?.loadedTiles ?? 0;
  }

  dispose(): void {
    this.disposed = true;
    this.stopWaiting();
    this.manager?.dispose();
    this.manager = null;
  }

  /** Shows the consent button; a layer already on goes off until consent. */
  private awaitConsent(): boolean {
    if (this.manager?.on) this.manager.set(false);
    this.waiting = true;
    const load = (mapOnly: boolean) => {
      if (mapOnly) this.consented = true;
      this.set(this.options);
    };
    this.stopConsentWait = whenStreetMapConsent(() => load(false));
    void import('./consentPlaceholder').then(({ showConsentPlaceholder }) => {
      if (!this.waiting || this.disposed || this.placeholder) return;
      this.placeholder = showConsentPlaceholder(this.input.surface, this.options, () => load(true));
    });
    return false;
  }

  private stopWaiting(): void {
    this.waiting = false;
    this.stopConsentWait?.();
    this.stopConsentWait = null;
    this.placeholder?.remove();
    this.placeholder = null;
  }

  /** Makes the manager now when its code is there, or once it has loaded, with the latest options. */
  private start(options: BaseMapOptions): void {
    const loaded = baseMapCode.loaded;
    if (loaded) {
      this.create(loaded).set(options);
      return;
    }
    baseMapCode.load().then((module) => {
      // Turned off meanwhile: that call already did all an off layer needs.
      if (this.disposed || this.manager || !this.options.on) return;
      this.create(module).set(this.options);
    }, (error: unknown) => {
      if (this.disposed || this.manager || !this.options.on) return;
      console.error('MapSVG: the street map could not be loaded', error);
      this.options = { ...this.options, on: false };
      this.input.emit('baseMapChange', { on: false, error: 'The street map could not be loaded.' });
    });
  }

  private create(module: BaseMapModule): BaseMapManager {
    const { input } = this;
    const { options } = input;
    this.manager = new module.BaseMapManager({
      scene: input.scene, camera: input.camera, converter: input.geo.converter, surface: input.surface,
      hideSvg: options.zoom?.hideSvg, hideSvgZoomLevel: options.zoom?.hideSvgZoomLevel, google: options.googleMaps,
      changed: (on, error) => input.emit('baseMapChange', { on, error }),
    });
    return this.manager;
  }
}
