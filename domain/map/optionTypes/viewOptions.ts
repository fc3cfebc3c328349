import type { GeoPoint } from '../../geometry/points';

/** Where a container sits around the map. */
export type ContainerName = 'leftSidebar' | 'rightSidebar' | 'header' | 'footer';

/** A container around the map: shown or not, and its size as CSS text. */
export interface ContainerOptions {
  on: boolean;
  width: string;
  height: string;
}

/** The containers around the map. */
export type ContainersOptions = Record<ContainerName, ContainerOptions>;

/** Which map buttons are shown, and on which side. */
export interface ControlsOptions {
  location: 'left' | 'right' | (string & {});
  zoom: boolean;
  zoomReset: boolean;
  userLocation: boolean;
  /** Shown only when earlier maps exist. */
  previousMap: boolean;
}

/** Opacity and saturation (percent) of markers in one state. */
export interface MarkerLook {
  opacity: number;
  saturation: number;
}

/** Marker looks per state. */
export interface MarkerColorsOptions {
  base: MarkerLook;
  hovered: MarkerLook;
  unhovered: MarkerLook;
  active: MarkerLook;
  inactive: MarkerLook;
}

/**
 * Colours of the map. `hover` and `selected` are a lightening percentage of the fill when numeric,
 * otherwise an explicit colour. Empty strings mean "not set".
 */
export interface ColorsOptions {
  /** Region fill set by the admin for all regions; empty keeps the image's own fills. */
  base: string;
  /** Fill used when neither the options nor the image give one. */
  baseDefault: string;
  background: string;
  hover: number | string;
  selected: number | string;
  stroke: string;
  disabled: string;
  directory: string;
  directorySearch: string;
  detailsView: string;
  popover: string;
  tooltip: string;
  leftSidebar: string;
  rightSidebar: string;
  header: string;
  footer: string;
  modalFilters: string;
  /** Fill per region status value. */
  status: Record<string, string>;
  clusters: string;
  clustersBorders: string;
  clustersText: string;
  clustersHover: string;
  clustersHoverBorders: string;
  clustersHoverText: string;
  markers: MarkerColorsOptions;
}

/** Zoom behaviour. */
export interface ZoomOptions {
  on: boolean;
  /** Allowed zoom levels [min, max]. */
  limit: [number, number];
  /** Scale factor per zoom step. */
  delta: number;
  buttons: { on: boolean; location: 'left' | 'right' | 'hide' | (string & {}) };
  mousewheel: boolean;
  /**
   * Cooperative wheel for maps inside a page: only Ctrl (⌘ on a Mac) + wheel zooms, the plain
   * wheel scrolls the page and a hint says how to zoom. Off: the wheel always zooms the map.
   */
  wheelNeedsCtrl: boolean;
  /**
   * Cooperative touch: one finger scrolls the page and two fingers pan and pinch-zoom the map
   * (a hint says so when one finger moves over it). Off: one finger pans the map.
   */
  fingers: boolean;
  /** Hide the vector image past a zoom level (over a street map). */
  hideSvg: boolean;
  hideSvgZoomLevel: number;
}

/** Panning behaviour. */
export interface ScrollOptions {
  on: boolean;
  /** Keep the image inside the view while panning. */
  limit: boolean;
  background: boolean;
  /** Pan only while the space bar is held. */
  spacebar: boolean;
}

/**
 * Where the street map's tiles come from: a named tile service (OpenStreetMap, or the plain
 * tiles the Map Studio server draws itself), a custom XYZ address, or Google Maps (the
 * `googleMaps` group's type and API key).
 */
export type StreetMapTiles = 'openstreetmap' | 'server' | 'custom' | 'google';

/** The street-map layer under the vector image (needs a geo-calibrated map). */
export interface StreetMapOptions {
  on: boolean;
  /** Unset: `custom` when `url` is given, else `openstreetmap`. */
  tiles?: StreetMapTiles;
  /** With `custom` tiles: the address template, `{z}`, `{x}`, `{y}` (and `{s}`). */
  url?: string;
  /** With `custom` tiles: the credit the tile service's terms ask for, shown on the map. */
  attribution: string;
  /**
   * Load nothing from the tile service until the visitor agrees: the map shows a button that
   * loads the layer, and `MapSVG.consent.grant()` (or a `mapsvg:consent` event on `window`)
   * loads it on every map of the page.
   */
  waitForConsent: boolean;
}

/** A street-map service layer under the vector image. */
export interface GoogleMapsOptions {
  on: boolean;
  type: 'roadmap' | 'satellite' | 'hybrid' | 'terrain' | (string & {});
  apiKey: string;
  style: string;
  styleJSON: unknown[];
  /** 'auto' centres on the image. */
  center: 'auto' | GeoPoint;
  zoom: number;
  minZoom: number;
  drawingTools: boolean;
  geometry: boolean;
  language: string;
}

/** A corner control listing groups or floors with checkboxes. */
export interface LayerControlOptions {
  on: boolean;
  label: string;
  position: 'top-left' | 'top-right' | 'bottom-left' | 'bottom-right';
  expanded: boolean;
  maxHeight: string;
  /**
   * A records field whose value names a layer (or floor) by its id or title: each record's marker
   * goes into the layer its value names. Empty: records are placed by the lists of markers only.
   */
  field?: string;
}

/** Labels of the list and map toggle buttons on phones. */
export interface MobileViewOptions {
  labelMap: string;
  labelList: string;
  labelClose: string;
}

/** Labels drawn on regions or markers. */
export interface LabelsOptions {
  on: boolean;
}

/** Marker clustering. */
export interface ClusteringOptions {
  on: boolean;
  /** Past this zoom level markers are never clustered. */
  maxZoom?: number;
}

/** Space around the map in px. */
export interface PaddingOptions {
  top: number;
  left: number;
  right: number;
  bottom: number;
}

/** A group of vector objects that the layers control shows or hides together. */
export interface GroupOptions {
  id: string;
  title: string;
  /** SVG groups (`<g>` keys) the layer holds. */
  objects: Array<{ label: string; value: string }>;
  visible: boolean;
  /** Ids of single regions put into the layer. */
  regions?: string[];
  /** Ids of single markers put into the layer (`marker_3`, or `record_12` for a record's marker). */
  markers?: string[];
}

/** A floor of a building map; the floors control shows one at a time. */
export interface FloorOptions {
  id: string;
  title: string;
  /** SVG groups (`<g>` keys) the floor holds. */
  objects: Array<{ label: string; value: string }>;
  visible: boolean;
  /** Ids of single regions on this floor. */
  regions?: string[];
  /** Ids of single markers on this floor. */
  markers?: string[];
}
