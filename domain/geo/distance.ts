import { EARTH_RADIUS_KM, MILES_PER_KM } from '../constants';
import type { GeoPoint } from '../geometry/points';

/** Units a distance can be shown in. */
export type DistanceUnit = 'km' | 'mi';

const RADIANS_PER_DEGREE = Math.PI / 180;

/**
 * Great-circle distance between two points in kilometres (haversine on a sphere of radius
 * 6371 km), the figure distance filters and "distance from you" labels use.
 */
export function distanceKm(from: GeoPoint, to: GeoPoint): number {
  const dLat = (to.lat - from.lat) * RADIANS_PER_DEGREE;
  const dLng = (to.lng - from.lng) * RADIANS_PER_DEGREE;
  const a = Math.sin(dLat / 2) ** 2
    + Math.cos(from.lat * RADIANS_PER_DEGREE) * Math.cos(to.lat * RADIANS_PER_DEGREE) * Math.sin(dLng / 2) ** 2;
  return 2 * EARTH_RADIUS_KM * Math.asin(Math.min(1, Math.sqrt(a)));
}

/** Kilometres to miles with the product's factor (0.62137). */
export function kmToMiles(km: number): number {
  return km * MILES_PER_KM;
}

/** Distance between two points in the requested unit. */
export function distanceBetween(from: GeoPoint, to: GeoPoint, unit: DistanceUnit = 'km'): number {
  const km = distanceKm(from, to);
  return unit === 'mi' ? kmToMiles(km) : km;
}

/** A distance as shown to visitors: two decimals and the unit, e.g. `12.35 km`. */
export function formatDistance(value: number, unit: DistanceUnit): string {
  return `${value.toFixed(2)} ${unit}`;
}
