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
  const trimmed = color.trim();
  if (trimmed === '' ) return fallback;
  if (trimmed.toLowerCase() === 'none' || trimmed.toLowerCase() === 'transparent') return TRANSPARENT;
  const parsed = parseColor(trimmed);
  if (!parsed) return fallback;
  const alpha = Math.max(0, Math.min(1, parsed.a * opacity));
  return { r: Math.round(parsed.r), g: Math.round(parsed.g), b: Math.round(parsed.b), a: Math.round(alpha * 255) };
}
