import { GEO_DECIMALS, type GeoPoint, type Location, type SvgPoint } from '../../../domain/index';

/** A coordinate as its input shows it: empty when unknown. */
export function coordinateText(value: number | undefined): string {
  return value === undefined || !Number.isFinite(value) ? '' : String(value);
}

/**
 * The location typed coordinates make, or null while they do not make one (either is empty or
 * not a number, or nothing changed). Both are needed: filling a missing one with 0 would put the
 * marker off the map while the admin moves to the second input. The image point is dropped: it
 * was worked out from the old place and would outrank the typed coordinates.
 */
export function locationAt(location: Location | null, img: string, latText: string, lngText: string): Location | null {
  if (latText.trim() === '' || lngText.trim() === '') return null;
  const lat = Number(latText);
  const lng = Number(lngText);
  if (!Number.isFinite(lat) || !Number.isFinite(lng)) return null;
  if (location?.geoPoint?.lat === lat && location.geoPoint.lng === lng) return null;
  const { svgPoint: _stale, ...rest } = location ?? { img };
  return { ...rest, img, geoPoint: { lat, lng } };
}

/** A point placed on the picker's map: image coordinates, and geographic ones on a calibrated map. */
export interface PlacedPoint {
  svgPoint: SvgPoint;
  geoPoint?: GeoPoint;
}

/** What placing a point needs from the map: whether it is calibrated, and its conversion. */
interface PointConverter {
  document(): { geoViewBox?: unknown } | null;
  convertSvgToGeo(point: SvgPoint): GeoPoint;
}

/** The point an image point makes on `map`: with its coordinates (rounded as stored) when the map is calibrated. */
export function pointToPlace(map: PointConverter, svgPoint: SvgPoint, geoPoint?: GeoPoint): PlacedPoint {
  const geo = geoPoint ?? (map.document()?.geoViewBox ? map.convertSvgToGeo(svgPoint) : undefined);
  if (!geo) return { svgPoint };
  return { svgPoint, geoPoint: { lat: Number(geo.lat.toFixed(GEO_DECIMALS)), lng: Number(geo.lng.toFixed(GEO_DECIMALS)) } };
}

/**
 * The location a point placed on the map makes: coordinates on a calibrated map (the image
 * point then comes from them, as for typed ones), image coordinates elsewhere. The address and
 * marker image stay.
 */
export function locationFromPlace(location: Location | null, img: string, point: PlacedPoint): Location {
  const { svgPoint: _svg, geoPoint: _geo, ...rest } = location ?? { img };
  return point.geoPoint ? { ...rest, img, geoPoint: point.geoPoint } : { ...rest, img, svgPoint: point.svgPoint };
}

const PIN_KEYS: Readonly<Record<string, { x: number; y: number }>> = {
  ArrowLeft: { x: -1, y: 0 },
  ArrowRight: { x: 1, y: 0 },
  ArrowUp: { x: 0, y: -1 },
  ArrowDown: { x: 0, y: 1 },
};

/** A share of the view an arrow key moves the pin by; Shift moves it five times as far. */
const PIN_STEP_SHARE = 0.01;

/** How far an arrow key moves the pin, in image units of the current view; null for other keys. */
export function pinStep(key: string, view: { width: number; height: number }, big: boolean): { x: number; y: number } | null {
  const direction = PIN_KEYS[key];
  if (!direction) return null;
  const share = PIN_STEP_SHARE * (big ? 5 : 1);
  return { x: direction.x * view.width * share, y: direction.y * view.height * share };
}
