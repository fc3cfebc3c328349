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
