import { EARTH_RADIUS_KM, MILES_PER_KM } from '../constants';
import type { GeoPoint } from '../geometry/points';

const RADIANS_PER_DEGREE = Math.PI / 180;

/** Points a search circle is drawn with: smooth at any zoom a city-sized radius is seen at. */
export const CIRCLE_STEPS = 96;

/** A search radius in kilometres, from its length in the search's units ("mi" or "miles" are miles). */
export function radiusKm(length: number, units: string): number {
  return units.toLowerCase().startsWith('mi') ? length / MILES_PER_KM : length;
}

/**
 * The point `distanceKm` away from `from` on the initial bearing `bearingDegrees` (0 north,
 * 90 east), on the 6371 km sphere the distance search measures with.
 */
export function destinationPoint(from: GeoPoint, bearingDegrees: number, distanceKm: number): GeoPoint {
  const angle = distanceKm / EARTH_RADIUS_KM;
  const bearing = bearingDegrees * RADIANS_PER_DEGREE;
  const lat1 = from.lat * RADIANS_PER_DEGREE;
  const lat2 = Math.asin(Math.sin(lat1) * Math.cos(angle) + Math.cos(lat1) * Math.sin(angle) * Math.cos(bearing));
  const lngDelta = Math.atan2(Math.sin(bearing) * Math.sin(angle) * Math.cos(lat1), Math.cos(angle) - Math.sin(lat1) * Math.sin(lat2));
  return { lat: lat2 / RADIANS_PER_DEGREE, lng: from.lng + lngDelta / RADIANS_PER_DEGREE };
}

/**
 * The ring of points exactly `distanceKm` from `centre` (a geodesic circle), clockwise from
 * north. Longitudes stay continuous around the centre (they may pass ±180), so a circle across
 * the antimeridian projects as one shape rather than a band across the whole map.
 */
export function geodesicCircle(centre: GeoPoint, distanceKm: number, steps = CIRCLE_STEPS): GeoPoint[] {
  if (!Number.isFinite(distanceKm) || distanceKm <= 0 || steps < 3) return [];
  const ring: GeoPoint[] = [];
  for (let step = 0; step < steps; step += 1) ring.push(destinationPoint(centre, (360 * step) / steps, distanceKm));
  return ring;
}
