/** Options of the raster tile street-map layer. */
export interface BaseMapOptions {
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
  /** Attribution text shown over the map. */
  attribution?: string;
}
