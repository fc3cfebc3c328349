import { analogous, darken, isValidColor, lighten, saturate, shades, type PaletteEntry } from '../../../domain/index';

/** A colour tool the palette editor applies to one band. */
export type BandTool = 'lighten' | 'darken' | 'saturate';

/** A scheme the palette editor builds from one base colour. */
export type PaletteScheme = 'analogous' | 'monochromatic';

const TOOLS: Record<BandTool, (color: string) => string> = { lighten, darken, saturate };

/** Bands a new palette starts with when a scheme is applied to none. */
export const NEW_PALETTE_BANDS = 6;

/** A band with no range and no text, in this colour. */
export function emptyBand(color: string): PaletteEntry {
  return { color, valueFrom: null, valueTo: null, description: '' };
}

/** The bands with one of them changed. */
export function changeBand(bands: readonly PaletteEntry[], index: number, change: Partial<PaletteEntry>): PaletteEntry[] {
  return bands.map((band, i) => (i === index ? { ...band, ...change } : band));
}

/** The bands with one of them removed. */
export function removeBand(bands: readonly PaletteEntry[], index: number): PaletteEntry[] {
  return bands.filter((_, i) => i !== index);
}

/** A band's colour after a tool (spec 9 amounts); an unreadable colour is left as it is. */
export function applyTool(bands: readonly PaletteEntry[], index: number, tool: BandTool): PaletteEntry[] {
  const band = bands[index];
  if (!band || !isValidColor(band.color)) return [...bands];
  return changeBand(bands, index, { color: TOOLS[tool](band.color) });
}

/**
 * Colours the bands with a scheme built from `base`, in order, keeping their ranges and texts;
 * with no bands yet, makes six bands. Analogous: 6 neighbours on the wheel over 30 slices
 * (spec 9). Shades ("monochromatic"): one shade per band, evenly spaced from a light tint to
 * the base colour for the highest band, so no band is darker than the base and neighbours stay
 * distinguishable. Null when `base` is not a colour.
 */
export function applyScheme(bands: readonly PaletteEntry[], base: string, scheme: PaletteScheme): PaletteEntry[] | null {
  if (!isValidColor(base)) return null;
  const count = bands.length === 0 ? NEW_PALETTE_BANDS : bands.length;
  const colors = scheme === 'analogous' ? analogous(base) : shades(base, count);
  if (bands.length === 0) return colors.slice(0, NEW_PALETTE_BANDS).map(emptyBand);
  return bands.map((band, i) => ({ ...band, color: colors[i % colors.length] ?? band.color }));
}
