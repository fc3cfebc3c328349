import { HIDE_SVG_ZOOM_LEVEL, STREET_MAP_ZOOM_RANGE, ZOOM_MAX, ZOOM_MIN } from '../../domain/index';
import type { Camera } from '../camera/Camera';
import type { GeoConverter } from '../geo/GeoConverter';
import type { MapScene } from '../scene/MapScene';
import { domScriptLoader, googleMapFactory, GoogleMapsAdapter, type GoogleMapsSettings, type ScriptLoader, type StreetMapFactory } from './GoogleMapsAdapter';
import { showAttribution } from './attribution';
import { resolveTiles } from './resolveTiles';
import { TileLayer } from './TileLayer';
import { BASE_MAP_NEEDS_GEO, type BaseMapOptions } from './types';


/** What the street-map manager needs from the map. */
interface BaseMapManagerInput {
  scene: MapScene;
  camera: Camera;
  converter: GeoConverter | null;
  /** The element holding the canvas; the Google map is put under the canvas inside it. */
  surface: HTMLElement;
  /** `zoom.hideSvg` and `zoom.hideSvgZoomLevel`. */
  hideSvg?: boolean;
  hideSvgZoomLevel?: number;
  /** The map's Google Maps options (its `googleMaps` group). */
  google?: Partial<GoogleMapsSettings> & { on?: boolean };
  changed: (on: boolean, error?: string) => void;
  /** Script loader and map factory of the Google adapter (tests pass fakes). */
  scriptLoader?: ScriptLoader;
  streetMapFactory?: StreetMapFactory;
}

/**
 * The street-map layer under the vector map: XYZ raster tiles by default, or the Google Maps
 * adapter. While it is on, zoom levels are clamped to 0..22 and, with `zoom.hideSvg`, the
 * vector map is hidden from `hideSvgZoomLevel` (default 7) on. A failing layer turns itself off.
 */
export class BaseMapManager {
  private tiles: TileLayer | null = null;
  private google: GoogleMapsAdapter | null = null;
  private googleElement: HTMLDivElement | null = null;
  private attribution: HTMLElement | null = null;
  private options: BaseMapOptions = { on: false };
  private readonly offCamera: () => void;

  constructor(private readonly input: BaseMapManagerInput) {
    this.offCamera = input.camera.on('change', () => this.sync());
  }

  /** Whether the layer is on. */
  get on(): boolean {
    return this.options.on === true;
  }

  /** Turns the layer on (with options) or off. Returns whether it is on afterwards. */
  set(options: BaseMapOptions | boolean): boolean {
    const next: BaseMapOptions = resolveTiles(typeof options === 'boolean' ? { ...this.options, on: options } : { ...options, on: options.on ?? true });
    this.stop();
    this.options = next;
    if (!next.on) {
      this.input.camera.configure({ levelRange: [ZOOM_MIN, ZOOM_MAX] });
      this.setVectorVisible(true);
      this.input.changed(false);
      return false;
    }
    const converter = this.input.converter;
    if (!converter) return this.fail(BASE_MAP_NEEDS_GEO);
    this.input.camera.configure({ levelRange: STREET_MAP_ZOOM_RANGE });
    if (next.provider === 'google') {
      void this.startGoogle();
    } else {
      this.tiles = new TileLayer(converter.mercatorFrame(), next, () => this.input.scene.requestRender());
      this.input.scene.baseLayer.addChild(this.tiles.container);
      if (next.attribution) this.attribution = showAttribution(this.input.surface, next.attribution, next.attributionUrl);
    }
    this.sync();
    this.input.changed(true);
    return true;
  }

  /** Tile images loaded so far (tests). */
  get loadedTiles(): number {
    return this.tiles?.loadedCount ?? 0;
  }

  dispose(): void {
    this.offCamera();
    this.stop();
  }

  private sync(): void {
    if (!this.on) return;
    const { camera, scene, converter } = this.input;
    this.tiles?.sync(camera.worldTransform(), camera.getViewBox());
    const hideAt = this.input.hideSvgZoomLevel ?? HIDE_SVG_ZOOM_LEVEL;
    this.setVectorVisible(!(this.input.hideSvg === true && camera.getLevel() >= hideAt));
    if (this.google && converter) {
      const view = camera.getViewBox();
      const centre = converter.svgToGeo({ x: view.x + view.width / 2, y: view.y + view.height / 2 });
      this.google.follow(centre, Math.log2((camera.getScale() * converter.mercatorFrame().worldSize) / 256));
    }
    scene.requestRender();
  }

  /** Shows or hides the vector map; a change redraws it fully so no cached picture of it stays. */
  private setVectorVisible(visible: boolean): void {
    const { scene } = this.input;
    if (scene.vectorVisible === visible) return;
    scene.vectorVisible = visible;
    scene.renderNow(true);
  }

  private async startGoogle(): Promise<void> {
    const element = this.input.surface.ownerDocument.createElement('div');
    element.className = 'mapsvg-street-map';
    element.style.cssText = 'position:absolute;inset:0;pointer-events:none;z-index:0';
    this.input.surface.prepend(element);
    // The canvas (transparent where no region is) must stack above the positioned street map.
    Object.assign(this.input.scene.canvas.style, { position: 'relative', zIndex: '1' });
    this.googleElement = element;
    const adapter = new GoogleMapsAdapter(this.input.scriptLoader ?? domScriptLoader, this.input.streetMapFactory ?? googleMapFactory);
    this.google = adapter;
    const settings: GoogleMapsSettings = { apiKey: '', ...this.input.google, language: 'en' };
    const started = await adapter.start(element, settings, (error) => this.fail(error));
    if (this.google !== adapter) return;
    if (!started.ok) {
      this.fail(started.error);
      return;
    }
    this.sync();
  }

  private fail(error: string): boolean {
    console.error(`MapSVG: ${error}`);
    this.stop();
    this.options = { ...this.options, on: false };
    this.input.camera.configure({ levelRange: [ZOOM_MIN, ZOOM_MAX] });
    this.setVectorVisible(true);
    this.input.changed(false, error);
    return false;
  }

  private stop(): void {
    this.tiles?.dispose();
    this.tiles = null;
    this.google?.dispose();
    this.google = null;
    this.googleElement?.remove();
    this.googleElement = null;
    this.attribution?.remove();
    this.attribution = null;
  }
}
