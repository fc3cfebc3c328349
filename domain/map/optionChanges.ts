import { isPlainObject } from './deepMerge';

/**
 * What a change of a map's options asks of a live map, from the most to the least work:
 *
 * - `geometry`: the image itself (file, version, view box, region prefix); the only class that
 *   fetches and parses the map again.
 * - `markers`: markers, clustering, marker images, the street-map layer; the engine
 *   rebuilds its scene from the map it already parsed (no fetch, no parse).
 * - `markerStyle`: the markers' opacity and saturation per state; uniforms change, the markers stay.
 * - `clusterStyle`: the cluster badges' colours; the badges are painted again, the markers stay.
 * - `palette`: region colours, statuses, per-region options, the choropleth.
 * - `labels`: region and marker labels (their texts come from the viewer's templates).
 * - `layers` / `floors`: the layer and floor definitions.
 * - `interaction`: gestures, selection mode and cursor.
 * - `camera`: zoom limits and steps, the scroll limit.
 * - `viewport`: the map's size rules (responsive, aspect ratio, width, height, padding).
 * - `overlays`: what only the React UI around the map reads (templates, popovers, details,
 *   directory, filters, containers, controls, custom CSS and events…).
 */
export type OptionChangeClass =
  | 'geometry'
  | 'markers'
  | 'markerStyle'
  | 'clusterStyle'
  | 'palette'
  | 'labels'
  | 'layers'
  | 'floors'
  | 'interaction'
  | 'camera'
  | 'viewport'
  | 'overlays';

/**
 * Which class a changed option path belongs to, by its longest listed prefix. A path the table
 * does not know falls to the class of its nearest listed parent, then to {@link UNKNOWN_PATH_CLASS}.
 */
const CLASS_OF_PATH: Readonly<Record<string, OptionChangeClass>> = {
  source: 'geometry',
  svgFileLastChanged: 'geometry',
  viewBox: 'geometry',
  regionPrefix: 'geometry',

  markers: 'markers',
  // The accessibility list is named after the map when it is built.
  title: 'markers',
  markerLastID: 'markers',
  markerImages: 'markers',
  defaultMarkerImage: 'markers',
  clustering: 'markers',
  fitMarkers: 'markers',
  fitMarkersOnStart: 'markers',
  fitSingleMarkerZoom: 'markers',
  googleMaps: 'markers',
  baseMap: 'markers',
  'zoom.hideSvg': 'markers',
  'zoom.hideSvgZoomLevel': 'markers',
  'colors.markers': 'markerStyle',
  'colors.clusters': 'clusterStyle',
  'colors.clustersBorders': 'clusterStyle',
  'colors.clustersText': 'clusterStyle',
  'colors.clustersHover': 'clusterStyle',
  'colors.clustersHoverBorders': 'clusterStyle',
  'colors.clustersHoverText': 'clusterStyle',

  // Engine-read groups: an unknown key inside them may change the drawing, so it rebuilds.
  colors: 'markers',
  zoom: 'markers',
  scroll: 'markers',
  'colors.base': 'palette',
  'colors.baseDefault': 'palette',
  'colors.hover': 'palette',
  'colors.selected': 'palette',
  'colors.stroke': 'palette',
  'colors.disabled': 'palette',
  'colors.status': 'palette',
  regions: 'palette',
  regionStatuses: 'palette',
  disableAll: 'palette',
  colorsIgnore: 'palette',
  choropleth: 'palette',

  labelsRegions: 'labels',
  labelsMarkers: 'labels',
  groups: 'layers',
  floors: 'floors',

  multiSelect: 'interaction',
  cursor: 'interaction',
  'zoom.on': 'interaction',
  'zoom.mousewheel': 'interaction',
  'zoom.wheelNeedsCtrl': 'interaction',
  'zoom.fingers': 'interaction',
  'scroll.on': 'interaction',
  'scroll.spacebar': 'interaction',

  'zoom.limit': 'camera',
  'zoom.delta': 'camera',
  'scroll.limit': 'camera',

  responsive: 'viewport',
  lockAspectRatio: 'viewport',
  width: 'viewport',
  height: 'viewport',
  padding: 'viewport',
  minWidth: 'viewport',
  maxWidth: 'viewport',
  minHeight: 'viewport',
  maxHeight: 'viewport',

  // The UI's own colours and settings; the engine never reads them.
  'colors.background': 'overlays',
  'colors.directory': 'overlays',
  'colors.directorySearch': 'overlays',
  'colors.detailsView': 'overlays',
  'colors.popover': 'overlays',
  'colors.tooltip': 'overlays',
  'colors.leftSidebar': 'overlays',
  'colors.rightSidebar': 'overlays',
  'colors.header': 'overlays',
  'colors.footer': 'overlays',
  'colors.modalFilters': 'overlays',
  'zoom.buttons': 'overlays',
  'scroll.background': 'overlays',
};

