import { DEFAULT_CONTAINER_WIDTH } from '../constants';
import { parseBoolean } from '../parsers/parseBoolean';
import { parseContainerSize } from '../parsers/parseContainerSize';
import { deepClone, isPlainObject } from './deepMerge';
import { normalizeDetailsViewLocation } from './detailsViewLocation';
import type { PartialMapOptions, StoredMapOptions } from './mapOptions';

type Options = Record<string, unknown>;

/** The plain object under `key`, created when missing or not an object. */
function group(options: Options, key: string): Options {
  const existing = options[key];
  if (isPlainObject(existing)) return existing;
  const created: Options = {};
  options[key] = created;
  return created;
}

/** The plain object under `key`, or undefined; never creates one. */
function maybeGroup(options: Options, key: string): Options | undefined {
  const existing = options[key];
  return isPlainObject(existing) ? existing : undefined;
}

/**
 * Older directories had a position (left or right) and a width, or a custom container flag; now
 * the directory has a location and the sidebar container carries the width.
 */
function migrateMenuPosition(options: Options): void {
  const menu = maybeGroup(options, 'menu');
  if (!menu || (menu.position === undefined && menu.customContainer === undefined)) return;
  if (parseBoolean(menu.customContainer)) {
    menu.location = 'custom';
  } else if (menu.position !== undefined) {
    const location = menu.position === 'left' ? 'leftSidebar' : 'rightSidebar';
    menu.location = location;
    const containers = group(options, 'containers');
    const hadContainer = isPlainObject(containers[location]);
    const container = group(containers, location);
    if (!hadContainer) Object.assign(container, { on: false, width: DEFAULT_CONTAINER_WIDTH });
    if (typeof menu.width === 'string' || typeof menu.width === 'number') {
      container.width = parseContainerSize(menu.width);
    }
    if (parseBoolean(menu.on)) container.on = true;
  }
  delete menu.position;
  delete menu.width;
  delete menu.customContainer;
}

function migrateDetailsViewLocation(options: Options, menuPosition: unknown): void {
  const detailsView = maybeGroup(options, 'detailsView');
  if (!detailsView || typeof detailsView.location !== 'string') return;
  const position = typeof menuPosition === 'string' ? menuPosition : undefined;
  detailsView.location = normalizeDetailsViewLocation(detailsView.location, position);
}

/** Very old maps had `zoom: true` plus separate zoomButtons, zoomLimit and zoomDelta keys. */
function migrateZoomKeys(options: Options): void {
  if (typeof options.zoom === 'boolean' || typeof options.zoom === 'string') {
    options.zoom = { on: parseBoolean(options.zoom) ?? true };
  }
  const buttons = options.zoomButtons;
  if (isPlainObject(buttons)) {
    const zoom = group(options, 'zoom');
    const hidden = parseBoolean(buttons.show) === false;
    zoom.buttons = { on: !hidden, location: hidden ? 'hide' : (buttons.location ?? 'right') };
  }
  if (Array.isArray(options.zoomLimit)) group(options, 'zoom').limit = options.zoomLimit;
  if (typeof options.zoomDelta === 'number') group(options, 'zoom').delta = options.zoomDelta;
  delete options.zoomButtons;
  delete options.zoomLimit;
  delete options.zoomDelta;
}

/** Zoom buttons used to be zoom settings; now the controls group shows them. */
function migrateZoomToControls(options: Options): void {
  if (options.controls !== undefined) return;
  const zoom = maybeGroup(options, 'zoom');
  if (!zoom) return;
  const buttons = maybeGroup(zoom, 'buttons');
  const location = buttons?.location;
  const visible = location !== 'hide';
  options.controls = {
    zoom: (parseBoolean(zoom.on) ?? true) && visible,
    location: visible && typeof location === 'string' ? location : 'right',
  };
}

function migratePopover(options: Options): void {
  if (!isPlainObject(options.popover)) {
    delete options.popover;
    return;
  }
  const current = maybeGroup(options, 'popovers') ?? {};
  options.popovers = { ...options.popover, ...current };
  delete options.popover;
}

