import { GEO_DECIMALS, validateGeoPoint, validateSvgPoint, type GeoPoint, type SvgPoint } from '../../domain/index';
import { requireConverter, type GeoConverter } from '../geo/GeoConverter';
import type { MarkerInput } from './types';

/** A rejected marker of a batch of {@link MarkerInput}s (its point was malformed). */
class BadPoint extends Error {}

/** Where a marker sits: its image point, and its geographic point when the map is calibrated. */
interface MarkerPlace {
  svgPoint: SvgPoint;
  geoPoint?: GeoPoint;
}

/**
 * Places a marker input: a geographic point wins over image coordinates, and the other one is
 * derived when the map is calibrated (a geographic point on a map that is not throws). A
 * malformed point throws {@link BadPoint} when `strict` (batches skip the marker); otherwise it
 * is logged and the marker placed at the point the validation falls back to.
 */
export function placeMarker(input: MarkerInput, converter: GeoConverter | null, strict: boolean): MarkerPlace {
  const geo = input.geoPoint ?? input.location?.geoPoint;
  if (geo !== undefined) {
    const checked = requireConverter(converter);
    const { point, error } = validateGeoPoint(geo);
    reportBadPoint(error, strict);
    const geoPoint = { lat: Number(point.lat.toFixed(GEO_DECIMALS)), lng: Number(point.lng.toFixed(GEO_DECIMALS)) };
    return { svgPoint: checked.geoToSvg(point), geoPoint };
  }
  const { point, error } = validateSvgPoint(input.svgPoint ?? input.location?.svgPoint);
  reportBadPoint(error, strict);
  return converter ? { svgPoint: point, geoPoint: converter.svgToGeo(point) } : { svgPoint: point };
}

/** A marker size in px: `value` when it is a positive finite number, else `fallback`. */
export function positiveOr(value: unknown, fallback: number): number {
  return typeof value === 'number' && Number.isFinite(value) && value > 0 ? value : fallback;
}

function reportBadPoint(error: string | undefined, strict: boolean): void {
  if (!error) return;
  if (strict) throw new BadPoint(error);
  console.error(`MapSVG: ${error}`);
}
