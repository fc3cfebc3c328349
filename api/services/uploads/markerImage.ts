import { SaxesParser } from 'saxes';
import { hasExternalCssReference } from './svgCssReferences';
import { checkDepth, checkShapePoints, SvgLimitExceeded } from './svgLimits';

/** Image kinds a marker upload may be. */
export type MarkerImageType = 'png' | 'jpeg' | 'gif' | 'webp' | 'svg';

/** File extensions accepted for each kind. */
export const MARKER_EXTENSIONS: Record<MarkerImageType, readonly string[]> = {
  png: ['png'],
  jpeg: ['jpg', 'jpeg'],
  gif: ['gif'],
  webp: ['webp'],
  svg: ['svg'],
};

function startsWith(bytes: Buffer, signature: readonly number[], at = 0): boolean {
  return signature.every((byte, index) => bytes[at + index] === byte);
}

/**
 * The kind of image the bytes really are, from their signature (never from the name): PNG,
 * JPEG, GIF, WebP, or text that parses as an SVG document. Undefined for anything else.
 */
export function detectImageType(bytes: Buffer): MarkerImageType | undefined {
  if (startsWith(bytes, [0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a])) return 'png';
  if (startsWith(bytes, [0xff, 0xd8, 0xff])) return 'jpeg';
  const head = bytes.subarray(0, 6).toString('latin1');
  if (head === 'GIF87a' || head === 'GIF89a') return 'gif';
  if (bytes.subarray(0, 4).toString('latin1') === 'RIFF' && bytes.subarray(8, 12).toString('latin1') === 'WEBP') return 'webp';
  return sanitizeSvg(bytes) === undefined ? undefined : 'svg';
}

const ALLOWED_ELEMENTS = new Set([
  'svg', 'g', 'path', 'circle', 'ellipse', 'line', 'polyline', 'polygon', 'rect', 'text', 'tspan',
  'textPath', 'defs', 'linearGradient', 'radialGradient', 'stop', 'clipPath', 'mask', 'pattern',
  'symbol', 'use', 'title', 'desc', 'style', 'filter', 'marker', 'image', 'feGaussianBlur',
  'feOffset', 'feBlend', 'feColorMatrix', 'feFlood', 'feComposite', 'feMerge', 'feMergeNode',
  'feDropShadow', 'feMorphology',
]);

const SAFE_DATA_IMAGE = /^data:image\/(png|jpeg|gif|webp);base64,[a-z0-9+/=\s]+$/i;

/** Attribute local names that point at a resource, in whichever namespace they are written. */
const REFERENCE_ATTRIBUTES = new Set(['href', 'src']);

function escapeXml(text: string): string {
  return text.replace(/[&<>"']/g, (char) => `&#${char.charCodeAt(0)};`);
}

/**
 * The attribute's local name: `x:href` is judged as `href` whatever the prefix is bound to, so a
 * custom prefix for the XLink namespace (or any other) cannot carry a reference past the check.
 */
function localName(name: string): string {
  return name.slice(name.indexOf(':') + 1).toLowerCase();
}

function safeAttribute(element: string, name: string, value: string): boolean {
  const local = localName(name);
  if (local.startsWith('on')) return false;
  // `xml:base` would resolve the file's references against another address.
  if (local === 'base') return false;
  if (/javascript:|vbscript:/i.test(value.replace(/\s+/g, ''))) return false;
  if (REFERENCE_ATTRIBUTES.has(local)) {
    return value.startsWith('#') || (element === 'image' && SAFE_DATA_IMAGE.test(value));
  }
  // Style and presentation attributes are read as CSS, escapes included.
  return !hasExternalCssReference(value);
}

/**
 * Rebuilds an SVG keeping only drawing elements and attributes: scripts, foreign objects, event
 * handlers, external references (under any namespace prefix), `xml:base` and risky CSS (escapes
 * decoded) are dropped, and documents with a DOCTYPE (entity tricks) are refused. Returns
 * undefined when the bytes are not an SVG document; throws {@link SvgLimitExceeded} for a file
 * past what a browser can draw.
 */
export function sanitizeSvg(bytes: Buffer): string | undefined {
  let text: string;
  try {
    text = new TextDecoder('utf-8', { fatal: true }).decode(bytes).replace(/^\uFEFF/, '');
  } catch {
    return undefined;
  }
  if (!/^\s*(<\?xml[^>]*\?>\s*)?(<!--[\s\S]*?-->\s*)*<svg[\s>]/.test(text)) return undefined;
  const parser = new SaxesParser({ xmlns: false });
  const out: string[] = [];
  let skipDepth = 0;
  let depth = 0;
  let failed = false;
  let styleText: string[] | undefined;
  parser.on('doctype', () => { failed = true; });
  parser.on('error', () => { failed = true; });
  parser.on('opentag', (tag) => {
    depth += 1;
    checkDepth(depth);
    if (skipDepth > 0 || !ALLOWED_ELEMENTS.has(tag.name)) {
      if (skipDepth === 0) skipDepth = depth;
      return;
    }
    const attributes = Object.entries(tag.attributes as Record<string, string>)
      .filter(([name, value]) => {
        checkShapePoints(tag.name, name, value);
        return safeAttribute(tag.name, name, value);
      })
      .map(([name, value]) => ` ${name}="${escapeXml(value)}"`).join('');
    out.push(`<${tag.name}${attributes}>`);
    if (tag.name === 'style') styleText = [];
  });
  parser.on('text', (value) => {
    if (skipDepth > 0) return;
    if (styleText) styleText.push(value);
    else out.push(escapeXml(value));
  });
  parser.on('cdata', (value) => {
    if (skipDepth === 0 && styleText) styleText.push(value);
  });
  parser.on('closetag', (tag) => {
    if (skipDepth > 0) {
      if (depth === skipDepth) skipDepth = 0;
      depth -= 1;
      return;
    }
    depth -= 1;
    if (tag.name === 'style' && styleText) {
      const css = styleText.join('');
      if (!hasExternalCssReference(css)) out.push(escapeXml(css));
      styleText = undefined;
    }
    out.push(`</${tag.name}>`);
  });
  try {
    parser.write(text).close();
  } catch (error) {
    if (error instanceof SvgLimitExceeded) throw error;
    return undefined;
  }
  // Whitespace after an XML declaration or a comment may come out before the root element.
  const markup = out.join('').trimStart();
  if (failed || !markup.startsWith('<svg')) return undefined;
  return markup;
}
