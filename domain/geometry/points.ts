import { toFiniteNumber } from '../parsers/toFiniteNumber';

/** A point in the coordinate space of the vector image. */
export interface SvgPoint {
  x: number;
  y: number;
}

/** A geographic point in degrees. */
export interface GeoPoint {
  lat: number;
  lng: number;
}

/** Result of validating a point: always a usable point, plus the problem when the input was bad. */
export interface PointValidation<P> {
  point: P;
  /** Present when the input was rejected and the point fell back to 0,0; callers log it. */
  error?: string;
}

/** Message reported for an {x,y} object that is not two numbers. */
export const SVG_POINT_FORMAT_ERROR = 'incorrect format of {x,y} object';
/** Message reported for a {lat,lng} object that is not two numbers. */
export const GEO_POINT_FORMAT_ERROR = 'incorrect format of {lat,lng} object';

function readPair(input: unknown, a: string, b: string): [number, number] | undefined {
  if (typeof input !== 'object' || input === null) return undefined;
  const record = input as Record<string, unknown>;
  const first = toFiniteNumber(record[a]);
  const second = toFiniteNumber(record[b]);
  if (first === undefined || second === undefined) return undefined;
  return [first, second];
}

/**
 * Checks an {x,y} object. A bad one falls back to 0,0 so the map keeps working, and the error
 * tells the caller what to log.
 */
export function validateSvgPoint(input: unknown): PointValidation<SvgPoint> {
  const pair = readPair(input, 'x', 'y');
  if (!pair) return { point: { x: 0, y: 0 }, error: SVG_POINT_FORMAT_ERROR };
  return { point: { x: pair[0], y: pair[1] } };
}

/**
 * Checks a {lat,lng} object. A bad one falls back to 0,0 so the map keeps working, and the error
 * tells the caller what to log.
 */
export function validateGeoPoint(input: unknown): PointValidation<GeoPoint> {
  const pair = readPair(input, 'lat', 'lng');
  if (!pair) return { point: { lat: 0, lng: 0 }, error: GEO_POINT_FORMAT_ERROR };
  return { point: { lat: pair[0], lng: pair[1] } };
}
