import type { GeoPoint } from '../../domain/index';

/** Shown when the street-map service rejects the key. */
export const GOOGLE_KEY_ERROR = 'Google maps API key is incorrect.';
/** Shown when the service's script cannot be loaded; the layer is turned off. */
export const GOOGLE_LOAD_ERROR = 'Google maps could not be loaded; the street-map layer is turned off.';

/** The Google Maps options of a map. */
export interface GoogleMapsSettings {
  apiKey: string;
  /** roadmap, satellite, hybrid or terrain. */
  type?: string;
  /** Styles as the service's JSON style array. */
  styleJSON?: unknown[];
  drawingTools?: boolean;
  geometry?: boolean;
  /** Always `en` unless set. */
  language?: string;
}

/** Loads a script by address (a `<script>` tag in the page; tests pass a fake). */
export interface ScriptLoader {
  load(url: string): Promise<void>;
  /** Registers a global callback the service calls (e.g. on a rejected key). */
  onGlobal(name: string, callback: () => void): () => void;
}

/** The small part of the service's map object the adapter drives. */
export interface StreetMap {
  setCenter(point: GeoPoint): void;
  setZoom(zoom: number): void;
}

/** Creates the service's map in an element (given the loaded global namespace). */
export type StreetMapFactory = (element: HTMLElement, settings: GoogleMapsSettings) => StreetMap;

/**
 * The service's script address: language en, the api key and, when asked for, the drawing and
 * geometry libraries.
 */
export function googleMapsScriptUrl(settings: GoogleMapsSettings): string {
  const params = new URLSearchParams({ language: settings.language || 'en', key: settings.apiKey });
  const libraries = [settings.drawingTools ? 'drawing' : null, settings.geometry ? 'geometry' : null].filter((lib): lib is string => lib !== null);
  if (libraries.length > 0) params.set('libraries', libraries.join(','));
  return `https://maps.googleapis.com/maps/api/js?${params.toString()}`;
}

/** The browser's script-tag loader. */
export const domScriptLoader: ScriptLoader = {
  load: (url) => new Promise((resolve, reject) => {
    const script = document.createElement('script');
    script.src = url;
    script.async = true;
    script.onload = () => resolve();
    script.onerror = () => reject(new Error(`script failed: ${url}`));
    document.head.append(script);
  }),
  onGlobal: (name, callback) => {
    const globals = globalThis as unknown as Record<string, unknown>;
    globals[name] = callback;
    return () => { delete globals[name]; };
  },
};

/** Result of starting the adapter. */
type StreetMapStart = { ok: true; map: StreetMap } | { ok: false; error: string };

/**
 * The Google Maps street-map layer behind a small interface: loads the service's script, makes
 * a map under the vector map and follows the camera. A rejected key reports
 * {@link GOOGLE_KEY_ERROR}; a failed load reports {@link GOOGLE_LOAD_ERROR}; either way the
 * caller turns the layer off.
 */
export class GoogleMapsAdapter {
  private map: StreetMap | null = null;
  private offAuth: (() => void) | null = null;
  private failed: ((error: string) => void) | null = null;

  constructor(private readonly loader: ScriptLoader, private readonly factory: StreetMapFactory) {}

  /** Loads the service and creates its map in `element`. */
  async start(element: HTMLElement, settings: GoogleMapsSettings, onLateError: (error: string) => void): Promise<StreetMapStart> {
    this.failed = onLateError;
    // The service reports a bad key through this global after loading, possibly much later.
    this.offAuth = this.loader.onGlobal('gm_authFailure', () => this.failed?.(GOOGLE_KEY_ERROR));
    if (!settings.apiKey) return { ok: false, error: GOOGLE_KEY_ERROR };
    try {
      await this.loader.load(googleMapsScriptUrl(settings));
    } catch {
      return { ok: false, error: GOOGLE_LOAD_ERROR };
    }
    try {
      this.map = this.factory(element, settings);
    } catch {
      return { ok: false, error: GOOGLE_LOAD_ERROR };
    }
    return { ok: true, map: this.map };
  }

  /** Follows the camera: the view centre and the (whole) street-map zoom. */
  follow(center: GeoPoint, zoom: number): void {
    if (!this.map) return;
    this.map.setCenter(center);
    this.map.setZoom(Math.round(zoom));
  }

  dispose(): void {
    this.offAuth?.();
    this.offAuth = null;
    this.failed = null;
    this.map = null;
  }
}

/** The factory for the real service (its global `google.maps` namespace). */
export const googleMapFactory: StreetMapFactory = (element, settings) => {
  const maps = (globalThis as unknown as { google?: { maps?: { Map: new (el: HTMLElement, options: object) => StreetMap } } }).google?.maps;
  if (!maps) throw new Error('google.maps is missing');
  return new maps.Map(element, {
    mapTypeId: settings.type || 'roadmap',
    styles: settings.styleJSON ?? [],
    disableDefaultUI: true,
    gestureHandling: 'none',
    keyboardShortcuts: false,
    center: { lat: 0, lng: 0 },
    zoom: 1,
  });
};
