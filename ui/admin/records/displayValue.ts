import type { SchemaField } from '../../../domain/index';

/**
 * A record value as short text for a table cell: titles of linked regions, a location's address
 * or coordinates, labels of chosen options, a post's title.
 */
export function displayValue(value: unknown): string {
  if (value === null || value === undefined) return '';
  if (typeof value !== 'object') return String(value);
  if (Array.isArray(value)) return value.map(displayValue).filter(Boolean).join(', ');
  const object = value as Record<string, unknown>;
  if (typeof object.post_title === 'string') return object.post_title;
  if (typeof object.title === 'string') return object.title;
  if (typeof object.label === 'string') return object.label;
  const address = object.address as Record<string, unknown> | undefined;
  if (address && typeof address.address_formatted === 'string') return address.address_formatted;
  const geo = object.geoPoint as { lat?: number; lng?: number } | undefined;
  if (geo && typeof geo.lat === 'number' && typeof geo.lng === 'number') return `${geo.lat}, ${geo.lng}`;
  if (typeof object.full === 'string') return object.full;
  return '';
}

/** The label of a stored option value, or the value itself when no option has it. */
function optionLabel(field: SchemaField, value: unknown): string {
  const options = (Array.isArray(field.options) ? field.options : []) as Array<{ label?: unknown; value?: unknown }>;
  const found = options.find((option) => String(option.value) === String(value));
  return found && typeof found.label === 'string' ? found.label : displayValue(value);
}

/**
 * A record's cell as the admin reads it: option labels rather than stored values ("Cafe" for
 * `cafe`), Yes or No for a checkbox, otherwise `displayValue`.
 */
export function fieldCellText(field: SchemaField, record: Record<string, unknown>): string {
  const value = record[field.name];
  if (value === null || value === undefined || value === '') return '';
  switch (field.type) {
    case 'select':
    case 'radio':
    case 'status': {
      if (Array.isArray(value)) return value.map((item) => (typeof item === 'object' && item !== null ? displayValue(item) : optionLabel(field, item))).join(', ');
      const stored = record[`${field.name}_text`];
      return typeof stored === 'string' && stored !== '' ? stored : optionLabel(field, value);
    }
    case 'checkboxes':
      return (Array.isArray(value) ? value : [value]).map((item) => optionLabel(field, item)).join(', ');
    case 'checkbox':
      return value === true || value === 'true' || value === 1 || value === '1' ? 'Yes' : 'No';
    default:
      return displayValue(value);
  }
}
