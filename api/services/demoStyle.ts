import { CHOROPLETH_DEMO_FILE, countiesChoroplethOptions } from './demoChoropleth';
import { defaultField } from '../../domain/index';
import { WORLD_CITIES_TITLE, worldCitiesOptions } from './demoCities';

/** Store categories of the demo filters (the store table's select options). */
const STORE_CATEGORIES = [
  { label: 'Flagship store', value: 'flagship' },
  { label: 'Store', value: 'store' },
  { label: 'Outlet', value: 'outlet' },
  { label: 'Pickup point', value: 'pickup' },
];

/**
 * The "United States" demo as a store locator: a directory of the store records beside the map,
 * filters (search, category, distance from an address or the visitor) in the header, the details
 * view over the map, and a click on a state listing its stores.
 */
function storeLocatorOptions(): Record<string, unknown> {
  return {
    containers: { leftSidebar: { on: true, width: '280px', height: 'auto' }, header: { on: true, width: '100%', height: 'auto' } },
    menu: { on: true, source: 'database', location: 'leftSidebar', search: true, searchPlaceholder: 'Search stores…', sortBy: 'title', sortDirection: 'asc', minHeight: '420', noResultsText: 'No stores found' },
    filters: { on: true, location: 'header', clearButton: true, clearButtonText: 'Clear all' },
    filtersSchema: [
      { ...defaultField('select'), name: 'category', label: 'Category', options: STORE_CATEGORIES },
      { ...defaultField('distance'), name: 'distance', label: 'Near', userLocationButton: true, addressFieldPlaceholder: 'City or address' },
      { ...defaultField('hours'), name: 'hours', label: 'Open now' },
    ],
    detailsView: { location: 'map', mobileFullscreen: true },
    tooltips: { on: true },
    actions: {
      region: { click: { showDetails: false, filterDirectory: true }, mouseover: { showTooltip: true } },
      directoryItem: { click: { showDetails: true, selectRegion: true } },
    },
    templates: {
      tooltipRegion: '{{title}}{{#if objects.length}} · {{objects.length}} {{#ifeq objects.length 1}}store{{else}}stores{{/ifeq}}{{/if}}',
      directoryItem: '<div class="store-item"><strong>{{title}}</strong>{{openStatus hours}}<small>{{category_text}}{{#if location.address.address_formatted}} · {{location.address.address_formatted}}{{/if}}</small></div>',
      detailsView: '<h5>{{title}}</h5><p>{{description}}</p><p><strong>Category:</strong> {{category_text}}</p><p><strong>Phone:</strong> {{phone}}</p><p><em>{{location.address.address_formatted}}</em></p><p>State: {{join regions}}</p><p>{{openStatus hours}}</p>{{openingHours hours}}<p><a class="mapsvg-directions" href="{{directionsUrl location}}" target="_blank" rel="noopener">Directions</a></p>',
    },
    shareViewInUrl: true,
  };
}

/**
 * The "World" demo shows region data: a tooltip on hover, a popover on click rendered by a
 * template with helpers, and a searchable directory of the countries.
 */
function regionDataOptions(): Record<string, unknown> {
  return {
    containers: { rightSidebar: { on: true, width: '240px', height: 'auto' } },
    menu: { on: true, source: 'regions', location: 'rightSidebar', search: true, searchPlaceholder: 'Search countries…', sortBy: 'title', sortDirection: 'asc', minHeight: '360' },
    tooltips: { on: true },
    popovers: { on: true, width: 260 },
    actions: { region: { click: { showDetails: false, showPopover: true }, mouseover: { showTooltip: true } } },
    templates: {
      tooltipRegion: '{{#if title}}{{title}}{{else}}{{id}}{{/if}}',
      popoverRegion: '<h5>{{#if title}}{{title}}{{else}}{{id}}{{/if}}</h5><p>Region code: <code>{{toUpperCase id}}</code></p>{{#ifeq status 1}}<p>Open to visitors</p>{{/ifeq}}',
      directoryItem: '{{#if title}}{{title}}{{else}}{{id}}{{/if}}',
    },
    controls: { location: 'right', zoom: true, zoomReset: true, downloadPng: true },
  };
}

/**
 * How the demo maps look: the map files carry no colours of their own (they are meant to be
 * styled by the map's options), so the demo sets a calm palette, white borders and a pointer
 * cursor over clickable regions. The United States, World and World cities maps also get their
 * demo overlays.
 */
export function demoMapOptions(title: string, file: string): Record<string, unknown> {
  const base: Record<string, unknown> = {
    title,
    source: `/maps/${file}`,
    cursor: 'pointer',
    colors: {
      base: '#c9d4e0',
      stroke: '#ffffff',
      background: '#eef2f6',
      hover: 12,
      selected: '#2f6fde',
      disabled: '#e4e8ec',
    },
    controls: { location: 'right', zoom: true, zoomReset: true },
    ...(file === CHOROPLETH_DEMO_FILE ? countiesChoroplethOptions(file) : {}),
  };
  if (title === 'United States') return { ...base, ...storeLocatorOptions() };
  if (title === 'World') return { ...base, ...regionDataOptions() };
  if (title === WORLD_CITIES_TITLE) return { ...base, ...worldCitiesOptions() };
  return base;
}
