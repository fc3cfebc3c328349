import { ApiError } from '../../errors';

/** Longest address a visitor may send to be geocoded (real postal addresses are far shorter). */
const MAX_ADDRESS_LENGTH = 300;

/** Most comma-separated parts of an address a geocoder looks at ("Springfield, IL, USA" has 3). */
export const MAX_ADDRESS_PARTS = 8;

/**
 * Reads an address a request asks to geocode: trimmed text of at most
 * {@link MAX_ADDRESS_LENGTH} characters, or a 400 naming the parameter and the limit. Longer
 * text is refused rather than cut, so a visitor never gets places for an address they did not
 * send.
 */
export function readGeocodingAddress(value: unknown, parameter: string): string {
  const address = typeof value === 'string' ? value.trim() : '';
  if (address.length > MAX_ADDRESS_LENGTH) {
    throw new ApiError(400, 'rest_invalid_param', `Invalid parameter(s): ${parameter} (an address has at most ${MAX_ADDRESS_LENGTH} characters).`);
  }
  return address;
}
