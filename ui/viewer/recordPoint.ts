import type { GeoPoint, SvgPoint } from '../../domain/index';

/** What a record's map point is read with: the engine's geographic conversion. */
interface GeoToMap {
  convertGeoToSvg(point: GeoPoint): SvgPoint;
}

function finitePoint(value: unknown, a: string, b: string): Record<string, number> | null {
  if (value === null || typeof value !== 'object') return null;
  const record = value as Record<string, unknown>;
  const first = Number(record[a]);
  const second = Number(record[b]);
  return Number.isFinite(first) && Number.isFinite(second) ? { [a]: first, [b]: second } : null;
}

/**
 * The map point of a record's marker: its location's image point, else its geographic point
 * converted by the map; null for a record without a usable location (or on a map that is not
 * geo-calibrated).
 */
export function recordMapPoint(map: GeoToMap, record: Record<string, unknown>): SvgPoint | null {
  const location = record.location;
  if (location === null || typeof location !== 'object') return null;
  const { svgPoint, geoPoint } = location as Record<string, unknown>;
  const svg = finitePoint(svgPoint, 'x', 'y');
  if (svg) return { x: svg.x ?? 0, y: svg.y ?? 0 };
  const geo = finitePoint(geoPoint, 'lat', 'lng');
  if (!geo) return null;
  try {
    return map.convertGeoToSvg({ lat: geo.lat ?? 0, lng: geo.lng ?? 0 });
  } catch {
    return null;
  }
}
