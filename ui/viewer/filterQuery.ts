import type { DistanceValue, QueryFilters, QuerySort, SchemaField } from '../../domain/index';

/** The values of a filters form, by field name. */
export type FilterValues = Record<string, unknown>;

/** What a filters form asks of the record list. */
interface FilterRequest {
  search: string;
  searchField?: string;
  filters: QueryFilters;
}

/** Fields of a filters form that hold a value (modal, save and empty are only layout). */
export function valueFields(fields: readonly SchemaField[]): SchemaField[] {
  return fields.filter((field) => !['modal', 'save', 'empty', 'id', 'image', 'marker', 'location', 'colorpicker', 'textarea'].includes(field.type));
}

/** The default (first marked) distance, or the first option, or 10. */
export function defaultDistance(field: SchemaField): number {
  const options = (field.options ?? []) as Array<{ value?: unknown; default?: unknown }>;
  const chosen = options.find((option) => option.default === true) ?? options[0];
  const value = Number(chosen?.value);
  return Number.isFinite(value) && value > 0 ? value : 10;
}

/** A cleared form: every input empty, distances at their default length. */
export function emptyFilterValues(fields: readonly SchemaField[]): FilterValues {
  const values: FilterValues = {};
  for (const field of valueFields(fields)) {
    if (field.type === 'distance') {
      const empty: DistanceValue = { units: field.distanceUnits ?? 'km', length: defaultDistance(field), address: '' };
      values[field.name] = empty;
    } else if (field.type === 'checkboxes' || (field.type === 'select' && field.multiselect) || field.type === 'region') values[field.name] = [];
    else if (field.type === 'checkbox' || field.type === 'hours') values[field.name] = false;
    else values[field.name] = '';
  }
  return values;
}

function isDistanceSet(value: unknown): value is DistanceValue {
  if (typeof value !== 'object' || value === null) return false;
  // Only a placed point narrows the list: typed text alone has not been looked up yet.
  return Boolean((value as Partial<DistanceValue>).geoPoint);
}

/** Whether one field's value narrows the list. */
function isActive(field: SchemaField, value: unknown): boolean {
  if (field.type === 'distance') return isDistanceSet(value);
  if (Array.isArray(value)) return value.length > 0;
  if (field.type === 'checkbox' || field.type === 'hours') return value === true;
  return value !== undefined && value !== null && String(value).trim() !== '';
}

/** How many filters narrow the list (the modal button shows this count). */
export function countActiveFilters(fields: readonly SchemaField[], values: FilterValues): number {
  return valueFields(fields).filter((field) => isActive(field, values[field.name])).length;
}

function listValues(value: unknown): string[] {
  if (!Array.isArray(value)) return [];
  return value.map((item) => (typeof item === 'object' && item !== null && 'value' in item ? String((item as { value: unknown }).value) : String(item)));
}

/**
 * What a ticked checkbox filter asks for: its value, or "1" (ticked records) when the filter has
 * none, as filters saved with an empty value have.
 */
function checkboxFilterValue(field: SchemaField): string {
  return field.checkboxValue || '1';
}

/**
 * What a ticked "Open now" box asks for: the visitor's current minute, so the server reads each
 * store's hours at the same instant the page's statuses show (and a minute's lists share a cache).
 */
function openNowValue(now = new Date()): string {
  return new Date(Math.floor(now.getTime() / 60_000) * 60_000).toISOString();
}

/**
 * Turns form values into the record list's search and filters. A search field (or a text field)
 * becomes the search text, limited to that field for text fields; regions go under
 * `filters.regions` of the map's regions table; a distance with a point goes under
 * `filters.distance`; every other field filters by its own name.
 */
export function buildFilterRequest(fields: readonly SchemaField[], values: FilterValues, regionsTable: string): FilterRequest {
  const request: FilterRequest = { search: '', filters: {} };
  for (const field of valueFields(fields)) {
    const value = values[field.name];
    if (!isActive(field, value)) continue;
    if (field.type === 'search') request.search = String(value).trim();
    else if (field.type === 'text' || field.type === 'title') {
      request.search = String(value).trim();
      request.searchField = field.name;
    } else if (field.type === 'region') request.filters.regions = { table_name: regionsTable, region_ids: listValues(value) };
    else if (field.type === 'distance') {
      const distance = value as DistanceValue;
      request.filters.distance = { units: distance.units, length: distance.length, geoPoint: distance.geoPoint, address: distance.address };
    } else if (field.type === 'checkbox') request.filters[field.name] = checkboxFilterValue(field);
    else if (field.type === 'hours') request.filters[field.name] = openNowValue();
    else if (Array.isArray(value)) request.filters[field.name] = listValues(value);
    else if (field.type === 'post' && typeof value === 'object' && value !== null) request.filters[field.name] = (value as { id: unknown }).id;
    else request.filters[field.name] = value;
  }
  return request;
}

/** The active distance search: its origin, radius and units; null while no point is placed. */
export function activeDistance(fields: readonly SchemaField[], values: FilterValues): DistanceValue | null {
  const field = fields.find((candidate) => candidate.type === 'distance');
  const value = field ? values[field.name] : undefined;
  return isDistanceSet(value) ? value : null;
}

/**
 * What a record's templates render: the record, and the visitor's search origin as
 * `searchOrigin` while a distance search is active (the Directions helper starts there).
 */
export function recordTemplateData(data: Record<string, unknown>, fields: readonly SchemaField[], values: FilterValues): Record<string, unknown> {
  const distance = activeDistance(fields, values);
  return distance?.geoPoint ? { ...data, searchOrigin: distance.geoPoint } : data;
}

/**
 * The order of the records: nearest first while a distance search is active (the server
 * measures `distance` from its origin), else the directory's own sort.
 */
export function recordSort(directorySort: QuerySort, filters: QueryFilters): QuerySort[] {
  return filters.distance ? [{ field: 'distance', order: 'asc' }] : [directorySort];
}

/** A record's distance from the search origin as the list shows it ("3.2 km", "12 mi"), or '' without one. */
export function distanceText(distance: unknown, units: string): string {
  const value = typeof distance === 'number' ? distance : typeof distance === 'string' && distance.trim() !== '' ? Number(distance) : Number.NaN;
  if (!Number.isFinite(value)) return '';
  return `${value < 10 ? value.toFixed(1) : Math.round(value)} ${units}`;
}

/** "12 results within 25 km of Denver": what a distance search found ("30+" when more pages follow). */
export function distanceSummary(count: number, more: boolean, distance: DistanceValue): string {
  const found = `${count}${more ? '+' : ''} ${count === 1 && !more ? 'result' : 'results'}`;
  return `${found} within ${distance.length} ${distance.units} of ${distance.address || 'the chosen place'}`;
}
