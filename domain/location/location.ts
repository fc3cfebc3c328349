import type { GeoPoint, SvgPoint } from '../geometry/points';

/**
 * A postal address as stored with a location. Every geocoder component type becomes a key with
 * its long name, plus `{type}_short` with its short name; the keys below are the ones the product
 * relies on.
 */
export interface Address {
  route?: string;
  address_formatted?: string;
  administrative_area_level_1?: string;
  administrative_area_level_1_short?: string;
  administrative_area_level_2?: string;
  administrative_area_level_2_short?: string;
  country?: string;
  country_short?: string;
  postal_code?: string;
  /** Same as postal_code. */
  zip?: string;
  /** US only: administrative_area_level_1. */
  state?: string;
  /** US only: administrative_area_level_1_short. */
  state_short?: string;
  /** US only: administrative_area_level_2. */
  county?: string;
  [component: string]: string | undefined;
}

/** A place attached to a record or marker: where it is and which marker image shows it. */
export interface Location {
  /** Marker image file name; uploaded images carry the `uploads/` prefix. */
  img: string;
  address?: Address;
  geoPoint?: GeoPoint;
  svgPoint?: SvgPoint;
  /** Resolved address of the marker image. */
  imagePath?: string;
}

/** File name of the default marker image: a red pin. */
export const DEFAULT_MARKER_IMAGE = 'pin1_red.png';

/** Prefix of marker images uploaded by an admin, as opposed to the built-in ones. */
export const UPLOADED_MARKER_PREFIX = 'uploads/';
