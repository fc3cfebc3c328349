/** Escapes text for HTML element content and attribute values. */
export function escapeHtml(text: string): string {
  return text
    .replace(/&/g, '&amp;')
    .replace(/</g, '&lt;')
    .replace(/>/g, '&gt;')
    .replace(/"/g, '&quot;')
    .replace(/'/g, '&#39;');
}

/** Tags that load one browser bundle (module script plus its stylesheets). */
export interface BundleTags {
  scripts: string[];
  styles: string[];
  /** Module scripts the bundle imports as soon as it runs: fetched beside it (`modulepreload`). */
  modulePreloads?: string[];
  /** Stylesheets those modules bring: fetched early, applied when the modules ask for them. */
  stylePreloads?: string[];
}

/** What a full page needs. `body` is trusted HTML built by the server. */
interface PageParts {
  title: string;
  body: string;
  bundles: BundleTags[];
  /** Extra `<meta>` values, e.g. the admin nonce. */
  meta?: Record<string, string>;
  /** Classes of `<body>` beside `mapsvg-site`, which the site's own styles are scoped to. */
  bodyClass?: string;
  /**
   * Whether the page links the product's icon (the default). An embed page does not: it shows
   * inside other sites' frames, where no icon shows, and the icon's loading would only take
   * the page's main thread while its maps start (a browser opening the page by itself still
   * asks for `/favicon.ico`).
   */
  icon?: boolean;
  /** Alternate forms of the page (`<link rel="alternate">`), e.g. its oEmbed answer. */
  alternates?: Array<{ type: string; href: string; title: string }>;
  /** The page's own address (`<link rel="canonical">`). */
  canonical?: string;
}

function headLinks(alternates: PageParts['alternates'] = [], canonical?: string): string {
  const links = alternates.map((link) => `<link rel="alternate" type="${escapeHtml(link.type)}" href="${escapeHtml(link.href)}" title="${escapeHtml(link.title)}">`);
  if (canonical) links.push(`<link rel="canonical" href="${escapeHtml(canonical)}">`);
  return links.join('\n    ');
}

/**
 * Renders a complete HTML document. No inline code: data travels in meta tags, attributes and
 * JSON data blocks (`<script type="application/json">`, never run, so no script policy applies).
 */
export function renderPage({ title, body, bundles, meta = {}, bodyClass = '', icon = true, alternates, canonical }: PageParts): string {
  const metaTags = Object.entries(meta)
    .map(([name, content]) => `<meta name="${escapeHtml(name)}" content="${escapeHtml(content)}">`)
    .join('\n    ');
  const styles = bundles.flatMap((bundle) => bundle.styles)
    .map((href) => `<link rel="stylesheet" href="${escapeHtml(href)}">`).join('\n    ');
  const scripts = bundles.flatMap((bundle) => bundle.scripts)
    .map((src) => `<script type="module" src="${escapeHtml(src)}"></script>`).join('\n    ');
  const preloads = [
    ...bundles.flatMap((bundle) => bundle.modulePreloads ?? []).map((href) => `<link rel="modulepreload" href="${escapeHtml(href)}">`),
    // The viewer's loader links these stylesheets with `crossorigin`: the preload must ask the
    // same way (credentials mode), or the browser fetches them twice and warns.
    ...bundles.flatMap((bundle) => bundle.stylePreloads ?? []).map((href) => `<link rel="preload" as="style" href="${escapeHtml(href)}" crossorigin>`),
  ].join('\n    ');
  return `<!doctype html>
<html lang="en">
  <head>
    <meta charset="utf-8">
    <meta name="viewport" content="width=device-width, initial-scale=1">
    ${icon ? '<link rel="icon" href="/favicon.ico" type="image/svg+xml">' : ''}
    <title>${escapeHtml(title)}</title>
    ${headLinks(alternates, canonical)}
    ${metaTags}
    ${styles}
    ${scripts}
    ${preloads}
  </head>
  <body class="${escapeHtml(['mapsvg-site', bodyClass].filter(Boolean).join(' '))}">
${body}
  </body>
</html>
`;
}
