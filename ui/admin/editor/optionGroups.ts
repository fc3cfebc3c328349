import { STREET_MAP_TILES } from '../../../domain/index';

/** How one option is edited. */
/** `field` picks one field of the table the option's group reads; `fields` ticks several. */
/** `classes` edits a classified choropleth's method, class count and palette with a colour-blind check. */
type OptionKind = 'text' | 'number' | 'boolean' | 'color' | 'choice' | 'template' | 'css' | 'palette' | 'classes' | 'field' | 'fields';

/** One editable option: where it lives in the map options and how it is shown. */
export interface OptionSpec {
  path: string;
  label: string;
  kind: OptionKind;
  choices?: readonly string[];
  /** What the admin sees for a choice (the value itself when not named here). */
  choiceLabels?: Readonly<Record<string, string>>;
  /** The choice in effect while the option is unset. */
  unsetChoice?: string;
  /** The lowest and highest value a number may take; others are refused with a message. */
  range?: readonly [number, number];
}

/** A group of options shown together in the map editor (spec 3 option groups). */
export interface OptionGroup {
  id: string;
  title: string;
  options: readonly OptionSpec[];
}

const b = (path: string, label: string): OptionSpec => ({ path, label, kind: 'boolean' });
const t = (path: string, label: string): OptionSpec => ({ path, label, kind: 'text' });
const n = (path: string, label: string): OptionSpec => ({ path, label, kind: 'number' });
const percent = (path: string, label: string): OptionSpec => ({ path, label, kind: 'number', range: [0, 100] });
const c = (path: string, label: string): OptionSpec => ({ path, label, kind: 'color' });
const ch = (path: string, label: string, choices: readonly string[]): OptionSpec => ({ path, label, kind: 'choice', choices });
const tpl = (path: string, label: string): OptionSpec => ({ path, label, kind: 'template' });
const STREET_MAP_TILE_LABELS = {
  openstreetmap: 'OpenStreetMap', server: 'Plain tiles from this server', custom: 'Custom XYZ tile address', google: 'Google Maps (API key)',
};
const PANELS = ['leftSidebar', 'rightSidebar', 'header', 'footer', 'map', 'custom'];
const CORNERS = ['top-left', 'top-right', 'bottom-left', 'bottom-right'];

function clickActions(target: 'region' | 'marker'): OptionSpec[] {
  const base = `actions.${target}.click`;
  return [
    b(`${base}.zoom`, `${target} click: zoom`), n(`${base}.zoomToLevel`, `${target} click: zoom to level`),
    b(`${base}.filterDirectory`, `${target} click: filter directory`), b(`${base}.showDetails`, `${target} click: show details`),
    b(`${base}.showPopover`, `${target} click: show popover`), b(`${base}.goToLink`, `${target} click: go to link`),
    t(`${base}.linkField`, `${target} click: link field`), b(`${base}.newTab`, `${target} click: open link in new tab`),
  ];
}

/** Opacity and saturation (0–100) of markers in each state (`colors.markers`). */
function markerLooks(): OptionSpec[] {
  const states = [
    ['base', 'Markers'], ['hovered', 'Hovered marker'], ['unhovered', 'Other markers while one is hovered'],
    ['active', 'Selected marker'], ['inactive', 'Other markers while one is selected'],
  ] as const;
  return states.flatMap(([state, label]) => [percent(`colors.markers.${state}.opacity`, `${label}: opacity (%)`), percent(`colors.markers.${state}.saturation`, `${label}: saturation (%)`)]);
}

