import { computeLayout, PHONE_MEDIA_QUERY } from './layout';
import { resolveMapOptions, usesRecords, type ResolvedMap } from './mapOptions';
import type { LightStart } from './deferredViewer';
import type { MapStartData } from './mapAnswer';
import { readSharedView, regionIdFromHash, regionIdFromQuery, sharesView } from './urlState';

/** What the page says about itself that decides how a map starts. */
export interface PageFacts {
  isPhone: boolean;
  /** The address's query string and hash. */
  search: string;
  hash: string;
  /** Whether an element with this id exists on the page. */
  elementExists(id: string): boolean;
}

/** The page as it is now. */
function currentPage(): PageFacts {
  return {
    isPhone: window.matchMedia(PHONE_MEDIA_QUERY).matches,
    search: window.location.search,
    hash: window.location.hash,
    elementExists: (id) => document.getElementById(id) !== null,
  };
}

function hasUserHandlers(events: Record<string, unknown>): boolean {
  return Object.values(events).some((handler) => typeof handler === 'string' && handler.trim() !== '');
}

/** Whether the map's tables add nothing to its first frame: no record markers, no region status. */
function tablesAddNothing(options: ResolvedMap, data: MapStartData | undefined): boolean {
  if (!options.database.on) return true;
  if (!data) return false;
  return !data.hasRegionStatuses && (!usesRecords(options) || !data.hasRecords);
}

/** Whether the address asks the map for something at once (a region to select, a shared view). */
function addressAsksForMore(options: ResolvedMap, mapId: number, page: PageFacts): boolean {
  if (regionIdFromQuery(page.search) || regionIdFromHash(page.hash)) return true;
  return sharesView(options) && readSharedView(page.search, mapId) !== null;
}

/**
 * Whether a map's first screen is the map alone, with at most its zoom buttons: no directory,
 * filters, legend, labels, panels, site handlers or custom CSS, nothing from its tables, and
 * nothing the address asks for. Such a map starts with the engine only; the viewer's overlays
 * (tooltips, popovers, details) load when the visitor first reaches for the map.
 */
export function startsWithMapAlone(options: ResolvedMap, mapId: number, data: MapStartData | undefined, page: PageFacts): boolean {
  const layout = computeLayout(options, page);
  if (layout.directory !== null || layout.filters !== null || layout.problems.length > 0) return false;
  if (options.choropleth.on || options.layersControl.on || options.floorsControl.on) return false;
  if (options.labelsRegions.on || options.labelsMarkers.on) return false;
  const controls = options.controls as { userLocation?: boolean; previousMap?: boolean; downloadPng?: boolean };
  if (controls.userLocation || controls.downloadPng) return false;
  if (options.css.trim() !== '' || hasUserHandlers(options.events)) return false;
  return tablesAddNothing(options, data) && !addressAsksForMore(options, mapId, page);
}

/** The page entry's light start: decided from the page's answer, code loaded on demand. */
export const lightStart: LightStart = {
  decide(answer) {
    const options = resolveMapOptions({ id: answer.map.id, title: answer.map.title, options: answer.map.options });
    return startsWithMapAlone(options, answer.map.id, answer.startData, currentPage()) ? options : null;
  },
  place: (container, answer, options, cancelled, file) => import('./lightMarkup').then((light) => (cancelled() ? null : light.placeLightMap(container, answer, options, file))),
  load: () => import('./lightMount'),
};
