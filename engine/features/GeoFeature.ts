import type { GeoPoint, SvgPoint } from '../../domain/index';
import { GeoConverter, requireConverter } from '../geo/GeoConverter';
import type { SvgMapDocument } from '../svg/types';

/**
 * Geographic points on the map: converts between latitude/longitude and image coordinates
 * through the map's geographic view box. Markers, clusters, the street map and the user
 * location share its converter.
 */
export class GeoFeature {
  /** Null on maps without a geographic view box (`mapsvg:geoViewBox`). */
  readonly converter: GeoConverter | null;

  constructor(document: SvgMapDocument) {
    this.converter = GeoConverter.forDocument(document);
  }

  /** Image coordinates of a geographic point; throws when the map is not geo-calibrated. */
  geoToSvg(point: GeoPoint): SvgPoint {
    return requireConverter(this.converter).geoToSvg(point);
  }

  /** Geographic point (6 decimals) of image coordinates; throws when the map is not geo-calibrated. */
  svgToGeo(point: SvgPoint): GeoPoint {
    return requireConverter(this.converter).svgToGeo(point);
  }
}
