/** The admin screens a map has. */
export type MapScreenName = 'editor' | 'records' | 'regions' | 'schema' | 'import';

/**
 * The contact-form screens: the list, the editor (a new form when `formId` is null), a form's
 * inbox (the submissions of deleted forms when `formId` is null), the outbox.
 */
export type ContactFormRoute =
  | { view: 'contact-forms' }
  | { view: 'contact-form-edit'; formId: number | null }
  | { view: 'contact-form-inbox'; formId: number | null }
  | { view: 'contact-form-outbox' };

/** Where the admin is: the maps list, one screen of one map, or a contact-form screen. */
export type AdminRoute = { view: 'maps' } | { view: MapScreenName; mapId: number } | ContactFormRoute;

/** Whether the route is one of a map's screens. */
export function isMapScreen(route: AdminRoute): route is { view: MapScreenName; mapId: number } {
  return 'mapId' in route;
}

function parseContactFormRoute(hash: string): ContactFormRoute | null {
  if (hash === '#/contact-forms') return { view: 'contact-forms' };
  if (hash === '#/contact-forms/new') return { view: 'contact-form-edit', formId: null };
  if (hash === '#/contact-forms/outbox') return { view: 'contact-form-outbox' };
  if (hash === '#/contact-forms/deleted/inbox') return { view: 'contact-form-inbox', formId: null };
  const match = /^#\/contact-forms\/(\d{1,9})\/(edit|inbox)$/.exec(hash);
  if (!match) return null;
  const formId = Number(match[1]);
  return match[2] === 'edit' ? { view: 'contact-form-edit', formId } : { view: 'contact-form-inbox', formId };
}

function formatContactFormRoute(route: ContactFormRoute): string {
  switch (route.view) {
    case 'contact-forms': return '#/contact-forms';
    case 'contact-form-outbox': return '#/contact-forms/outbox';
    case 'contact-form-edit': return route.formId === null ? '#/contact-forms/new' : `#/contact-forms/${route.formId}/edit`;
    case 'contact-form-inbox': return `#/contact-forms/${route.formId ?? 'deleted'}/inbox`;
  }
}

const MAP_SCREENS: readonly MapScreenName[] = ['editor', 'records', 'regions', 'schema', 'import'];

/**
 * Reads a route from the location hash (`#/maps/12/records`). The hash keeps the server's one
 * admin page while the browser's back button and bookmarks still work; anything unknown is the
 * maps list.
 */
export function parseRoute(hash: string): AdminRoute {
  const contactForms = parseContactFormRoute(hash);
  if (contactForms !== null) return contactForms;
  const match = /^#\/maps\/(\d{1,9})\/([a-z]+)$/.exec(hash);
  if (!match) return { view: 'maps' };
  const screen = match[2] as MapScreenName;
  if (!MAP_SCREENS.includes(screen)) return { view: 'maps' };
  return { view: screen, mapId: Number(match[1]) };
}

/** The hash of a route, the inverse of `parseRoute`. */
export function formatRoute(route: AdminRoute): string {
  if (route.view === 'maps') return '#/maps';
  if (isMapScreen(route)) return `#/maps/${route.mapId}/${route.view}`;
  return formatContactFormRoute(route);
}
