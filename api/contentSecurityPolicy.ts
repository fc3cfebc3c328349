/** Google Maps' JavaScript API, the one third-party script a page may load (the street-map base layer). */
const GOOGLE_MAPS = 'https://*.googleapis.com https://*.gstatic.com https://*.google.com';

/**
 * The Content-Security-Policy of the product's own HTML pages.
 *
 * - `script-src` has no `'unsafe-inline'`: the pages carry no inline script or handler (data
 *   travels in meta tags and data attributes), so markup injected through a record, a template
 *   or a form can never run script. `'unsafe-eval'` stays because the viewer compiles the
 *   admin's handlebars templates (handlebars builds each template with `new Function`) and the
 *   map's user-defined event handlers (`options.events`, also `new Function`), both at run time.
 * - `style-src 'unsafe-inline'`: the map's custom CSS and the admin's templates carry style
 *   attributes and `<style>` elements; styles cannot run script.
 * - images and tiles may come from any host (street-map tiles, marker and map images an admin
 *   links; a tile server on a plain-HTTP intranet included: images cannot run script), fetched
 *   data from any HTTPS host; workers come from our own build (or a blob).
 */
export function pagePolicy(frameAncestors: string): string {
  return [
    "default-src 'self'",
    `script-src 'self' 'unsafe-eval' ${GOOGLE_MAPS}`,
    `style-src 'self' 'unsafe-inline' ${GOOGLE_MAPS}`,
    "img-src 'self' data: blob: https: http:",
    `font-src 'self' data: ${GOOGLE_MAPS}`,
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
