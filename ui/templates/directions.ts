/** A point on the globe. */
interface DirectionsPoint {
  lat: number;
  lng: number;
}

/** The map apps a Directions link can open. */
type DirectionsApp = 'google' | 'apple' | 'osm';

const APPS: readonly DirectionsApp[] = ['google', 'apple', 'osm'];

/** A point from a record's location (`location.geoPoint`), a geoPoint or `{ lat, lng }`; null otherwise. */
export function directionsPoint(value: unknown): DirectionsPoint | null {
  if (typeof value !== 'object' || value === null) return null;
  const holder = value as { geoPoint?: unknown; lat?: unknown; lng?: unknown };
  if (holder.geoPoint !== undefined) return directionsPoint(holder.geoPoint);
  const lat = Number(holder.lat);
  const lng = Number(holder.lng);
  if (holder.lat === undefined || holder.lng === undefined || !Number.isFinite(lat) || !Number.isFinite(lng)) return null;
  if (Math.abs(lat) > 90 || Math.abs(lng) > 180) return null;
  return { lat, lng };
}

/** The visitor's own map app: Apple Maps on Apple devices, Google Maps elsewhere. */
function visitorDirectionsApp(userAgent: string): DirectionsApp {
  return /iPhone|iPad|iPod|Macintosh/.test(userAgent) ? 'apple' : 'google';
}

/** A named app (`google`, `apple`, `osm`), else the visitor's own. */
export function chooseDirectionsApp(name: unknown, userAgent: string): DirectionsApp {
  const wanted = typeof name === 'string' ? name.toLowerCase() : '';
  return (APPS as readonly string[]).includes(wanted) ? wanted as DirectionsApp : visitorDirectionsApp(userAgent);
}

function pair(point: DirectionsPoint): string {
  return `${point.lat},${point.lng}`;
}

/**
 * The address of directions to `destination` in a map app, from `origin` when given (the
 * visitor's search origin); without an origin the app starts from where the visitor is.
 */
export function directionsUrl(destination: DirectionsPoint, origin: DirectionsPoint | null, app: DirectionsApp): string {
  switch (app) {
    case 'apple':
      return `https://maps.apple.com/?daddr=${pair(destination)}${origin ? `&saddr=${pair(origin)}` : ''}`;
    case 'osm':
      return `https://www.openstreetmap.org/directions?${origin ? `from=${pair(origin)}&` : ''}to=${pair(destination)}`;
    default:
      return `https://www.google.com/maps/dir/?api=1&destination=${pair(destination)}${origin ? `&origin=${pair(origin)}` : ''}`;
  }
}
