import type { ClusteringOptions, FloorOptions, GoogleMapsOptions, GroupOptions, MarkerColorsOptions, RegionOptions, RegionStatusCollection } from '../domain/index';
import type { MarkerImageBases } from './markers/markerImages';
import type { MarkerEvents, MarkerInput } from './markers/types';
import type { BaseMapOptions } from './basemap/types';
import type { RegionColorOptions } from './regions/RegionStates';
import type { ViewBox } from './camera/types';
import type { MapLoadError } from './load/messages';

/** The map options the engine reads; the map's full options satisfy it. */
export interface EngineMapOptions {
  /** Address of the vector image. */
  source: string;
  svgFileLastChanged?: number | string;
  /** A configured view box; used only with exactly 4 numbers. */
  viewBox?: readonly number[] | null;
  regionPrefix?: string;
  colors?: RegionColorOptions & {
    background?: string;
    markers?: Partial<MarkerColorsOptions>;
    /** Cluster badges: fill, border and count colours (empty: red with white). */
    clusters?: string;
    clustersBorders?: string;
    clustersText?: string;
  };
  regionStatuses?: RegionStatusCollection;
  disableAll?: boolean;
  regions?: Record<string, RegionOptions | undefined>;
  multiSelect?: boolean;
  responsive?: boolean;
  lockAspectRatio?: boolean;
  width?: number | null;
  height?: number | null;
  /**
   * Zoom options. Cooperative gestures for maps inside a page: `wheelNeedsCtrl` (only Ctrl/⌘ +
   * wheel zooms) and `fingers` (one finger scrolls the page, two fingers pan and zoom); both
   * show a hint when a gesture went to the page. Off, the wheel zooms and one finger pans.
   */
  zoom?: { on?: boolean; limit?: readonly [number, number]; delta?: number; mousewheel?: boolean; wheelNeedsCtrl?: boolean; fingers?: boolean; hideSvg?: boolean; hideSvgZoomLevel?: number };
  scroll?: { on?: boolean; limit?: boolean; spacebar?: boolean };
  cursor?: string;
  /** Accessible name of the map (its title). */
  title?: string;
  /** Markers shown when the map loads. */
  markers?: MarkerInput[];
  /** The map's marker id counter (`marker_{n}`). */
  markerLastID?: number;
  /** Where marker image names resolve to. */
  markerImages?: MarkerImageBases;
  clustering?: Partial<ClusteringOptions>;
  /** Fit the view to the markers whenever they change / once when the map loads. */
  fitMarkers?: boolean;
  fitMarkersOnStart?: boolean;
  /** Zoom level when fitting a single marker. Default 20. */
  fitSingleMarkerZoom?: number;
  /** Layers (groups of SVG groups) and floors. */
  groups?: GroupOptions[];
  floors?: FloorOptions[];
  /** The street-map layer as stored in the map's options (the Google Maps group). */
  googleMaps?: Partial<GoogleMapsOptions>;
  /** A raster tile layer under the map (XYZ tiles); see {@link BaseMapOptions}. */
  baseMap?: BaseMapOptions;
  /**
   * Region and marker labels, and the choropleth: the engine reads only whether they are on, to
   * load the code of labels and bubbles with the map (the viewer sets their content).
   */
  labelsRegions?: { on?: boolean };
  labelsMarkers?: { on?: boolean };
  choropleth?: { on?: boolean };
}

/** Options of a new engine beyond the map's own. */
export interface MapEngineSettings {
  /** The admin preview: a missing image waits for a corrected path. */
  editMode?: boolean;
  /** Fetch used for the image (tests inject one). */
  fetch?: typeof fetch;
  /** Where listener errors go. Default `console.error`. */
  onListenerError?: (error: unknown, eventName: string) => void;
}

/** How `MapEngine.setOptions` reads what it is given. */
export interface SetOptionsMode {
  /**
   * The given options are the map's whole options: a key left out goes back to its default,
   * instead of keeping its current value as a merged partial would.
   */
  replace?: boolean;
}

/** The container's `data-state`. */
export type MapLoadState = 'loading' | 'ready' | 'error';

/** Events of a {@link MapEngine} and their payloads. */
export interface MapEngineEvents extends MarkerEvents {
  stateChange: { state: MapLoadState; error?: MapLoadError };
  /**
   * The map's first frame was drawn. Pointer and keyboard answer a moment later, when the
   * state becomes `ready`; a reload draws a first frame again.
   */
  firstFrame: Record<string, never>;
  /** The image was not found in edit mode: call `retry` with a corrected source. */
  svgNotFound: { source: string; retry(source: string): void };
  /** `setOptions` took new options (after it applied what it could at once): the classes of change. */
  optionsChange: { changes: string[] };
  zoom: { level: number; scale: number };
  viewChange: { viewBox: ViewBox; level: number };
  regionHover: { id: string | null; point: { x: number; y: number } | null };
  regionClick: { id: string; point: { x: number; y: number } | null };
  selectionChange: { selected: string[]; changed: string[] };
  /** Keyboard focus moved to a region (null: left the map). */
  regionFocus: { id: string | null };
  /** A layer or floor was shown or hidden. */
  layersChange: { groups: Array<{ id: string; title: string; visible: boolean }>; floor: string | null };
  /** The street-map layer turned on, off, or failed (then it is off and `error` says why). */
  baseMapChange: { on: boolean; error?: string };
  /** The visitor's position was found (or `error` when geolocation failed). */
  locate: { geoPoint: { lat: number; lng: number } | null; error?: string };
}
