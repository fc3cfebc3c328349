import { clamp01, colorFromHsl, colorFromHsv, rgbToHsl, rgbToHsv, type Color } from './colorSpace';
import { BLACK, readColor, toHexString } from './cssColor';

/** Contrast ratios a text/background pair must reach (WCAG 2). */
export const READABILITY_THRESHOLDS = {
  /** AA for small text and AAA for large text. */
  aaSmall: 4.5,
  aaaLarge: 4.5,
  aaLarge: 3,
  aaaSmall: 7,
} as const;

/** Default step of lighten, darken and saturate, in percent. */
export const DEFAULT_COLOR_STEP = 10;
/** How many colours the analogous scheme returns, and over how many slices of the wheel. */
export const ANALOGOUS_RESULTS = 6;
export const ANALOGOUS_SLICES = 30;
/** How many colours the monochromatic scheme returns. */
export const MONOCHROMATIC_RESULTS = 6;

/** A WCAG conformance target: level and text size. */
export interface ReadabilityTarget {
  level?: 'AA' | 'AAA';
  size?: 'small' | 'large';
}

/** The contrast ratio needed for a target; AA small text by default. */
export function readabilityThreshold({ level = 'AA', size = 'small' }: ReadabilityTarget = {}): number {
  if (level === 'AAA') return size === 'large' ? READABILITY_THRESHOLDS.aaaLarge : READABILITY_THRESHOLDS.aaaSmall;
  return size === 'large' ? READABILITY_THRESHOLDS.aaLarge : READABILITY_THRESHOLDS.aaSmall;
}

/** The colour of `text`; text that is not a colour counts as black, as the tools always did. */
function colorOf(text: string): Color {
  return readColor(text) ?? BLACK;
}

/** WCAG relative luminance, from the channels rounded as they are shown. */
function luminance(color: Color): number {
  const linear = (channel: number): number => {
    const c = Math.round(channel) / 255;
    return c <= 0.03928 ? c / 12.92 : ((c + 0.055) / 1.055) ** 2.4;
  };
  return 0.2126 * linear(color.r) + 0.7152 * linear(color.g) + 0.0722 * linear(color.b);
}

/** The WCAG contrast ratio of two colours, 1 (none) to 21 (black on white). */
export function contrastRatio(a: string, b: string): number {
  const la = luminance(colorOf(a));
  const lb = luminance(colorOf(b));
  return (Math.max(la, lb) + 0.05) / (Math.min(la, lb) + 0.05);
}

/** Whether text in `foreground` on `background` is readable at the target. */
export function isReadable(foreground: string, background: string, target: ReadabilityTarget = {}): boolean {
  return contrastRatio(foreground, background) >= readabilityThreshold(target);
}

/** The candidate of highest contrast on `background` (the first of equals), as `#rrggbb`. */
function highestContrast(background: string, candidates: readonly string[]): string | undefined {
  let best: string | undefined;
  let bestRatio = 0;
  for (const candidate of candidates) {
    const ratio = contrastRatio(background, candidate);
    if (ratio > bestRatio) {
      bestRatio = ratio;
      best = candidate;
    }
  }
  return best === undefined ? undefined : toHexString(colorOf(best));
}

/**
 * The candidate most readable on `background`; falls back to black or white when none reaches
 * the target, so a label is never unreadable.
 */
export function mostReadable(background: string, candidates: readonly string[], target: ReadabilityTarget = {}): string {
  const best = highestContrast(background, candidates);
  if (best && isReadable(best, background, target)) return best;
  return highestContrast(background, ['#000000', '#ffffff']) ?? '#000000';
}

/** Moves lightness or saturation by `amount` percentage points, kept within 0..100. */
function shiftHsl(text: string, change: { s?: number; l?: number }): string {
  const color = colorOf(text);
  const { h, s, l } = rgbToHsl(color.r, color.g, color.b);
  return toHexString(colorFromHsl(h * 360, clamp01(s + (change.s ?? 0) / 100), clamp01(l + (change.l ?? 0) / 100), color.a, color.format));
}

/** Lightens by `amount` percent of lightness (10 by default). */
export function lighten(color: string, amount = DEFAULT_COLOR_STEP): string {
  return shiftHsl(color, { l: amount });
}

/** Darkens by `amount` percent of lightness (10 by default). */
export function darken(color: string, amount = DEFAULT_COLOR_STEP): string {
  return shiftHsl(color, { l: -amount });
}

/** Saturates by `amount` percent (10 by default). */
export function saturate(color: string, amount = DEFAULT_COLOR_STEP): string {
  return shiftHsl(color, { s: amount });
}

/** Desaturates by `amount` percent (10 by default). */
export function desaturate(color: string, amount = DEFAULT_COLOR_STEP): string {
  return shiftHsl(color, { s: -amount });
}

/** Neighbours on the colour wheel: 6 colours over 30 slices by default, the colour first. */
export function analogous(color: string, results = ANALOGOUS_RESULTS, slices = ANALOGOUS_SLICES): string[] {
  const base = colorOf(color);
  const { h, s, l } = rgbToHsl(base.r, base.g, base.b);
  const part = 360 / slices;
  // The walk starts half the span before the colour (in whole degrees, as tinycolor shifted it).
  let hue = (h * 360 - ((part * results) >> 1) + 720) % 360;
  const colors = [toHexString(base)];
  for (let i = 1; i < results; i += 1) {
    hue = (hue + part) % 360;
    colors.push(toHexString(colorFromHsl(hue, s, l, base.a, base.format)));
  }
  return colors;
}

/** Shades of one hue: 6 colours by default, the colour first. */
export function monochromatic(color: string, results = MONOCHROMATIC_RESULTS): string[] {
  const base = colorOf(color);
  const { h, s } = rgbToHsv(base.r, base.g, base.b);
  let { v } = rgbToHsv(base.r, base.g, base.b);
  const colors: string[] = [];
  for (let i = 0; i < results; i += 1) {
    colors.push(toHexString(colorFromHsv(h * 360, s, v, 1, 'hex')));
    v = (v + 1 / results) % 1;
  }
  return colors;
}

/** Whether text is a colour the tools can work with. */
export function isValidColor(color: string): boolean {
  return readColor(color) !== undefined;
}
