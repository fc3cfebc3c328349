/** A Web Mercator camera as deck.gl's MapView and MapLibre take it (512 px tiles). */
export interface MercatorView {
  longitude: number;
  latitude: number;
  zoom: number;
}

const TILE = 512;

/** The world's width in px at `zoom` (deck.gl and MapLibre both use 512 px tiles). */
export function worldSize(zoom: number): number {
  return TILE * 2 ** zoom;
}

/** The zoom at which one degree of longitude spans `pxPerDegree` px. */
export function zoomForPxPerDegree(pxPerDegree: number): number {
  return Math.log2((pxPerDegree * 360) / TILE);
}

/** Longitude and latitude to world px at `zoom`. */
function project(lng: number, lat: number, zoom: number): [number, number] {
  const size = worldSize(zoom);
  const sin = Math.sin((lat * Math.PI) / 180);
  return [((lng + 180) / 360) * size, (0.5 - Math.log((1 + sin) / (1 - sin)) / (4 * Math.PI)) * size];
}

function unproject(x: number, y: number, zoom: number): [number, number] {
  const size = worldSize(zoom);
  const lng = (x / size) * 360 - 180;
  const lat = (Math.atan(Math.sinh(Math.PI * (1 - (2 * y) / size))) * 180) / Math.PI;
  return [lng, lat];
}

/** The view after the content moved by (dx, dy) screen px (a drag by that much). */
export function panView(view: MercatorView, dx: number, dy: number): MercatorView {
  const [x, y] = project(view.longitude, view.latitude, view.zoom);
  const [longitude, latitude] = unproject(x - dx, y - dy, view.zoom);
  return { longitude, latitude, zoom: view.zoom };
}
