import type { GeoPoint, SvgPoint } from '../../domain/index';

/** A distance search to show on the map: where it starts and how far it reaches. */
export interface SearchArea {
  /** The search's origin. */
  geoPoint: GeoPoint;
  /** The radius in kilometres; 0 or less shows the origin alone. */
  radiusKm: number;
  /** What the origin pin is called for assistive technology ("Search origin: Denver"). */
  label: string;
}

/** The distance search shown on the map, as the engine's `searchArea()` reports it. */
export interface ShownSearchArea {
  label: string;
  radiusKm: number;
  /** The origin in map units. */
  svgPoint: SvgPoint;
  /** The circle's points in map units (empty without a radius). */
  ring: SvgPoint[];
}
