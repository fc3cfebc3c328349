import type { GeocodingProvider } from '../geocoding/GeocodingProvider';
import { readGeocodingAddress } from '../geocoding/addressLimits';
import { readDistance, type DistanceCentre } from '../../sql/listSql';
import { isPlainObject } from '../../../domain/index';

/**
 * The centre of a list query's distance filter. A filter given by address (no `geoPoint`) is
 * placed with the geocoder first; an address it cannot find leaves the filter out, and one longer
 * than the address limit answers 400.
 */
export async function distanceCentre(filters: Record<string, unknown>, geocoder: GeocodingProvider): Promise<DistanceCentre | undefined> {
  const filter = filters.distance;
  if (!isPlainObject(filter)) return undefined;
  const address = readGeocodingAddress(filter.address, 'filters.distance.address');
  if (!isPlainObject(filter.geoPoint) && address !== '') {
    const country = typeof filter.country === 'string' ? filter.country : undefined;
    const answer = await geocoder.geocode({ address, country });
    const location = answer.results[0]?.geometry.location;
    if (!location) return undefined;
    return readDistance({ ...filter, geoPoint: location });
  }
  return readDistance(filter);
}
