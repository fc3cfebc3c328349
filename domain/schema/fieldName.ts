import type { FieldType } from './schemaField';

/** Names the product uses for its own columns and query keys. */
export const RESERVED_FIELD_NAMES: readonly string[] = [
  'lat', 'lon', 'lng', 'location', 'location_lat', 'location_lon', 'location_lng',
  'location_address', 'location_img', 'marker', 'marker_id', 'regions', 'region_id', 'post',
  'post_title', 'post_url', 'keywords', 'status',
];

/** Reserved names a field may still take, each for the one type it belongs to. */
const RESERVED_NAME_OWNERS: Readonly<Record<string, FieldType>> = {
  regions: 'region',
  status: 'status',
  post: 'post',
  marker: 'marker',
  location: 'location',
};

/** Labels are turned into names only while they are this short. */
export const MAX_DERIVED_LABEL_LENGTH = 64;

const VALID_NAME = /^[A-Za-z_][A-Za-z0-9_]*$/;

/** True when a name has only letters, digits and underscores and does not start with a digit. */
export function isValidFieldName(name: string): boolean {
  return VALID_NAME.test(name);
}

/** True when a field of this type may not use this name. */
export function isReservedFieldName(name: string, type: FieldType): boolean {
  if (!RESERVED_FIELD_NAMES.includes(name)) return false;
  return RESERVED_NAME_OWNERS[name] !== type;
}

/**
 * The name suggested for a label: lower case, spaces turned into underscores, other non-word
 * characters dropped ("Opening hours!" becomes "opening_hours"). Labels of 64 characters or more
 * give undefined: the caller keeps the current name.
 */
export function deriveFieldName(label: string): string | undefined {
  const trimmed = label.trim();
  if (trimmed.length >= MAX_DERIVED_LABEL_LENGTH) return undefined;
  return trimmed.toLowerCase().replace(/ /g, '_').replace(/\W/g, '');
}
