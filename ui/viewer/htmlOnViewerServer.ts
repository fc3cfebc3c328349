/** Attributes whose value is a resource the browser loads by itself (an image, a video frame). */
const RESOURCE_ATTRIBUTE = /(\s(?:src|poster|data-src)\s*=\s*)(["']?)(\/(?!\/))/gi;
/** Links: rewritten only when they point at the server's own files, pages or API. */
const SERVER_LINK = /(\shref\s*=\s*)(["']?)(\/(?:uploads|maps|map|embed|wp-json)\/)/gi;
const SRCSET_ATTRIBUTE = /(\ssrcset\s*=\s*)(["'])([^"']*)\2/gi;
const STYLE_ATTRIBUTE = /(\sstyle\s*=\s*)(["'])([^"']*)\2/gi;
const CSS_URL = /url\(\s*(["']?|&quot;|&#x27;)(\/(?!\/))/gi;

function srcsetOnServer(srcset: string, origin: string): string {
  return srcset.split(',').map((candidate) => {
    const trimmed = candidate.trimStart();
    if (!trimmed.startsWith('/') || trimmed.startsWith('//')) return candidate;
    return `${candidate.slice(0, candidate.length - trimmed.length)}${origin}${trimmed}`;
  }).join(',');
}

/**
 * A template's HTML with its server addresses on the map's server: on another site's page an
 * `<img src="/uploads/…">` (a record's image, a marker image) would load from the host page's
 * origin. Rewrites `src`, `poster`, `data-src`, `srcset`, `url(/…)` in `style` attributes, and
 * `href`s to the server's own files, pages and API; full, protocol-relative (`//…`) and relative
 * addresses and the text itself are left alone. Unchanged without an origin (the server's own
 * pages).
 */
export function htmlOnViewerServer(html: string, origin: string | null): string {
  if (!origin || !html.includes('/')) return html;
  return html
    .replace(RESOURCE_ATTRIBUTE, (_match, name: string, quote: string, slash: string) => `${name}${quote}${origin}${slash}`)
    .replace(SERVER_LINK, (_match, name: string, quote: string, path: string) => `${name}${quote}${origin}${path}`)
    .replace(SRCSET_ATTRIBUTE, (_match, name: string, quote: string, value: string) => `${name}${quote}${srcsetOnServer(value, origin)}${quote}`)
    .replace(STYLE_ATTRIBUTE, (_match, name: string, quote: string, value: string) => `${name}${quote}${value.replace(CSS_URL, (_url, open: string, slash: string) => `url(${open}${origin}${slash}`)}${quote}`);
}
