import type { GeoPoint, SvgPoint } from '../geometry/points';
import type { Location } from '../location/location';

/** A region linked to a record. */
export interface RegionRef {
  id: string;
  title: string;
  /** Regions table the region comes from; records may link regions of several maps. */
  tableName?: string;
}

/** One image size of an image field. */
export interface ImageSize {
  url: string;
  width?: number;
  height?: number;
}

/** One image of an image field. */
export interface ImageValue {
  full: string;
  thumbnail: string;
  medium: string;
  sizes?: { full?: ImageSize; thumbnail?: ImageSize; medium?: ImageSize };
  caption?: string;
  description?: string;
}

/** The value of a post field. */
export interface PostValue {
  id: number;
  url: string;
  post_title: string;
}

/** One chosen item of a multi-select field. */
export interface LabelledValue {
  label: string;
  value: string;
}

/** The value of a distance filter. */
export interface DistanceValue {
  units: string;
  geoPoint?: GeoPoint;
  length: number;
  address: string;
  country?: string;
}

/** Any value a record field can hold. */
export type FieldValue =
  | string
  | number
  | boolean
  | null
  | RegionRef[]
  | Location
  | ImageValue[]
  | PostValue
  | LabelledValue[]
  | DistanceValue
  | SvgPoint
  | string[];

/**
 * A record (custom object) of a table: its id plus one value per schema field. Select and radio
 * fields also keep a readable label under `{name}_text`.
 */
export interface DataRecord {
  id: number | string;
  [field: string]: unknown;
}
