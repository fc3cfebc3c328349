/** The attribute that marks a map's root, so its custom CSS applies to it alone. */
const SCOPE_ATTRIBUTE = 'data-mapsvg-scope';

/**
 * Scopes a map's custom CSS to that map: the rules are nested in the map root's selector (native
 * CSS nesting), so `.mapsvg-popover { … }` or `h5 { … }` written for one map never styles another
 * map on the page. `@import` is dropped: nothing is fetched from elsewhere.
 */
export function scopeCss(css: string, scope: string): string {
  const cleaned = css.replace(/@import[^;]*;/gi, '').trim();
  if (cleaned === '') return '';
  const selector = `[${SCOPE_ATTRIBUTE}="${scope.replace(/["\\]/g, '')}"]`;
  return `${selector} {\n${cleaned}\n}`;
}
