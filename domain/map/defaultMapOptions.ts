import {
  BUBBLE_SIZE_MAX,
  BUBBLE_SIZE_MIN,
  FIT_SINGLE_MARKER_ZOOM,
  GRADIENT_HIGH_COLOR,
  GRADIENT_LOW_COLOR,
  HIDE_SVG_ZOOM_LEVEL,
  NO_DATA_COLOR,
  POPOVER_WIDTH,
  SIDEBAR_WIDTH,
  TOOLTIP_MIN_WIDTH,
  ZOOM_DELTA,
  ZOOM_MAX,
  ZOOM_MIN,
} from '../constants';
import { DEFAULT_MARKER_IMAGE } from '../location/location';
import { DEFAULT_PER_PAGE } from '../query/query';
import { defaultRegionStatuses } from '../region/region';
import { defaultActions } from './defaultActions';
import { defaultTemplates } from './defaultTemplates';
import type { MapOptions } from './mapOptions';
import type { ChoroplethOptions } from './optionTypes/choroplethOptions';
import type { MarkerColorsOptions } from './optionTypes/viewOptions';

/** Name of the table holding a map's regions. */
export function regionsTableName(mapId: number | string): string {
  return `regions_${mapId}`;
}

/** Name of the table holding a map's records. */
export function objectsTableName(mapId: number | string): string {
  return `objects_${mapId}`;
}

function defaultMarkerColors(): MarkerColorsOptions {
  const full = () => ({ opacity: 100, saturation: 100 });
  return { base: full(), hovered: full(), unhovered: full(), active: full(), inactive: full() };
}

function defaultChoropleth(): ChoroplethOptions {
  return {
    on: false,
    source: 'regions',
    sourceField: '',
    normalizeBy: '',
    sourceFieldSelect: { on: false, variants: [] },
    bubbleMode: false,
    bubbleSize: { min: BUBBLE_SIZE_MIN, max: BUBBLE_SIZE_MAX },
    coloring: {
      mode: 'gradient',
      gradient: {
        colors: { low: GRADIENT_LOW_COLOR, high: GRADIENT_HIGH_COLOR, mid: '#f7f7f7' },
        scale: 'linear',
        midpoint: null,
        labels: { low: 'low', high: 'high' },
        values: { min: null, max: null, maxAdjusted: null },
      },
      classes: { method: 'quantile', count: 5, palette: 'YlOrRd', reversed: false, breaks: [] },
      palette: {
        colors: [{ color: GRADIENT_LOW_COLOR, valueFrom: 0, valueTo: 50, description: '' }],
        outOfRange: { color: '#ececec', description: 'Out of range' },
      },
      noData: { color: NO_DATA_COLOR, description: 'No data' },
      legend: {
        on: true,
        title: 'Choropleth map',
        text: '',
        description: '',
        layout: 'vertical',
        container: 'bottom-left',
        width: '20%',
        height: '20%',
      },
    },
  };
}

/**
 * The full settings of a new map. Every call returns a fresh object, so callers may change it.
 * The table names depend on the map id.
 */
