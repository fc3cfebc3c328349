import type { GeocodingRequest } from './GeocodingProvider';

/**
 * An address as the cache knows it: Unicode-normalised, lower case, one space between words and
 * none before a comma, so "  10 Downing St ,London" and "10 downing st, london" cost one call.
 */
export function normaliseAddress(address: string): string {
  return address.normalize('NFKC').toLowerCase().replace(/\s+/g, ' ').replace(/\s*,\s*/g, ', ').trim();
}

/** The cache key of a forward request: everything the paid provider answers by (not the `near` hint it ignores). */
export function geocodeKey(provider: string, request: GeocodingRequest): string {
  const language = (request.language ?? '').toLowerCase();
  const country = (request.country ?? '').toUpperCase();
  return `geocode|${provider}|${language}|${country}|${normaliseAddress(request.address)}`;
}

/** The cache key of a reverse request: the point to about 10 cm. */
export function reverseKey(provider: string, point: { lat: number; lng: number }, language: string | undefined): string {
  return `reverse|${provider}|${(language ?? '').toLowerCase()}|${point.lat.toFixed(6)},${point.lng.toFixed(6)}`;
}

/** The UTC day of `date` as `YYYY-MM-DD`: the daily cap counts by it. */
export function utcDay(date: Date): string {
  return date.toISOString().slice(0, 10);
}

/** Whole seconds from `date` until the next UTC midnight (at least 1), for `Retry-After`. */
export function secondsToNextUtcDay(date: Date): number {
  const next = Date.UTC(date.getUTCFullYear(), date.getUTCMonth(), date.getUTCDate() + 1);
  return Math.max(1, Math.ceil((next - date.getTime()) / 1000));
}
