import { EARTH_RADIUS_KM, MILES_PER_KM, radiusKm, type DistanceValue, type Query, type SchemaField } from '../../domain/index';
import type { SearchArea } from '../../engine/index';

/** How many of the nearest records answer a search with nothing within its radius. */
const NEAREST_COUNT = 3;

/** The line over the nearest records, unless the distance filter has its own (`nearestText`). */
const DEFAULT_NEAREST_TEXT = 'No results within {distance} of {place}. The {count} nearest:';

/** The origin pin's accessible name, unless the distance filter has its own (`originLabel`). */
const DEFAULT_ORIGIN_LABEL = 'Search origin: {place}';

/** The origin's name when the visitor's position fills it, unless the filter has its own (`userLocationText`). */
const DEFAULT_USER_LOCATION_TEXT = 'Your location';

/** Half the Earth's circumference: every point of the globe is within it. */
const WHOLE_GLOBE_KM = Math.PI * EARTH_RADIUS_KM;

/** Fills `{name}` placeholders; unknown ones stay as written. */
export function fillText(template: string, values: Record<string, string | number>): string {
  return template.replace(/\{(\w+)\}/g, (whole, name: string) => (name in values ? String(values[name]) : whole));
}

/** The name the search's origin goes by: the chosen address, or a neutral one. */
function placeName(distance: DistanceValue): string {
  return distance.address || 'the chosen place';
}

/**
 * The query for the records nearest a distance search's origin, however far: the same search
 * and filters with a radius covering the whole globe, nearest first, `count` of them. Null
 * when the query has no distance search with an origin.
 */
export function nearestOutsideQuery(query: Query, count = NEAREST_COUNT): Query | null {
  const distance = query.filters?.distance;
  if (!distance?.geoPoint) return null;
  const miles = distance.units.toLowerCase().startsWith('mi');
  // A hair over half the circumference, so rounding never leaves the antipode out.
  const length = Math.ceil((miles ? WHOLE_GLOBE_KM * MILES_PER_KM : WHOLE_GLOBE_KM) + 1);
  return { ...query, filters: { ...query.filters, distance: { ...distance, length } }, page: 1, perpage: count, sort: [{ field: 'distance', order: 'asc' }] };
}

/** "No results within 25 km of Denver. The 3 nearest:", in the filter's own words when it has them. */
export function nearestSummary(field: SchemaField | undefined, distance: DistanceValue, count: number): string {
  return fillText(field?.nearestText || DEFAULT_NEAREST_TEXT, { distance: `${distance.length} ${distance.units}`, place: placeName(distance), count });
}

/** What the engine draws for an active distance search: origin, true radius and the pin's name. */
export function searchAreaOf(field: SchemaField | undefined, distance: DistanceValue): SearchArea | null {
  if (!distance.geoPoint) return null;
  return {
    geoPoint: distance.geoPoint,
    radiusKm: radiusKm(distance.length, distance.units),
    label: fillText(field?.originLabel || DEFAULT_ORIGIN_LABEL, { place: placeName(distance) }),
  };
}

/** The distance filter's value once the visitor's located position is its origin. */
export function locatedDistance(field: SchemaField, current: DistanceValue, geoPoint: { lat: number; lng: number }): DistanceValue {
  return { ...current, address: field.userLocationText || DEFAULT_USER_LOCATION_TEXT, geoPoint };
}
