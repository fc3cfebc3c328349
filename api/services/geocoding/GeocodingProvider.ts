import type { AddressComponent } from '../../../domain/index';

/** One place found by a geocoder, in the Google Geocoding API's shape. */
export interface GeocodingResult {
  formatted_address: string;
  address_components: AddressComponent[];
  geometry: { location: { lat: number; lng: number } };
  types?: string[];
  place_id?: string;
}

/** What the geocoding endpoint answers: results, and an error message to show on failure. */
export interface GeocodingResponse {
  status: 'OK' | 'ZERO_RESULTS' | (string & {});
  results: GeocodingResult[];
  error_message?: string;
}

/** A forward geocoding request. `address` may start with 'zip ' to search postal codes. */
export interface GeocodingRequest {
  address: string;
  language?: string;
  /** ISO 3166-1 alpha-2 code limiting the search to one country. */
  country?: string;
  /** The centre of the map the visitor looks at: places in its country rank higher. */
  near?: { lat: number; lng: number };
}

/** Something that turns addresses into places and points back into addresses. */
export interface GeocodingProvider {
  readonly name: string;
  /** Calls cost money (Google): they go through the shared cache, the per-client limit and the daily cap. */
  readonly paid?: boolean;
  geocode(request: GeocodingRequest): Promise<GeocodingResponse>;
  /** The place at or nearest to a point, for imports that convert coordinates to addresses. */
  reverse(point: { lat: number; lng: number }, language?: string): Promise<GeocodingResponse>;
}

/** The `zip ` prefix the client adds in zip mode. */
export const ZIP_PREFIX = /^zip\s+/i;
