/** A point of the map image (SVG user units). */
export interface ImagePoint {
  x: number;
  y: number;
}

/** A geographic point in degrees. */
interface LatLng {
  lat: number;
  lng: number;
}

/** One control point: where a place is on the image and where it is on Earth. */
export interface ControlPoint {
  image: ImagePoint;
  geo: LatLng;
}

/** `mapsvg:geoViewBox` as the file stores it: west, north, east, south in degrees. */
type GeoViewBoxTuple = [number, number, number, number];

/** The image's view box `[x, y, width, height]`, as the engine's document gives it. */
type ViewBoxTuple = readonly [number, number, number, number];

/** A fitted calibration with its errors, in image units (px of the SVG). */
export interface GeoFit {
  geoViewBox: GeoViewBoxTuple;
  /** Distance between each control point and where the fit puts its latitude/longitude. */
  residuals: number[];
  /** Root mean square of the residuals. */
  rms: number;
  max: number;
}

/** Why no calibration could be fitted. */
type GeoFitProblem = 'too-few-points' | 'same-place' | 'mirrored' | 'out-of-range';

/** The words shown to the admin for each {@link GeoFitProblem}. */
export const GEO_FIT_MESSAGES: Record<GeoFitProblem, string> = {
  'too-few-points': 'Place at least two control points.',
  'same-place': 'The control points need different longitudes or latitudes.',
  'mirrored': 'The control points are mirrored (east is left of west or north below south): check the coordinates.',
  'out-of-range': 'The fitted map reaches beyond the poles: check the coordinates.',
};

/** Web Mercator's web-map latitude limit; the projection is unbounded at the poles. */
const MAX_LATITUDE = 85.05112878;
const DEGREES = 180 / Math.PI;

/** The Mercator ordinate of a latitude, in degrees of longitude so both axes share one scale. */
function mercatorDegrees(lat: number): number {
  const phi = lat / DEGREES;
  return DEGREES * Math.log(Math.tan(Math.PI / 4 + phi / 2));
}

function latitudeOf(mercator: number): number {
  return DEGREES * Math.atan(Math.sinh(mercator / DEGREES));
}

/** Solves a 3×3 system by Cramer's rule; null when it is singular. */
function solve3(m: number[][], v: number[]): [number, number, number] | null {
  const det = (a: number[][]) =>
    a[0]![0]! * (a[1]![1]! * a[2]![2]! - a[1]![2]! * a[2]![1]!)
    - a[0]![1]! * (a[1]![0]! * a[2]![2]! - a[1]![2]! * a[2]![0]!)
    + a[0]![2]! * (a[1]![0]! * a[2]![1]! - a[1]![1]! * a[2]![0]!);
  const d = det(m);
  if (!Number.isFinite(d) || Math.abs(d) < 1e-12) return null;
  const column = (index: number) => m.map((row, r) => row.map((value, c) => (c === index ? v[r]! : value)));
  return [det(column(0)) / d, det(column(1)) / d, det(column(2)) / d];
}

/**
 * Fits the map's geographic view box to control points by least squares, with the mapping the
 * engine's GeoConverter uses: x is linear in longitude, y is the Mercator ordinate, both with one
 * scale `k` (image units per degree), no rotation. Unknowns `k`, `a`, `b` in
 * `x = a + k·lng` and `y = b − k·mercator(lat)`; every point gives two equations. The box's
 * west/east are the longitudes at the left/right edges of the view box and north/south the
 * latitudes at its top/bottom, which is what the converter reads back (it anchors the north edge
 * on the top, or for the world map the south edge on the bottom).
 */
export function fitGeoViewBox(points: readonly ControlPoint[], viewBox: ViewBoxTuple): GeoFit | GeoFitProblem {
  if (points.length < 2) return 'too-few-points';
  if (points.some(({ geo }) => Math.abs(geo.lat) > MAX_LATITUDE)) return 'out-of-range';
  // Normal equations of the stacked rows [lng, 1, 0]·(k, a, b) = x and [−m, 0, 1]·(k, a, b) = y.
  let kk = 0, ka = 0, kb = 0, kx = 0, n = 0, sx = 0, sy = 0;
  for (const { image, geo } of points) {
    const m = mercatorDegrees(geo.lat);
    kk += geo.lng * geo.lng + m * m;
    ka += geo.lng;
    kb -= m;
    kx += geo.lng * image.x - m * image.y;
    sx += image.x;
    sy += image.y;
    n += 1;
  }
  const solved = solve3([[kk, ka, kb], [ka, n, 0], [kb, 0, n]], [kx, sx, sy]);
  if (!solved) return 'same-place';
  const [k, a, b] = solved;
  if (!(Math.abs(k) > 1e-9)) return 'same-place';
  if (k < 0) return 'mirrored';
  const [vx, vy, width, height] = viewBox;
  const west = (vx - a) / k;
  const east = west + width / k;
  const north = latitudeOf((b - vy) / k);
  const south = latitudeOf((b - vy - height) / k);
  if (!(north < 90 && south > -90) || !Number.isFinite(east - west)) return 'out-of-range';
  const residuals = points.map(({ image, geo }) => Math.hypot(a + k * geo.lng - image.x, b - k * mercatorDegrees(geo.lat) - image.y));
  const rms = Math.sqrt(residuals.reduce((sum, r) => sum + r * r, 0) / residuals.length);
  return { geoViewBox: [west, north, east, south], residuals, rms, max: Math.max(...residuals) };
}

/** The attribute text of a geo view box: four numbers with 6 decimals (about 0.1 m). */
export function formatGeoViewBox(box: readonly number[]): string {
  return box.map((value) => Number(value.toFixed(6)).toString()).join(' ');
}

const ROOT_TAG = /<svg\b[^>]*>/;

/**
 * The SVG text with `mapsvg:geoViewBox` set on its root element (replacing any old value) and
 * the `mapsvg` namespace declared, so the file stays well-formed XML. Undefined when the text has
 * no `<svg>` root.
 */
export function withGeoViewBox(svg: string, box: readonly number[]): string | undefined {
  const match = ROOT_TAG.exec(svg);
  if (!match) return undefined;
  let tag = match[0].replace(/\s+mapsvg:geoViewBox\s*=\s*("[^"]*"|'[^']*')/, '');
  const close = tag.endsWith('/>') ? '/>' : '>';
  tag = tag.slice(0, tag.length - close.length);
  if (!/\sxmlns:mapsvg\s*=/.test(tag)) tag += ' xmlns:mapsvg="http://mapsvg.com"';
  tag += ` mapsvg:geoViewBox="${formatGeoViewBox(box)}"${close}`;
  return svg.slice(0, match.index) + tag + svg.slice(match.index + match[0].length);
}

/**
 * The map point under a viewport point, from the engine's one-way `mapToScreen` (the camera is a
 * scale plus a shift, so two known points give the inverse). Null before the map is drawn.
 */
export function screenToImage(mapToScreen: (point: ImagePoint) => ImagePoint | null, screen: ImagePoint): ImagePoint | null {
  const origin = mapToScreen({ x: 0, y: 0 });
  const unit = mapToScreen({ x: 1000, y: 1000 });
  if (!origin || !unit) return null;
  const sx = (unit.x - origin.x) / 1000;
  const sy = (unit.y - origin.y) / 1000;
  if (!sx || !sy) return null;
  return { x: (screen.x - origin.x) / sx, y: (screen.y - origin.y) / sy };
}
