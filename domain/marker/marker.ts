import type { GeoPoint, SvgPoint } from '../geometry/points';
import type { Location } from '../location/location';
import type { DataRecord } from '../record/record';
import type { Bubble } from '../region/region';

/** Default marker image width in px. */
export const MARKER_DEFAULT_WIDTH = 15;
/** Default marker image height in px. */
export const MARKER_DEFAULT_HEIGHT = 24;
/** Size in px of the marker showing the visitor's own location. */
export const USER_LOCATION_MARKER_SIZE = 15;
/** Cell size in px of the marker clustering grid. */
export const CLUSTER_CELL_SIZE = 50;
/** Drawn width in px of a cluster badge. */
export const CLUSTER_WIDTH = 30;

/** A pin on the map, placed by image or geographic coordinates. */
export interface Marker {
  /** `marker_{n}`. */
  id: string;
  /** Address of the marker image. */
  src: string;
  width: number;
  height: number;
  svgPoint: SvgPoint;
  geoPoint?: GeoPoint;
  /** The record this marker shows. */
  object?: DataRecord;
  location?: Location;
  label?: string;
  bubble?: Bubble;
}

/** Markers grouped into one grid cell, drawn as a badge with their count. */
export interface MarkerCluster {
  /** Grid cell column. */
  cellX: number;
  /** Grid cell row. */
  cellY: number;
  markers: Marker[];
  /** Number shown on the badge. */
  count: number;
  /** Where the badge is drawn, in image coordinates. */
  svgPoint: SvgPoint;
}

/** The id a marker created with counter value `n` gets. */
export function markerId(n: number): string {
  return `marker_${n}`;
}

/**
 * Allocates the id of a new marker. The counter restarts from 0 when the map has no markers, so
 * an emptied map numbers its markers from marker_1 again.
 */
export function nextMarkerId(
  markerLastID: number,
  markerCount: number,
): { id: string; markerLastID: number } {
  const base = markerCount === 0 ? 0 : markerLastID;
  const next = base + 1;
  return { id: markerId(next), markerLastID: next };
}
