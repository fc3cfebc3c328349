import type { GeoPoint } from './points';

/** A rectangle in image coordinates: the visible part of the vector image. */
export interface ViewBox {
  x: number;
  y: number;
  width: number;
  height: number;
}

/** The geographic extent of a calibrated image: south-west and north-east corners. */
export interface GeoViewBox {
  sw: GeoPoint;
  ne: GeoPoint;
}

/**
 * Splits an attribute or option value into numbers. Accepts a string separated by spaces and/or
 * commas (as in SVG attributes) or an array (as stored in options).
 */
function readNumbers(input: unknown): number[] | undefined {
  let parts: unknown[];
  if (Array.isArray(input)) {
    parts = input;
  } else if (typeof input === 'string') {
    parts = input.trim().split(/[\s,]+/).filter((part) => part !== '');
  } else {
    return undefined;
  }
  const numbers: number[] = [];
  for (const part of parts) {
    // Read here rather than with toFiniteNumber: the engine's first chunk reads view boxes, and
    // sharing that one small module with the viewer's chunks cost the page a chunk of its own.
    const value = typeof part === 'number' ? part : typeof part === 'string' && part.trim() !== '' ? Number(part) : Number.NaN;
    if (!Number.isFinite(value)) return undefined;
    numbers.push(value);
  }
  return numbers;
}

/**
 * Parses a view box. A configured view box is used only when it has exactly 4 numbers and a
 * positive width and height (SVG calls a negative size an error and a zero size disables
 * rendering; the camera divides by both); anything else yields undefined so the image's own view
 * box stays in force.
 */
export function parseViewBox(input: unknown): ViewBox | undefined {
  const numbers = readNumbers(input);
  if (!numbers || numbers.length !== 4) return undefined;
  const [x, y, width, height] = numbers as [number, number, number, number];
  if (!(width > 0 && height > 0)) return undefined;
  return { x, y, width, height };
}

/**
 * Whether a geographic extent (west, north, east, south in degrees) can calibrate a map: the
 * Mercator conversion divides by east - west and reaches infinity at the poles, so east must lie
 * east of west (by a finite span), north north of south, and both latitudes strictly between the
 * poles. Longitudes past 180 stay allowed: the world map spans -169 to 190.
 */
export function isUsableGeoExtent(west: number, north: number, east: number, south: number): boolean {
  return west < east && Number.isFinite(east - west) && south < north && north < 90 && south > -90;
}

/**
 * Parses the geographic view box attribute of a calibrated image. The attribute lists the west
 * longitude, north latitude, east longitude and south latitude, in that order (as in the
 * calibrated fixture maps). Anything but 4 numbers, or an extent {@link isUsableGeoExtent}
 * refuses, yields undefined: the map is then not geo-calibrated.
 */
export function parseGeoViewBox(input: unknown): GeoViewBox | undefined {
  const numbers = readNumbers(input);
  if (!numbers || numbers.length !== 4) return undefined;
  const [west, north, east, south] = numbers as [number, number, number, number];
  if (!isUsableGeoExtent(west, north, east, south)) return undefined;
  return { sw: { lat: south, lng: west }, ne: { lat: north, lng: east } };
}
