import { GEO_DECIMALS, validateGeoPoint, validateSvgPoint, type GeoPoint, type SvgPoint } from '../../domain/index';
import { latitudeOfOrdinate, mercatorOrdinate } from './mercator';

/** `mapsvg:geoViewBox` as the parser gives it: west, north, east, south in degrees. */
type GeoViewBoxTuple = readonly [number, number, number, number];
/** The image's view box `[x, y, width, height]`. */
type ViewBoxTuple = readonly [number, number, number, number];

/**
 * The image width of the world map made for the street-map service: it already spans the whole
 * Mercator world, so it gets no vertical shift.
 */
export const WORLD_MAP_VIEW_WIDTH = 20426;

/** Thrown when a map without `mapsvg:geoViewBox` is asked to convert coordinates. */
export const NO_GEO_VIEW_BOX_MESSAGE = "Can't convert between geographic and image coordinates: the map has no geographic view box (mapsvg:geoViewBox).";

/**
 * Where the Web Mercator world square sits in image coordinates: normalised Mercator
 * coordinates `(u, v)` in 0..1 (as XYZ tiles use) map to `origin + worldSize · (u, v)`.
 */
export interface MercatorFrame {
  originX: number;
  originY: number;
  worldSize: number;
}

function round(value: number): number {
  return Number(value.toFixed(GEO_DECIMALS));
}

/** Logs a rejected point, as the spec asks (the conversion then uses 0,0). */
function reportBadPoint(error: string | undefined): void {
  if (error) console.error(`MapSVG: ${error}`);
}

/**
 * Converts between geographic points and image coordinates of a calibrated map with Web
 * Mercator, as the product always has: x is linear in longitude over the geo view box, y is
 * the Mercator ordinate scaled by the same factor. The north edge of the geo view box lies on
 * the top of the image (a vertical shift), except for the world map whose view width is
 * {@link WORLD_MAP_VIEW_WIDTH}, where the south edge lies on the bottom instead.
 * Geographic results are rounded to 6 decimals.
 */
export class GeoConverter {
  private readonly west: number;
  private readonly lonDelta: number;
  /** Image units per radian of Mercator ordinate (the world map radius). */
  private readonly radius: number;
  /** Image y of Mercator ordinate 0 (the equator). */
  private readonly equatorY: number;
  private readonly vx: number;

  constructor(geoViewBox: GeoViewBoxTuple, viewBox: ViewBoxTuple) {
    const [west, north, east, south] = geoViewBox;
    const [vx, vy, width, height] = viewBox;
    this.west = west;
    this.lonDelta = east - west;
    this.vx = vx;
    this.radius = ((width / this.lonDelta) * 360) / (2 * Math.PI);
    const shifted = width !== WORLD_MAP_VIEW_WIDTH;
    this.equatorY = shifted ? vy + this.radius * mercatorOrdinate(north) : vy + height + this.radius * mercatorOrdinate(south);
  }

  /** A converter for a parsed document, or null when it is not geo-calibrated. */
  static forDocument(document: { geoViewBox: GeoViewBoxTuple | undefined; viewBox: ViewBoxTuple }): GeoConverter | null {
    return document.geoViewBox ? new GeoConverter(document.geoViewBox, document.viewBox) : null;
  }

  /** Image coordinates of a {lat,lng} object; a malformed one is logged and treated as 0,0. */
  geoToSvg(input: GeoPoint | unknown): SvgPoint {
    const { point, error } = validateGeoPoint(input);
    reportBadPoint(error);
    return {
      x: this.vx + (point.lng - this.west) * (this.radius * 2 * Math.PI / 360),
      y: this.equatorY - this.radius * mercatorOrdinate(point.lat),
    };
  }

  /** The geographic point at image coordinates, rounded to 6 decimals; a malformed {x,y} is logged and treated as 0,0. */
  svgToGeo(input: SvgPoint | unknown): GeoPoint {
    const { point, error } = validateSvgPoint(input);
    reportBadPoint(error);
    const ordinate = (this.equatorY - point.y) / this.radius;
    const lat = latitudeOfOrdinate(ordinate);
    const lng = this.west + ((point.x - this.vx) / (this.radius * 2 * Math.PI)) * 360;
    return { lat: round(lat), lng: round(lng) };
  }

  /** The Web Mercator world square in image coordinates (tile layers are laid out with it). */
  mercatorFrame(): MercatorFrame {
    const worldSize = this.radius * 2 * Math.PI;
    return { originX: this.vx + (-180 - this.west) * (worldSize / 360), originY: this.equatorY - worldSize / 2, worldSize };
  }
}

/** Throws the spec's error when a map is not calibrated; returns the converter otherwise. */
export function requireConverter(converter: GeoConverter | null): GeoConverter {
  if (!converter) throw new Error(NO_GEO_VIEW_BOX_MESSAGE);
  return converter;
}