export function defaultMapOptions(mapId: number | string): MapOptions {
  return {
    source: '',
    svgFileLastChanged: 1,
    viewBox: [],
    responsive: true,
    lockAspectRatio: false,
    padding: { top: 0, left: 0, right: 0, bottom: 0 },
    altText: '',
    loadingText: 'Loading map...',
    cursor: 'default',
    css: '',
    previousMapsIds: [],
    markerLastID: 0,
    regionLastID: 0,
    dataLastID: 1,
    fitMarkers: false,
    fitMarkersOnStart: false,
    fitSingleMarkerZoom: FIT_SINGLE_MARKER_ZOOM,
    defaultMarkerImage: DEFAULT_MARKER_IMAGE,
    disableAll: false,
    regionPrefix: '',
    regions: {},
    multiSelect: false,
    colorsIgnore: false,
    regionStatuses: defaultRegionStatuses(),
    events: {},
    containers: {
      leftSidebar: { on: false, width: SIDEBAR_WIDTH, height: 'auto' },
      rightSidebar: { on: false, width: SIDEBAR_WIDTH, height: 'auto' },
      header: { on: true, width: '100%', height: 'auto' },
      footer: { on: false, width: '100%', height: 'auto' },
    },
    controls: {
      location: 'right',
      zoom: true,
      zoomReset: false,
      userLocation: false,
      previousMap: false,
    },
    colors: {
      base: '',
      baseDefault: '#000000',
      background: '#eeeeee',
      hover: 20,
      selected: 40,
      stroke: '',
      disabled: '',
      directory: '#fafafa',
      directorySearch: '',
      detailsView: '#ffffff',
      popover: '',
      tooltip: '',
      leftSidebar: '',
      rightSidebar: '',
      header: '',
      footer: '',
      modalFilters: '',
      status: {},
      clusters: '',
      clustersBorders: '',
      clustersText: '',
      clustersHover: '',
      clustersHoverBorders: '',
      clustersHoverText: '',
      markers: defaultMarkerColors(),
    },
    zoom: {
      on: true,
      limit: [ZOOM_MIN, ZOOM_MAX],
      delta: ZOOM_DELTA,
      buttons: { on: true, location: 'right' },
      mousewheel: true,
      wheelNeedsCtrl: true,
      fingers: true,
      hideSvg: false,
      hideSvgZoomLevel: HIDE_SVG_ZOOM_LEVEL,
    },
    scroll: { on: true, limit: false, background: false, spacebar: false },
    menu: {
      on: false,
      source: 'database',
      location: 'leftSidebar',
      locationMobile: 'leftSidebar',
      containerId: '',
      sortBy: 'id',
      sortDirection: 'desc',
      filterout: { field: '', cond: '=', val: '' },
      hideOnMobile: true,
      search: false,
      searchPlaceholder: 'Search...',
      searchFallback: false,
      showMapOnClick: true,
      showFirst: 'map',
      minHeight: '400',
      noResultsText: 'No results found',
      categories: { on: false, groupBy: '', hideEmpty: true, collapse: true, collapseOther: true },
    },
    filters: {
      on: false,
      hide: false,
      hideOnMobile: false,
      location: 'leftSidebar',
      modalLocation: 'map',
      containerId: '',
      width: '100%',
      source: 'database',
      searchButton: false,
      searchButtonText: 'Search',
      clearButton: false,
      clearButtonText: 'Clear all',
      showButtonText: 'Filters',
      padding: '',
      filteredRegionsStatus: '',
    },
    filtersSchema: [],
    database: {
      on: true,
      regionsTableName: regionsTableName(mapId),
      objectsTableName: objectsTableName(mapId),
      pagination: { on: true, perpage: DEFAULT_PER_PAGE, showIn: 'both', prev: 'Prev', next: 'Next' },
      loadOnStart: true,
      noFiltersNoLoad: false,
      recordMarkers: 'all',
    },
    // No `tiles` or `url` by default: a map given only an address (`{ on: true, url }`) shows those tiles.
    baseMap: { on: false, attribution: '', waitForConsent: false },
    googleMaps: {
      on: false,
      type: 'roadmap',
      apiKey: '',
      style: 'default',
      styleJSON: [],
      center: 'auto',
      zoom: 1,
      minZoom: 1,
      drawingTools: false,
      geometry: false,
      language: 'en',
    },
    choropleth: defaultChoropleth(),
    tooltips: {
      on: false,
      position: 'bottom-right',
      template: '',
      maxWidth: '',
      minWidth: TOOLTIP_MIN_WIDTH,
    },
    popovers: {
      on: false,
      position: 'top',
      template: '',
      centerOn: true,
      width: POPOVER_WIDTH,
      maxWidth: 50,
      maxHeight: 50,
      mobileFullscreen: true,
      resetViewboxOnClose: true,
    },
    detailsView: {
      location: 'map',
      containerId: '',
      width: '100%',
      margin: '',
      autoresize: false,
      mobileFullscreen: true,
    },
    templates: defaultTemplates(),
    actions: defaultActions(),
    labelsRegions: { on: false },
    labelsMarkers: { on: false },
    clustering: { on: false },
    layersControl: {
      on: false,
      label: 'Show on map',
      position: 'top-left',
      expanded: true,
      maxHeight: '100%',
    },
    floorsControl: {
      on: false,
      label: 'Floors',
      position: 'top-left',
      expanded: false,
      maxHeight: '100%',
    },
    mobileView: { labelMap: 'Map', labelList: 'List', labelClose: 'Close' },
    groups: [],
    floors: [],
  };
}
