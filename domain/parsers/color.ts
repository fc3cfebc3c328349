import { readColor } from '../color/cssColor';

/** A colour as red, green and blue (0..255) and alpha (0..1). */
export interface RgbaColor {
  r: number;
  g: number;
  b: number;
  a: number;
}

const BARE_HEX = /^(?:[0-9a-f]{3}|[0-9a-f]{6})$/i;

/**
 * Adds the missing hash to a colour typed as 3 or 6 hex digits ("f00" becomes "#f00"), as colour
 * inputs often lose it. Other text is returned trimmed and otherwise unchanged.
 */
export function fixHexColor(color: string): string {
  const trimmed = color.trim();
  return BARE_HEX.test(trimmed) ? `#${trimmed}` : trimmed;
}

const FUNCTIONAL = /^(rgba?|hsla?|hsva?)\s*\((.*)\)$/i;
const HEX = /^#?(?:[0-9a-f]{3,4}|[0-9a-f]{6}|[0-9a-f]{8})$/i;

/**
 * Reads the alpha of functional notation ourselves: an alpha outside 0..1 (or unreadable) must
 * become 1, and a percentage alpha is a fraction of 1.
 */
function functionalAlpha(text: string): number | undefined {
  const match = FUNCTIONAL.exec(text);
  if (!match) return undefined;
  const parts = (match[2] ?? '').split(/[\s,/]+/).filter((part) => part !== '');
  if (parts.length < 4) return 1;
  const raw = parts[3] ?? '';
  const alpha = raw.endsWith('%') ? Number.parseFloat(raw) / 100 : Number(raw);
  return Number.isFinite(alpha) && alpha >= 0 && alpha <= 1 ? alpha : 1;
}

function looksLikeColor(text: string): boolean {
  return FUNCTIONAL.test(text) || HEX.test(text) || /^[a-z]+$/i.test(text);
}

/**
 * Parses a colour: a named colour, hex of 3, 4, 6 or 8 digits (with or without hash), or rgb(a),
 * hsl(a) or hsv(a) notation. An alpha outside 0..1 becomes 1. Returns undefined for anything that
 * is not a colour.
 */
export function parseColor(input: string): RgbaColor | undefined {
  const text = input.trim();
  if (text === '' || !looksLikeColor(text)) return undefined;
  const color = readColor(text);
  if (!color) return undefined;
  const { r, g, b, a } = color;
  return { r: Math.round(r), g: Math.round(g), b: Math.round(b), a: functionalAlpha(text) ?? a };
}
