import type { QueryFilters, SchemaField } from '../../../domain/index';

/** One choice of the records screen's status filter. */
interface StatusChoice {
  label: string;
  value: string;
}

/**
 * The choices of a table's status field (its options with a value, as the spec keeps them), or
 * an empty list when the table has no status field: the screen then shows no status filter.
 */
export function statusChoices(fields: readonly SchemaField[]): StatusChoice[] {
  const status = fields.find((field) => field.type === 'status');
  if (!status) return [];
  const options = (Array.isArray(status.options) ? status.options : []) as Array<{ label?: unknown; value?: unknown }>;
  return options
    .filter((option) => option.value !== undefined && option.value !== null && String(option.value) !== '')
    .map((option) => ({ value: String(option.value), label: typeof option.label === 'string' && option.label !== '' ? option.label : String(option.value) }));
}

/** The list query's filters for a chosen status ('' is every status). */
export function statusFilters(status: string): QueryFilters | undefined {
  return status === '' ? undefined : { status };
}
