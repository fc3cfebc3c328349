import { parseColor } from '../../domain/index';
import type { Rgba8 } from '../scene/Palette';

/** Fully transparent: shapes painted with it are not drawn. */
export const TRANSPARENT: Rgba8 = { r: 0, g: 0, b: 0, a: 0 };

/**
 * Turns a CSS colour into palette bytes with an extra opacity factor. Paint servers
 * (`url(#gradient)`) and unreadable values fall back to `fallback`; `none` is transparent.
 */
export function toRgba8(color: string | null | undefined, opacity = 1, fallback: Rgba8 = TRANSPARENT): Rgba8 {
  if (!color) return fallback;
  // Maps repeat a handful of colours thousands of times; parsing each once keeps loads short,
  // and a cache keyed without building strings keeps a recolour of every region free of garbage.
  let byColor = parsedColors.get(opacity);
  if (!byColor) {
    if (parsedColors.size > MAX_CACHED_OPACITIES) parsedColors.clear();
    byColor = new Map();
    parsedColors.set(opacity, byColor);
  }
  const cached = byColor.get(color);
  if (cached) return cached === UNREADABLE ? fallback : cached;
  const parsed = parseRgba8(color, opacity);
  if (byColor.size > MAX_CACHED_COLORS) byColor.clear();
  byColor.set(color, parsed ?? UNREADABLE);
  return parsed ?? fallback;
}

const MAX_CACHED_COLORS = 4096;
const MAX_CACHED_OPACITIES = 64;
const UNREADABLE: Rgba8 = { r: -1, g: -1, b: -1, a: -1 };
/** Parsed colours by opacity, then by colour text. */
const parsedColors = new Map<number, Map<string, Rgba8>>();

function parseRgba8(color: string, opacity: number): Rgba8 | undefined {
  const trimmed = color.trim();
  if (trimmed === '') return undefined;
  if (trimmed.toLowerCase() === 'none' || trimmed.toLowerCase() === 'transparent') return TRANSPARENT;
  const parsed = parseColor(trimmed);
  if (!parsed) return undefined;
  const alpha = Math.max(0, Math.min(1, parsed.a * opacity));
  return { r: Math.round(parsed.r), g: Math.round(parsed.g), b: Math.round(parsed.b), a: Math.round(alpha * 255) };
}
