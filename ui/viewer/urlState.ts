/** The hash a region click writes and a load reads: `#/m/{regionId}`. */
const REGION_HASH = /^#\/m\/(.+)$/;

/** The region id of a `#/m/{regionId}` hash, or null. */
export function regionIdFromHash(hash: string): string | null {
  const match = REGION_HASH.exec(hash);
  if (!match?.[1]) return null;
  try {
    return decodeURIComponent(match[1]);
  } catch {
    return null;
  }
}

/** The `#/m/{regionId}` hash of a region. */
export function regionHash(id: string): string {
  return `#/m/${encodeURIComponent(id)}`;
}

/** The region id of the `mapsvg_select` query parameter, or null. */
export function regionIdFromQuery(search: string): string | null {
  const value = new URLSearchParams(search).get('mapsvg_select');
  return value && value.trim() !== '' ? value.trim() : null;
}

/** A map's view as a shared link keeps it: zoom, centre, open details and active filters. */
interface SharedView {
  /** Zoom level. */
  z?: number;
  /** Centre of the view in map units. */
  x?: number;
  y?: number;
  /** The open details view: `r:{regionId}` or `o:{recordId}`. */
  d?: string;
  /** Filter values by field name. */
  f?: Record<string, unknown>;
}

/** The query parameter holding one map's shared view. */
function sharedViewParam(mapId: number | string): string {
  return `mapsvg_view_${mapId}`;
}

function finite(value: unknown): number | undefined {
  const number = Number(value);
  return value !== null && value !== '' && Number.isFinite(number) ? number : undefined;
}

/** Reads a shared view from the page's query string; anything malformed is dropped. */
export function readSharedView(search: string, mapId: number | string): SharedView | null {
  const raw = new URLSearchParams(search).get(sharedViewParam(mapId));
  if (!raw) return null;
  let parsed: unknown;
  try {
    parsed = JSON.parse(raw);
  } catch {
    return null;
  }
  if (typeof parsed !== 'object' || parsed === null) return null;
  const source = parsed as Record<string, unknown>;
  const view: SharedView = {};
  const z = finite(source.z);
  const x = finite(source.x);
  const y = finite(source.y);
  if (z !== undefined) view.z = z;
  if (x !== undefined && y !== undefined) Object.assign(view, { x, y });
  if (typeof source.d === 'string' && /^[ro]:.+/.test(source.d)) view.d = source.d;
  if (typeof source.f === 'object' && source.f !== null && !Array.isArray(source.f)) view.f = source.f as Record<string, unknown>;
  return view;
}

/** The page's query string with one map's shared view written (or removed when empty). */
export function writeSharedView(search: string, mapId: number | string, view: SharedView): string {
  const params = new URLSearchParams(search);
  const compact: SharedView = {};
  if (view.z !== undefined) compact.z = Math.round(view.z * 100) / 100;
  if (view.x !== undefined && view.y !== undefined) Object.assign(compact, { x: Math.round(view.x * 10) / 10, y: Math.round(view.y * 10) / 10 });
  if (view.d) compact.d = view.d;
  if (view.f && Object.keys(view.f).length > 0) compact.f = view.f;
  if (Object.keys(compact).length === 0) params.delete(sharedViewParam(mapId));
  else params.set(sharedViewParam(mapId), JSON.stringify(compact));
  const text = params.toString();
  return text ? `?${text}` : '';
}

/** Whether the map keeps its whole view in the URL (option `shareViewInUrl`). */
export function sharesView(options: object): boolean {
  return (options as { shareViewInUrl?: unknown }).shareViewInUrl === true;
}