/**
 * The class of a changed path no rule names, not even by a parent: a top-level key the engine
 * does not read. The engine's options list every key it reads (and each is in the table above),
 * so such a key can only matter to the UI, which always renders again with the new options.
 */
const UNKNOWN_PATH_CLASS: OptionChangeClass = 'overlays';

/** The class of one changed dotted path (see {@link CLASS_OF_PATH}). */
export function classOfOptionPath(path: string): OptionChangeClass {
  const steps = path.split('.');
  for (let length = steps.length; length > 0; length--) {
    const known = CLASS_OF_PATH[steps.slice(0, length).join('.')];
    if (known) return known;
  }
  return UNKNOWN_PATH_CLASS;
}

/** Whether two option values are equal: plain objects key by key, arrays item by item. */
export function optionValuesEqual(a: unknown, b: unknown): boolean {
  if (Object.is(a, b)) return true;
  if (Array.isArray(a) && Array.isArray(b)) return a.length === b.length && a.every((item, i) => optionValuesEqual(item, b[i]));
  if (!isPlainObject(a) || !isPlainObject(b)) return false;
  const keys = new Set([...Object.keys(a), ...Object.keys(b)]);
  for (const key of keys) if (!optionValuesEqual(a[key], b[key])) return false;
  return true;
}

/**
 * The dotted paths whose values differ, descending into plain objects only while a rule could
 * tell their children apart; arrays and other values are compared whole.
 */
export function changedOptionPaths(previous: unknown, next: unknown, prefix = ''): string[] {
  if (optionValuesEqual(previous, next)) return [];
  if (!isPlainObject(previous) || !isPlainObject(next) || !hasRulesBelow(prefix)) return [prefix];
  const keys = new Set([...Object.keys(previous), ...Object.keys(next)]);
  return [...keys].flatMap((key) => changedOptionPaths(previous[key], next[key], prefix ? `${prefix}.${key}` : key));
}

function hasRulesBelow(prefix: string): boolean {
  if (prefix === '') return true;
  return Object.keys(CLASS_OF_PATH).some((path) => path.startsWith(`${prefix}.`));
}

/**
 * The classes of change between two complete option sets (see {@link OptionChangeClass}); empty
 * when nothing changed. Pure: the same answer in the browser, in a worker or in Node.
 */
export function classifyOptionChange(previous: object, next: object): Set<OptionChangeClass> {
  return new Set(changedOptionPaths(previous, next).map(classOfOptionPath));
}

/**
 * `next` with every part equal to the same part of `previous` replaced by that part (structural
 * sharing): code that compares options by identity (React dependencies, memos) then sees only
 * the parts that really changed as new.
 */
export function shareUnchangedOptions<T>(previous: unknown, next: T): T {
  if (optionValuesEqual(previous, next)) return previous as T;
  if (!isPlainObject(previous) || !isPlainObject(next)) return next;
  const shared: Record<string, unknown> = {};
  for (const [key, value] of Object.entries(next)) shared[key] = shareUnchangedOptions(previous[key], value);
  return shared as T;
}
