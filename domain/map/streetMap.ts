import type { GoogleMapsOptions, StreetMapOptions, StreetMapTiles } from './optionTypes/viewOptions';

/** A tile service the admin picks by name: its address template and the credit its terms ask for. */
export interface TilePreset {
  /** `{z}`, `{x}`, `{y}` (and `{s}`); `{server}` is the Map Studio server's own address. */
  url: string;
  attribution: string;
  /** Where the credit links to. */
  attributionUrl?: string;
  subdomains?: string[];
  maxZoom: number;
}

/** The tile services offered by name (`baseMap.tiles`); `custom` and `google` are the other choices. */
export const TILE_PRESETS = {
  openstreetmap: {
    url: 'https://tile.openstreetmap.org/{z}/{x}/{y}.png',
    attribution: '© OpenStreetMap contributors',
    attributionUrl: 'https://www.openstreetmap.org/copyright',
    maxZoom: 19,
  },
  server: {
    url: '{server}/tiles/{z}/{x}/{y}.png',
    attribution: 'Plain tiles by Map Studio',
    maxZoom: 19,
  },
} as const satisfies Record<string, TilePreset>;

/** Every `baseMap.tiles` choice, in the order the admin lists them. */
export const STREET_MAP_TILES: readonly StreetMapTiles[] = ['openstreetmap', 'server', 'custom', 'google'];

/** The street map a map's options ask for, with its tiles' address and credit resolved. */
export type ResolvedStreetMap =
  | { provider: 'google'; waitForConsent: boolean }
  | { provider: 'xyz'; url: string; attribution: string; attributionUrl?: string; subdomains?: string[]; maxZoom?: number; waitForConsent: boolean };

/**
 * The street-map layer a map's options turn on, or null: Google Maps when `googleMaps.on` (maps
 * saved before the tiles choice) or `baseMap.tiles` is `google`; else the XYZ tiles `baseMap.tiles`
 * names, or the `custom` address and attribution. `serverUrl` replaces `{server}` (no trailing
 * slash). A custom choice without an address has no layer.
 */
export function resolveStreetMap(
  options: { baseMap?: Partial<StreetMapOptions>; googleMaps?: Partial<Pick<GoogleMapsOptions, 'on'>> },
  serverUrl: string,
): ResolvedStreetMap | null {
  const baseMap = options.baseMap ?? {};
  const waitForConsent = baseMap.waitForConsent === true;
  if (options.googleMaps?.on) return { provider: 'google', waitForConsent };
  if (!baseMap.on) return null;
  const tiles = baseMap.tiles ?? (baseMap.url ? 'custom' : 'openstreetmap');
  if (tiles === 'google') return { provider: 'google', waitForConsent };
  if (tiles === 'custom') {
    const url = (baseMap.url ?? '').trim();
    return url ? { provider: 'xyz', url, attribution: (baseMap.attribution ?? '').trim(), waitForConsent } : null;
  }
  const preset: TilePreset = TILE_PRESETS[tiles in TILE_PRESETS ? (tiles as keyof typeof TILE_PRESETS) : 'openstreetmap'];
  return { provider: 'xyz', ...preset, url: preset.url.replace('{server}', serverUrl), waitForConsent };
}
