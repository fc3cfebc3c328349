import type { Database } from './db/Database';
import type { PagePolicyNeeds } from './contentSecurityPolicy';
import { anyMapUsesGoogleMaps } from './repositories/mapsRepository';

/** The admin app (not its login page): its editor can turn the Google base map on for any map. */
const ADMIN_APP = /^\/admin\/(?:[?#]|$)/;
/** The placeholder every page, embed and shortcode renders for a map (`renderMapContainer`). */
const MAP_PLACEHOLDER = /<div class="mapsvg" data-map-id="(\d+)"/g;
/** More maps than any page shows; the ids past it are not looked up. */
const MOST_MAPS_LOOKED_UP = 200;

/** The ids of the maps an HTML page shows, from their placeholders. */
function mapIdsOfPage(html: string): number[] {
  const ids = new Set<number>();
  for (const match of html.matchAll(MAP_PLACEHOLDER)) {
    if (ids.size >= MOST_MAPS_LOOKED_UP) break;
    ids.add(Number(match[1]));
  }
  return [...ids];
}

/**
 * What the page's policy must allow beyond our own files: Google Maps' hosts only on the admin
 * app and on pages showing a map that turns the Google base map on.
 */
export async function pagePolicyNeeds(db: Database, url: string, html: string): Promise<PagePolicyNeeds> {
  if (ADMIN_APP.test(url)) return { googleMaps: true };
  return { googleMaps: await anyMapUsesGoogleMaps(db, mapIdsOfPage(html)) };
}
