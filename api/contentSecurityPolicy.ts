/**
 * The exact hosts Google Maps' JavaScript API loads from, the one third-party script a page may
 * run (the street-map base layer): its loader and modules, then its fonts' style sheet and fonts.
 * Map tiles and imagery are images, which every page may load from any host already.
 */
const GOOGLE_MAPS = {
  scripts: 'https://maps.googleapis.com https://maps.gstatic.com',
  styles: 'https://fonts.googleapis.com',
  fonts: 'https://fonts.gstatic.com',
} as const;

/** What a page shows that widens its policy. */
export interface PagePolicyNeeds {
  /** A map on the page turns the Google base map on (or the page is the admin, which can). */
  googleMaps?: boolean;
}

/**
 * The Content-Security-Policy of the product's own HTML pages.
 *
 * - `script-src` has no `'unsafe-inline'`: the pages carry no inline script or handler (data
 *   travels in meta tags and data attributes), so markup injected through a record, a template
 *   or a form can never run script. `'unsafe-eval'` stays because the viewer turns the
 *   admin's handlebars templates into functions at run time (the server's precompiled template
 *   specs are JavaScript text in the map's JSON answer, made into objects with `new Function`;
 *   the admin compiles the templates it edits the same way) and the map's user-defined event
 *   handlers (`options.events`, source text, also `new Function`). Every map has templates (the
 *   defaults), so every page that shows a map needs it. The map engine itself does not: after
 *   `drawWithoutEval()` it draws with pixi's eval-free uniform functions (for a site that uses
 *   the engine as a library under a strict policy).
 * - `style-src 'unsafe-inline'`: the map's custom CSS and the admin's templates carry style
 *   attributes and `<style>` elements; styles cannot run script.
 * - images and tiles may come from any host (street-map tiles, marker and map images an admin
 *   links; a tile server on a plain-HTTP intranet included: images cannot run script), fetched
 *   data from any HTTPS host; workers come from our own build (or a blob).
 * - Google Maps' hosts only when `needs.googleMaps`: a page whose maps do not use the Google base
 *   map runs no script but ours.
 */
export function pagePolicy(frameAncestors: string, needs: PagePolicyNeeds = {}): string {
  const google = (hosts: string) => (needs.googleMaps ? ` ${hosts}` : '');
  return [
    "default-src 'self'",
    `script-src 'self' 'unsafe-eval'${google(GOOGLE_MAPS.scripts)}`,
    `style-src 'self' 'unsafe-inline'${google(GOOGLE_MAPS.styles)}`,
    "img-src 'self' data: blob: https: http:",
    `font-src 'self' data:${google(GOOGLE_MAPS.fonts)}`,
    "connect-src 'self' https:",
    "worker-src 'self' blob:",
    "frame-src 'self' https:",
    "object-src 'none'",
    "base-uri 'self'",
    "form-action 'self'",
    `frame-ancestors ${frameAncestors}`,
  ].join('; ');
}

/** The policy of every other answer (API, files): no framing outside `frameAncestors`, no plugins. */
export function resourcePolicy(frameAncestors: string): string {
  return `frame-ancestors ${frameAncestors}; object-src 'none'; base-uri 'self'`;
}
