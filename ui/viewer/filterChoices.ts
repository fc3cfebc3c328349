import type { RegionStatusCollection, SchemaField } from '../../domain/index';
import type { ComboItem } from './Combobox';

/** The choices of an option field (select, radio, checkboxes, status) as its schema lists them. */
export function fieldChoices(field: SchemaField): ComboItem[] {
  return ((field.options ?? []) as Array<{ label?: unknown; value?: unknown }>).map((option) => ({ value: String(option.value ?? ''), label: String(option.label ?? option.value ?? '') }));
}

/**
 * The choices of a status filter: the statuses of the field it filters (a records table's own
 * status field, copied into the filter by the builder), or the map's region statuses for a
 * filter that lists none (filters of the regions table, and filters saved before the copy).
 */
export function statusFilterChoices(field: SchemaField, regionStatuses: RegionStatusCollection | undefined): ComboItem[] {
  const own = fieldChoices(field);
  if (own.length > 0) return own;
  return Object.values(regionStatuses ?? {}).map((status) => ({ value: String(status.value), label: status.label }));
}
