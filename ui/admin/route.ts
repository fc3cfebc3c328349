/** The admin screens a map has. */
export type MapScreenName = 'editor' | 'records' | 'regions' | 'schema' | 'import';

/** Where the admin is: the maps list, or one screen of one map. */
export type AdminRoute = { view: 'maps' } | { view: MapScreenName; mapId: number };

const MAP_SCREENS: readonly MapScreenName[] = ['editor', 'records', 'regions', 'schema', 'import'];

/**
 * Reads a route from the location hash (`#/maps/12/records`). The hash keeps the server's one
 * admin page while the browser's back button and bookmarks still work; anything unknown is the
 * maps list.
 */
export function parseRoute(hash: string): AdminRoute {
  const match = /^#\/maps\/(\d{1,9})\/([a-z]+)$/.exec(hash);
  if (!match) return { view: 'maps' };
  const screen = match[2] as MapScreenName;
  if (!MAP_SCREENS.includes(screen)) return { view: 'maps' };
  return { view: screen, mapId: Number(match[1]) };
}

/** The hash of a route, the inverse of `parseRoute`. */
export function formatRoute(route: AdminRoute): string {
  return route.view === 'maps' ? '#/maps' : `#/maps/${route.mapId}/${route.view}`;
}