/** Every option group the map editor offers, in the order of the spec. */
export const OPTION_GROUPS: readonly OptionGroup[] = [
  { id: 'general', title: 'General', options: [t('source', 'SVG file'), t('loadingText', 'Loading text'), t('altText', 'Description for screen readers (empty: generated from the data)'), t('regionNoun.singular', 'Name of one region (e.g. county; empty: region)'), t('regionNoun.plural', 'Name of several regions (e.g. counties; empty: regions)'), b('responsive', 'Responsive'), b('multiSelect', 'Multiple selection'), t('regionPrefix', 'Region id prefix'), t('cursor', 'Cursor')] },
  { id: 'containers', title: 'Containers', options: ['header', 'footer', 'leftSidebar', 'rightSidebar'].flatMap((name) => [b(`containers.${name}.on`, `${name}: on`), t(`containers.${name}.width`, `${name}: width`), t(`containers.${name}.height`, `${name}: height`)]) },
  { id: 'controls', title: 'Controls', options: [ch('controls.location', 'Position', ['left', 'right']), b('controls.zoom', 'Zoom buttons'), b('controls.zoomReset', 'Zoom reset button'), b('controls.userLocation', 'User location button'), b('controls.previousMap', 'Previous map button')] },
  { id: 'colors', title: 'Colours', options: [c('colors.background', 'Background'), c('colors.base', 'Region fill'), c('colors.baseDefault', 'Default fill'), c('colors.stroke', 'Stroke'), t('colors.hover', 'Hover (brightness % or colour)'), t('colors.selected', 'Selected (brightness % or colour)'), c('colors.disabled', 'Disabled regions'), c('colors.directory', 'Directory'), c('colors.detailsView', 'Details view'), c('colors.popover', 'Popover'), c('colors.tooltip', 'Tooltip'), c('colors.clusters', 'Clusters'), ...markerLooks()] },
  { id: 'zoom', title: 'Zoom', options: [b('zoom.on', 'Zoom on'), b('zoom.mousewheel', 'Mouse wheel'), b('zoom.wheelNeedsCtrl', 'Wheel zooms only with Ctrl/⌘ (the page scrolls otherwise)'), n('zoom.delta', 'Zoom step'), b('zoom.fingers', 'Two fingers move the map (one finger scrolls the page)'), b('zoom.hideSvg', 'Hide SVG when zoomed'), n('zoom.hideSvgZoomLevel', 'Hide SVG from level')] },
  { id: 'scroll', title: 'Scroll', options: [b('scroll.on', 'Drag to pan'), b('scroll.limit', 'Limit to map bounds'), b('scroll.spacebar', 'Pan only with the space bar')] },
  { id: 'menu', title: 'Directory', options: [b('menu.on', 'Directory on'), ch('menu.source', 'Source', ['regions', 'database']), ch('menu.location', 'Location', PANELS), t('menu.containerId', 'Custom container id'), t('menu.sortBy', 'Sort by field'), ch('menu.sortDirection', 'Sort direction', ['asc', 'desc']), b('menu.search', 'Search'), b('menu.hideOnMobile', 'Hide on phones'), b('menu.showMapOnClick', 'Show map on click (phones)'), b('menu.searchFallback', 'Search fallback')] },
  { id: 'filters', title: 'Filters', options: [b('filters.on', 'Filters on'), ch('filters.source', 'Filter', ['database', 'regions']), t('filters.filteredRegionsStatus', 'Status of regions left out'), b('filters.hide', 'In a modal behind a button'), ch('filters.modalLocation', 'Modal button location', PANELS), b('filters.hideOnMobile', 'Hide on phones'), ch('filters.location', 'Location', PANELS), t('filters.containerId', 'Custom container id'), t('filters.width', 'Width'), t('filters.padding', 'Padding'), b('filters.searchButton', 'Search button'), t('filters.searchButtonText', 'Search button text'), b('filters.clearButton', 'Clear button'), t('filters.clearButtonText', 'Clear button text'), t('filters.showButtonText', 'Show filters button text')] },
  { id: 'database', title: 'Database', options: [b('database.pagination.on', 'Pagination'), n('database.pagination.perpage', 'Records per page'), ch('database.pagination.showIn', 'Show pagination in', ['directory', 'map', 'both']), t('database.pagination.prev', 'Previous text'), t('database.pagination.next', 'Next text'), b('database.loadOnStart', 'Load records on start'), ch('database.recordMarkers', 'Records shown as markers (all, or the directory page)', ['all', 'page'])] },
  { id: 'popovers', title: 'Popovers', options: [b('popovers.on', 'Popovers on'), n('popovers.width', 'Width (px)'), n('popovers.maxWidth', 'Max width (%)'), n('popovers.maxHeight', 'Max height (%)'), b('popovers.centerOn', 'Center the map on the popover'), b('popovers.mobileFullscreen', 'Fullscreen on phones'), b('popovers.resetViewboxOnClose', 'Reset view on close')] },
  { id: 'tooltips', title: 'Tooltips', options: [b('tooltips.on', 'Tooltips on'), ch('tooltips.position', 'Position', CORNERS), t('tooltips.maxWidth', 'Max width'), n('tooltips.minWidth', 'Min width')] },
  { id: 'detailsView', title: 'Details view', options: [ch('detailsView.location', 'Location', ['map', 'leftSidebar', 'rightSidebar', 'custom', 'fullscreen', 'top', 'near']), t('detailsView.containerId', 'Custom container id'), t('detailsView.width', 'Width'), b('detailsView.autoresize', 'Auto-resize'), b('detailsView.mobileFullscreen', 'Fullscreen on phones')] },
  { id: 'templates', title: 'Templates', options: [tpl('templates.popoverRegion', 'Region popover'), tpl('templates.popoverMarker', 'Marker popover'), tpl('templates.tooltipRegion', 'Region tooltip'), tpl('templates.tooltipMarker', 'Marker tooltip'), tpl('templates.detailsViewRegion', 'Region details view'), tpl('templates.detailsView', 'Record details view'), tpl('templates.directoryItem', 'Directory item'), tpl('templates.labelRegion', 'Region label'), tpl('templates.labelMarker', 'Marker label')] },
  { id: 'actions', title: 'Actions', options: [...clickActions('region'), b('actions.region.click.addIdToUrl', 'region click: add id to URL'), b('actions.region.click.showAnotherMap', 'region click: show another map'), t('actions.region.click.showAnotherMapField', 'region click: map id field'), ...clickActions('marker'), b('actions.region.touch.showPopover', 'region touch: show popover'), b('actions.marker.touch.showPopover', 'marker touch: show popover'), b('actions.region.mouseover.showTooltip', 'region hover: show tooltip'), b('actions.map.afterLoad.selectRegion', 'after load: select region from URL')] },
  { id: 'choropleth', title: 'Choropleth', options: [b('choropleth.on', 'Choropleth on'), ch('choropleth.source', 'Source', ['regions', 'database']), { path: 'choropleth.sourceField', label: 'Source field', kind: 'field' }, b('choropleth.sourceFieldSelect.on', 'Visitors choose the field'), { path: 'choropleth.sourceFieldSelect.variants', label: 'Fields visitors can choose', kind: 'fields' }, b('choropleth.bubbleMode', 'Bubbles'), { path: 'choropleth.normalizeBy', label: 'Divide by field (per capita, per km²)', kind: 'field' }, ch('choropleth.coloring.mode', 'Colouring', ['classes', 'gradient', 'palette']), { path: 'choropleth.coloring.classes', label: 'Classes', kind: 'classes' }, c('choropleth.coloring.gradient.colors.low', 'Low colour'), c('choropleth.coloring.gradient.colors.high', 'High colour'), ch('choropleth.coloring.gradient.scale', 'Gradient scale', ['linear', 'sqrt', 'log']), n('choropleth.coloring.gradient.midpoint', 'Diverging midpoint (empty: none)'), c('choropleth.coloring.gradient.colors.mid', 'Midpoint colour'), { path: 'choropleth.coloring.palette.colors', label: 'Palette bands', kind: 'palette' }, c('choropleth.coloring.palette.outOfRange.color', 'Out-of-range colour'), b('choropleth.coloring.legend.on', 'Legend'), t('choropleth.coloring.legend.title', 'Legend title'), ch('choropleth.coloring.legend.layout', 'Legend layout', ['horizontal', 'vertical']), ch('choropleth.coloring.legend.container', 'Legend position', [...CORNERS, 'header', 'leftSidebar', 'rightSidebar', 'footer'])] },
  { id: 'labels', title: 'Labels', options: [b('labelsRegions.on', 'Region labels'), b('labelsMarkers.on', 'Marker labels')] },
  { id: 'clustering', title: 'Clustering', options: [b('clustering.on', 'Cluster markers'), n('clustering.maxZoom', 'Stop clustering from zoom level'), b('fitMarkers', 'Fit the view to markers'), b('fitMarkersOnStart', 'Fit markers on start')] },
  { id: 'layers', title: 'Layers and floors', options: [b('layersControl.on', 'Layers control'), t('layersControl.label', 'Layers label'), ch('layersControl.position', 'Layers position', CORNERS), b('layersControl.expanded', 'Expanded'), b('floorsControl.on', 'Floors control'), t('floorsControl.label', 'Floors label'), ch('floorsControl.position', 'Floors position', CORNERS), b('floorsControl.expanded', 'Floors list expanded')] },
  {
    id: 'streetMap',
    title: 'Street map',
    options: [
      b('baseMap.on', 'Street-map layer'), { ...ch('baseMap.tiles', 'Tiles', STREET_MAP_TILES), choiceLabels: STREET_MAP_TILE_LABELS, unsetChoice: 'openstreetmap' },
      t('baseMap.url', 'Custom tile address ({z}/{x}/{y})'), t('baseMap.attribution', 'Custom tiles attribution'),
      ch('googleMaps.type', 'Google map type', ['roadmap', 'satellite', 'hybrid', 'terrain']), t('googleMaps.apiKey', 'Google API key'),
      b('baseMap.waitForConsent', 'Wait for the visitor’s consent before loading the street map'),
    ],
  },
  { id: 'css', title: 'Custom CSS', options: [{ path: 'css', label: 'Custom CSS', kind: 'css' }] },
];
