import type { StreetMapTiles } from '../../domain/index';

/** Options of the raster tile street-map layer. */
export interface BaseMapOptions {
  /** The map options' named tiles (resolved to `url` and `attribution` when the map is made). */
  tiles?: StreetMapTiles;
  /** Show the layer. */
  on?: boolean;
  /** `xyz` raster tiles (default) or the Google Maps adapter. */
  provider?: 'xyz' | 'google';
  /** Tile address template with `{z}`, `{x}`, `{y}` (and optional `{s}`). */
  url?: string;
  /** Subdomains for `{s}`. */
  subdomains?: string[];
  /** Highest zoom the tile server has; deeper views scale its tiles up. Default 19. */
  maxZoom?: number;
  /** Tile size in px. Default 256. */
  tileSize?: number;
  /** Attribution text shown over the map's lower right corner (plain text). */
  attribution?: string;
  /** Where the attribution links to. */
  attributionUrl?: string;
  /**
   * Request nothing from the tile service (or Google) until the visitor consents: the map shows
   * a button that loads the layer; page-wide consent loads it at once (see streetMapConsent).
   */
  waitForConsent?: boolean;
}

/** Why a street-map layer was refused: it needs to know where the map lies on Earth. */
export const BASE_MAP_NEEDS_GEO = 'A street-map layer needs a geo-calibrated map (mapsvg:geoViewBox).';
