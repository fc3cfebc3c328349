import { DEFAULT_MARKER_IMAGE, UPLOADED_MARKER_PREFIX } from '../../domain/index';

/**
 * The product's own default marker: a red pin drawn for this project (15x24, tip at the bottom
 * centre), shipped inline so no file has to be served or downloaded.
 */
const DEFAULT_PIN_SVG = '<svg xmlns="http://www.w3.org/2000/svg" width="30" height="48" viewBox="0 0 30 48">'
  + '<path d="M15 47 C15 47 2 27.5 2 15 A13 13 0 0 1 28 15 C28 27.5 15 47 15 47 Z" fill="#e53935" stroke="#8e1b18" stroke-width="2"/>'
  + '<circle cx="15" cy="15" r="5.5" fill="#ffffff"/></svg>';

/** The visitor's own position: a blue dot with a white ring (15x15). */
const USER_LOCATION_SVG = '<svg xmlns="http://www.w3.org/2000/svg" width="30" height="30" viewBox="0 0 30 30">'
  + '<circle cx="15" cy="15" r="12" fill="#1a73e8" stroke="#ffffff" stroke-width="5"/></svg>';

/** An SVG document as a data URL. */
function svgDataUrl(svg: string): string {
  return `data:image/svg+xml;charset=utf-8,${encodeURIComponent(svg)}`;
}

/** Address of the default red pin. */
export const DEFAULT_PIN_URL = svgDataUrl(DEFAULT_PIN_SVG);
/** Address of the user-location dot. */
export const USER_LOCATION_URL = svgDataUrl(USER_LOCATION_SVG);

/** Where marker image names resolve to. */
export interface MarkerImageBases {
  /** Folder of admin uploads; `uploads/x.png` becomes `{uploadsUrl}x.png`. Default `/uploads/`. */
  uploadsUrl?: string;
  /** Folder of built-in marker images other than the red pin; without it they show the red pin. */
  builtInUrl?: string;
  /**
   * Origin of the map's server (`https://maps.example.com`) on another site's page: images at
   * server addresses (`/uploads/x.png`) load from there, not from the page's own origin.
   */
  serverOrigin?: string;
}

/**
 * The address of a marker image from a location's `img`: uploaded images carry the `uploads/`
 * prefix and are served from the uploads folder; full addresses (`http(s):`, `data:`) are used
 * as they are, and so are server addresses (`/...`) unless the server's origin is given; an empty
 * value or the default name shows the red pin.
 */
export function markerImageUrl(img: string | null | undefined, bases: MarkerImageBases = {}): string {
  const name = (img ?? '').trim();
  if (name === '' || name === DEFAULT_MARKER_IMAGE) return DEFAULT_PIN_URL;
  if (name.startsWith('/') && !name.startsWith('//') && bases.serverOrigin) return `${bases.serverOrigin}${name}`;
  if (/^(https?:|data:|blob:|\/)/i.test(name)) return name;
  if (name.startsWith(UPLOADED_MARKER_PREFIX)) return `${bases.uploadsUrl ?? '/uploads/'}${name.slice(UPLOADED_MARKER_PREFIX.length)}`;
  return bases.builtInUrl ? `${bases.builtInUrl}${name}` : DEFAULT_PIN_URL;
}
