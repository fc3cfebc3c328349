import type { Location } from '../../../domain/index';

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
