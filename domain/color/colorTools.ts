import tinycolor from 'tinycolor2';

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

/** The WCAG contrast ratio of two colours, 1 (none) to 21 (black on white). */
export function contrastRatio(a: string, b: string): number {
  return tinycolor.readability(a, b);
}

/** Whether text in `foreground` on `background` is readable at the target. */
export function isReadable(foreground: string, background: string, target: ReadabilityTarget = {}): boolean {
  return contrastRatio(foreground, background) >= readabilityThreshold(target);
}

/**
 * The candidate most readable on `background`; falls back to black or white when none reaches
 * the target, so a label is never unreadable.
 */
export function mostReadable(background: string, candidates: readonly string[], target: ReadabilityTarget = {}): string {
  const best = tinycolor.mostReadable(background, [...candidates], { includeFallbackColors: false });
  if (best && isReadable(best.toHexString(), background, target)) return best.toHexString();
  return tinycolor.mostReadable(background, ['#000000', '#ffffff']).toHexString();
}

/** Lightens by `amount` percent of lightness (10 by default). */
export function lighten(color: string, amount = DEFAULT_COLOR_STEP): string {
  return tinycolor(color).lighten(amount).toHexString();
}

/** Darkens by `amount` percent of lightness (10 by default). */
export function darken(color: string, amount = DEFAULT_COLOR_STEP): string {
  return tinycolor(color).darken(amount).toHexString();
}

/** Saturates by `amount` percent (10 by default). */
export function saturate(color: string, amount = DEFAULT_COLOR_STEP): string {
  return tinycolor(color).saturate(amount).toHexString();
}

/** Desaturates by `amount` percent (10 by default). */
export function desaturate(color: string, amount = DEFAULT_COLOR_STEP): string {
  return tinycolor(color).desaturate(amount).toHexString();
}

/** Neighbours on the colour wheel: 6 colours over 30 slices by default, the colour first. */
export function analogous(color: string, results = ANALOGOUS_RESULTS, slices = ANALOGOUS_SLICES): string[] {
  return tinycolor(color).analogous(results, slices).map((c) => c.toHexString());
}

/** Shades of one hue: 6 colours by default, the colour first. */
export function monochromatic(color: string, results = MONOCHROMATIC_RESULTS): string[] {
  return tinycolor(color).monochromatic(results).map((c) => c.toHexString());
}

/** Whether text is a colour the tools can work with. */
export function isValidColor(color: string): boolean {
  return tinycolor(color).isValid();
}