/** Tooltips were once only a mode; any mode but off means tooltips were shown. */
function migrateTooltipsMode(options: Options): void {
  if (options.tooltipsMode === undefined) return;
  const mode = String(options.tooltipsMode);
  const tooltips = group(options, 'tooltips');
  tooltips.mode = mode;
  if (tooltips.on === undefined) tooltips.on = mode !== '' && mode !== 'off' && mode !== 'none';
  delete options.tooltipsMode;
}

interface GaugeLike {
  on?: unknown;
  labels?: unknown;
  colors?: unknown;
}

/** Moves the colours and labels of an older choropleth form into the gradient colouring. */
function toGradient(choropleth: Options, gauge: GaugeLike): void {
  const coloring = group(choropleth, 'coloring');
  coloring.mode ??= 'gradient';
  const gradient = group(coloring, 'gradient');
  const colors = isPlainObject(gauge.colors) ? gauge.colors : {};
  const labels = isPlainObject(gauge.labels) ? gauge.labels : {};
  const gradientColors = group(gradient, 'colors');
  if (typeof colors.low === 'string') gradientColors.low = colors.low;
  if (typeof colors.high === 'string') gradientColors.high = colors.high;
  const gradientLabels = group(gradient, 'labels');
  if (typeof labels.low === 'string') gradientLabels.low = labels.low;
  if (typeof labels.high === 'string') gradientLabels.high = labels.high;
  if (typeof colors.noData === 'string') group(coloring, 'noData').color = colors.noData;
}

function migrateChoropleth(options: Options): void {
  const gauge = maybeGroup(options, 'gauge');
  const field = options.regionChoroplethField;
  const existing = maybeGroup(options, 'choropleth');
  const legacyInChoropleth = existing && (existing.labels !== undefined || existing.colors !== undefined);
  if (!gauge && field === undefined && !legacyInChoropleth) return;
  const choropleth = group(options, 'choropleth');
  if (gauge) {
    const on = parseBoolean(gauge.on);
    if (on !== undefined && choropleth.on === undefined) choropleth.on = on;
    if (choropleth.source === undefined) choropleth.source = 'regions';
    toGradient(choropleth, gauge);
  }
  if (legacyInChoropleth) toGradient(choropleth, choropleth);
  if (typeof field === 'string' && field !== '' && !choropleth.sourceField) {
    choropleth.sourceField = field;
  }
  for (const key of ['labels', 'colors', 'min', 'max', 'maxAdjusted']) delete choropleth[key];
  delete options.gauge;
  delete options.regionChoroplethField;
}

/**
 * Maps saved before the street map's tiles choice turned Google Maps on with `googleMaps.on`;
 * now it is one choice of `baseMap.tiles`, so the admin's one switch turns it off again.
 */
function migrateGoogleStreetMap(options: Options): void {
  const google = maybeGroup(options, 'googleMaps');
  if (google?.on !== true) return;
  google.on = false;
  Object.assign(group(options, 'baseMap'), { on: true, tiles: 'google' });
}

/**
 * Brings options of older maps to the current shape: the directory position and width become a
 * location and a container width; older details view locations become current ones; zoom
 * buttons become controls; `popover` becomes `popovers`; `tooltipsMode` becomes `tooltips.mode`;
 * the older choropleth ("gauge") form becomes a gradient colouring; `googleMaps.on` becomes the `google` choice of `baseMap.tiles`. Returns new options and is
 * idempotent: migrating migrated options changes nothing.
 */
export function migrateMapOptions(stored: StoredMapOptions | object): PartialMapOptions {
  if (!isPlainObject(stored)) return {};
  const options = deepClone(stored);
  const menuPosition = maybeGroup(options, 'menu')?.position;
  migrateMenuPosition(options);
  migrateDetailsViewLocation(options, menuPosition);
  migrateZoomKeys(options);
  migrateZoomToControls(options);
  migratePopover(options);
  migrateTooltipsMode(options);
  migrateChoropleth(options);
  migrateGoogleStreetMap(options);
  return options as PartialMapOptions;
}
