import type { DistanceValue, QueryFilters, SchemaField } from '../../domain/index';

/** The values of a filters form, by field name. */
export type FilterValues = Record<string, unknown>;

/** What a filters form asks of the repository. */
export interface FilterRequest {
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
    else if (field.type === 'checkbox') values[field.name] = false;
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
export function isActive(field: SchemaField, value: unknown): boolean {
  if (field.type === 'distance') return isDistanceSet(value);
  if (Array.isArray(value)) return value.length > 0;
  if (field.type === 'checkbox') return value === true;
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
 * Turns form values into the repository's search and filters. A search field (or a text field)
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
    } else if (field.type === 'checkbox') request.filters[field.name] = field.checkboxValue ?? true;
    else if (Array.isArray(value)) request.filters[field.name] = listValues(value);
    else if (field.type === 'post' && typeof value === 'object' && value !== null) request.filters[field.name] = (value as { id: unknown }).id;
    else request.filters[field.name] = value;
  }
  return request;
}
