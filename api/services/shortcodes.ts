import { escapeHtml } from './html';

/** One shortcode found in content: `[name key="value" key2=value]`. */
interface Shortcode {
  name: string;
  attributes: Record<string, string>;
}

const shortcodeSource = String.raw`\[([a-z0-9_-]+)((?:\s+[a-z0-9_-]+\s*=\s*(?:"[^"]*"|'[^']*'|[^\s\]"']+))*)\s*\/?\]`;
// Fresh RegExp objects per use: a shared global pattern would carry `lastIndex` between calls.
const shortcodesIn = (text: string) => text.matchAll(new RegExp(shortcodeSource, 'gi'));
const wholeShortcode = new RegExp(`^${shortcodeSource}$`, 'i');
const attributePattern = /([a-z0-9_-]+)\s*=\s*(?:"([^"]*)"|'([^']*)'|([^\s\]"']+))/gi;

/** Parses one shortcode string such as `[mapsvg id="3"]`; null when it is not one. */
export function parseShortcode(text: string): Shortcode | null {
  const trimmed = text.trim();
  const match = wholeShortcode.exec(trimmed);
  if (!match) return null;
  return { name: (match[1] ?? '').toLowerCase(), attributes: parseAttributes(match[2] ?? '') };
}

function parseAttributes(text: string): Record<string, string> {
  const attributes: Record<string, string> = {};
  for (const match of text.matchAll(attributePattern)) {
    const key = (match[1] ?? '').toLowerCase();
    attributes[key] = match[2] ?? match[3] ?? match[4] ?? '';
  }
  return attributes;
}

/** Renders one shortcode to HTML, or null when the shortcode is unknown. */
export type ShortcodeRenderer = (shortcode: Shortcode) => string | null;

/**
 * Renders text content: shortcodes known to a renderer become their HTML, everything else is
 * escaped text, paragraphs split on blank lines.
 */
export function renderContent(content: string, renderers: ShortcodeRenderer[]): string {
  return content
    .split(/\r?\n\s*\r?\n/)
    .filter((paragraph) => paragraph.trim() !== '')
    .map((paragraph) => renderParagraph(paragraph, renderers))
    .join('\n');
}

function renderParagraph(paragraph: string, renderers: ShortcodeRenderer[]): string {
  const parts: string[] = [];
  let cursor = 0;
  let hasBlock = false;
  for (const match of shortcodesIn(paragraph)) {
    const shortcode = parseShortcode(match[0]);
    const html = shortcode ? renderShortcode(shortcode, renderers) : null;
    if (html === null) continue;
    parts.push(escapeHtml(paragraph.slice(cursor, match.index)), html);
    cursor = (match.index ?? 0) + match[0].length;
    hasBlock = true;
  }
  parts.push(escapeHtml(paragraph.slice(cursor)));
  const html = parts.join('').trim();
  return hasBlock ? `<div class="entry-block">${html}</div>` : `<p>${html}</p>`;
}

/** Renders a shortcode with the first renderer that knows it. */
export function renderShortcode(shortcode: Shortcode, renderers: ShortcodeRenderer[]): string | null {
  for (const render of renderers) {
    const html = render(shortcode);
    if (html !== null) return html;
  }
  return null;
}
