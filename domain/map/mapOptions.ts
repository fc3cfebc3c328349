import type { RegionOptions, RegionStatusCollection } from '../region/region';
import type { SchemaField } from '../schema/schemaField';
import type { ChoroplethOptions, LegacyGaugeOptions } from './optionTypes/choroplethOptions';
import type { DatabaseOptions, FiltersOptions, MenuOptions } from './optionTypes/dataOptions';
import type {
  ActionsOptions,
  DetailsViewOptions,
  PopoversOptions,
  TemplatesOptions,
  TooltipsOptions,
} from './optionTypes/interactionOptions';
import type {
  ClusteringOptions,
  ColorsOptions,
  ContainersOptions,
  ControlsOptions,
  FloorOptions,
  GoogleMapsOptions,
  StreetMapOptions,
  GroupOptions,
  LabelsOptions,
  LayerControlOptions,
  MobileViewOptions,
  PaddingOptions,
  ScrollOptions,
  ZoomOptions,
} from './optionTypes/viewOptions';

/** Every setting of a map. `defaultMapOptions` gives the value of each one for a new map. */
export interface MapOptions {
  /** Address of the vector image. */
  source: string;
  /** Version parameter appended to the image address so edits bypass caches. */
  svgFileLastChanged: number;
  /** Configured view box; used only when it holds 4 numbers. */
  viewBox: number[];
  width?: number;
  height?: number;
  responsive: boolean;
  lockAspectRatio: boolean;
  padding: PaddingOptions;
  minWidth?: number;
  maxWidth?: number;
  minHeight?: number;
  maxHeight?: number;
  /**
   * The admin's description of the map for people who cannot see it; it replaces the one
   * generated from the data in the accessibility mirror. Empty: generated.
   */
  altText: string;
  /**
   * What one region of this map is (`county`, `state`, `country`) and several are (`counties`),
   * for the generated description and the data table. Missing or empty: region / regions.
   */
  regionNoun?: { singular?: string; plural?: string };
  loadingText: string;
  cursor: string;
  css: string;
  /** Ids of maps shown before this one, for the previous-map button. */
  previousMapsIds: Array<number | string>;
  markerLastID: number;
  regionLastID: number;
  dataLastID: number;
  fitMarkers: boolean;
  fitMarkersOnStart: boolean;
  fitSingleMarkerZoom: number;
  defaultMarkerImage: string;
  disableAll: boolean;
  /** Only shapes whose id starts with this are regions; it is removed from region ids. */
  regionPrefix: string;
  /** Per-region options keyed by region id. */
  regions: Record<string, RegionOptions>;
  multiSelect: boolean;
  colorsIgnore: boolean;
  regionStatuses: RegionStatusCollection;
  /** User event handlers as function source text, keyed by event name. */
  events: Record<string, string>;
  /** Settings of add-ons, kept as stored. */
  extension?: Record<string, unknown>;
  containers: ContainersOptions;
  controls: ControlsOptions;
  colors: ColorsOptions;
  zoom: ZoomOptions;
  scroll: ScrollOptions;
  menu: MenuOptions;
  filters: FiltersOptions;
  filtersSchema: SchemaField[];
  database: DatabaseOptions;
  googleMaps: GoogleMapsOptions;
  baseMap: StreetMapOptions;
  choropleth: ChoroplethOptions;
  tooltips: TooltipsOptions;
  popovers: PopoversOptions;
  detailsView: DetailsViewOptions;
  templates: TemplatesOptions;
  actions: ActionsOptions;
  labelsRegions: LabelsOptions;
  labelsMarkers: LabelsOptions;
  clustering: ClusteringOptions;
  layersControl: LayerControlOptions;
  floorsControl: LayerControlOptions;
  mobileView: MobileViewOptions;
  groups: GroupOptions[];
  floors: FloorOptions[];
}

/** A stored map. */
export interface MapEntity {
  id: number;
  title: string;
  /** Publication status; 1 is published. */
  status: number;
  options: MapOptions;
}

/** Objects made optional at every depth; arrays are replaced whole, so they stay as they are. */
export type DeepPartial<T> = T extends readonly unknown[]
  ? T
  : T extends object
    ? { [K in keyof T]?: DeepPartial<T[K]> }
    : T;

/** Map options as given by an admin, an embed or storage: any subset of the settings. */
export type PartialMapOptions = DeepPartial<MapOptions>;

/**
 * Option keys of older stored maps. `migrateMapOptions` moves each into its current place; they
 * never appear on migrated options.
 */
export interface LegacyMapOptionKeys {
  /** Older single popover settings; now `popovers`. */
  popover?: Partial<PopoversOptions>;
  /** Older tooltip mode; now `tooltips.mode`. */
  tooltipsMode?: string;
  /** Older choropleth form; now `choropleth.coloring.gradient`. */
  gauge?: LegacyGaugeOptions;
  /** Field of the older choropleth form; now `choropleth.sourceField`. */
  regionChoroplethField?: string;
  /** Older zoom switch and buttons; now `zoom` and `controls`. */
  zoomButtons?: { show?: boolean; location?: string };
  zoomLimit?: [number, number];
  zoomDelta?: number;
}

/** Directory keys of older stored maps; now `menu.location` and the container width. */
export interface LegacyMenuKeys {
  position?: 'left' | 'right' | (string & {});
  width?: string;
  customContainer?: boolean;
}

/** Choropleth keys of an intermediate older form; now under `choropleth.coloring`. */
export interface LegacyChoroplethKeys {
  labels?: { low?: string; high?: string };
  colors?: { low?: string; high?: string; noData?: string };
  min?: number;
  max?: number;
}

/** Options as read from storage: possibly partial and possibly of an older shape. */
export type StoredMapOptions = Omit<PartialMapOptions, 'zoom' | 'menu' | 'choropleth'> &
  LegacyMapOptionKeys & {
    zoom?: PartialMapOptions['zoom'] | boolean;
    menu?: PartialMapOptions['menu'] & LegacyMenuKeys;
    choropleth?: PartialMapOptions['choropleth'] & LegacyChoroplethKeys;
  };
