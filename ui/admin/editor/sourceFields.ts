import type { SchemaField } from '../../../domain/index';

/** Field types whose values can never colour a region (lists, places, files, filter-only fields). */
const NOT_VALUES = new Set(['id', 'region', 'location', 'image', 'post', 'marker', 'checkboxes', 'distance', 'search', 'modal', 'save', 'empty', 'textarea']);

/**
 * The fields a choropleth can colour by: fields holding one value each (numbers first: those
 * stored as numbers, then the rest), by name.
 */
export function choroplethSourceFields(fields: readonly SchemaField[]): string[] {
  const usable = fields.filter((field) => field.name !== '' && field.name !== 'title' && !NOT_VALUES.has(field.type));
  const numeric = (field: SchemaField) => /int|float|double|decimal|numeric|real/i.test(String(field.db_type ?? ''));
  return [...usable.filter(numeric), ...usable.filter((field) => !numeric(field))].map((field) => field.name);
}
