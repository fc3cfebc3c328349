import { parseColor, type RgbaColor } from '../parsers/color';
import type { ColoringOptions, GradientOptions, PaletteEntry } from '../map/optionTypes/choroplethOptions';
import type { ChoroplethRange } from './values';
import { classColor, type Classification } from './classes';
import { scalePosition } from './scales';

/** What choropleth colouring reads from the map's choropleth options. */
export interface ChoroplethColoringInput {
  /** Off: every region gets `null` (no choropleth colour, the next fill in the chain shows). */
  on: boolean;
  coloring: Pick<ColoringOptions, 'mode' | 'gradient' | 'palette' | 'noData'>;
  /** The classes of the values, for the `classes` mode. */
  classification?: Classification | null;
}

const BLACK: RgbaColor = { r: 0, g: 0, b: 0, a: 1 };

function hex2(channel: number): string {
  return Math.round(Math.max(0, Math.min(255, channel))).toString(16).padStart(2, '0');
}

/** `#rrggbb`, or `rgba(…)` when the colour is not opaque. */
function writeColor(color: RgbaColor): string {
  if (color.a >= 1) return `#${hex2(color.r)}${hex2(color.g)}${hex2(color.b)}`;
  return `rgba(${Math.round(color.r)}, ${Math.round(color.g)}, ${Math.round(color.b)}, ${Number(color.a.toFixed(3))})`;
}

/** Mixes two colours channel by channel; `weight` 0 gives `low`, 1 gives `high`. */
export function mixColors(low: string, high: string, weight: number): string {
  const a = parseColor(low) ?? BLACK;
  const b = parseColor(high) ?? BLACK;
  const w = Math.max(0, Math.min(1, weight));
  return writeColor({ r: a.r + (b.r - a.r) * w, g: a.g + (b.g - a.g) * w, b: a.b + (b.b - a.b) * w, a: a.a + (b.a - a.a) * w });
}

/**
 * Where a value sits on the gradient, 0..1. Values outside the range are clamped to its ends
 * (the range may be set by hand, or older than the data). With equal min and max every value
 * sits at 0 (the low colour): there is no spread to show, and the low end reads as "the same".
 */
export function gradientWeight(value: number, range: Pick<ChoroplethRange, 'min' | 'maxAdjusted'>): number {
  const min = range.min ?? 0;
  const span = range.maxAdjusted ?? 0;
  if (!(span > 0)) return 0;
  return Math.max(0, Math.min(1, (value - min) / span));
}

/** The gradient colour of a value. */
export function gradientColor(value: number, gradient: Pick<GradientOptions, 'colors' | 'values'>): string {
  return mixColors(gradient.colors.low, gradient.colors.high, gradientWeight(value, gradient.values));
}

/**
 * {@link gradientColor} for many values: the end colours are parsed once, not per value, which
 * matters when thousands of regions are recoloured at once.
 */
function gradientColorer(gradient: Pick<GradientOptions, 'colors' | 'values'> & Partial<Pick<GradientOptions, 'scale' | 'midpoint'>>): (value: number) => string {
  const a = parseColor(gradient.colors.low) ?? BLACK;
  const b = parseColor(gradient.colors.high) ?? BLACK;
  const mid = parseColor(gradient.colors.mid ?? '') ?? null;
  const mix = (x: RgbaColor, y: RgbaColor, w: number): string => writeColor({ r: x.r + (y.r - x.r) * w, g: x.g + (y.g - x.g) * w, b: x.b + (y.b - x.b) * w, a: x.a + (y.a - x.a) * w });
  const { min, max } = gradient.values;
  const diverging = mid !== null && typeof gradient.midpoint === 'number' && Number.isFinite(gradient.midpoint);
  if ((gradient.scale ?? 'linear') === 'linear' && !diverging) return (value) => mix(a, b, gradientWeight(value, gradient.values));
  if (min === null || max === null) return () => mix(a, b, 0);
  const domain = { min, max, scale: gradient.scale ?? 'linear', midpoint: diverging ? gradient.midpoint : null };
  return (value) => {
    const w = scalePosition(value, domain);
    if (!diverging || mid === null) return mix(a, b, w);
    return w < 0.5 ? mix(a, mid, w * 2) : mix(mid, b, (w - 0.5) * 2);
  };
}

function isBound(value: number | null | undefined | string): value is number {
  return typeof value === 'number' && Number.isFinite(value);
}

/**
 * Whether a palette band holds a value: from its lower bound (inclusive) up to its upper bound
 * (exclusive); a missing bound is open. "10 or more" holds 10, "Less then 10" does not.
 */
export function paletteEntryHolds(entry: Pick<PaletteEntry, 'valueFrom' | 'valueTo'>, value: number): boolean {
  const from = toBound(entry.valueFrom);
  const to = toBound(entry.valueTo);
  if (from !== null && value < from) return false;
  if (to !== null && value >= to) return false;
  return true;
}

/** Bounds typed in the admin arrive as text; blank is "no bound". */
export function toBound(raw: unknown): number | null {
  if (isBound(raw as number)) return raw as number;
  if (typeof raw !== 'string' || raw.trim() === '') return null;
  const parsed = Number(raw);
  return Number.isFinite(parsed) ? parsed : null;
}

/** The colour of the first palette band holding the value, else the out-of-range colour. */
export function paletteColor(value: number, palette: ColoringOptions['palette']): string {
  const entry = palette.colors.find((candidate) => paletteEntryHolds(candidate, value));
  return entry ? entry.color : palette.outOfRange.color;
}

/**
 * The choropleth colour of every region: the gradient or palette colour of its value, the
 * no-data colour for regions listed without a value (`undefined`), and `null` for all of them
 * when the choropleth is off, which clears the colour so the next fill in the chain shows.
 * The caller passes every region it wants coloured; ids it leaves out are not touched.
 */
export function computeChoroplethColors(
  values: ReadonlyMap<string, number | undefined>,
  options: ChoroplethColoringInput,
): Map<string, string | null> {
  const colors = new Map<string, string | null>();
  const { coloring } = options;
  const gradient = gradientColorer(coloring.gradient);
  const classes = coloring.mode === 'classes' ? options.classification : null;
  for (const [id, value] of values) {
    if (!options.on) colors.set(id, null);
    else if (value === undefined || !Number.isFinite(value)) colors.set(id, coloring.noData.color);
    else if (classes) colors.set(id, classColor(value, classes));
    else if (coloring.mode === 'palette') colors.set(id, paletteColor(value, coloring.palette));
    else colors.set(id, gradient(value));
  }
  return colors;
}

/** Bubble diameter of a value: `min` px at the bottom of the range, `max` px at the top. */
export function bubbleSize(value: number, range: Pick<ChoroplethRange, 'min' | 'maxAdjusted'>, size: { min: number; max: number }): number {
  return size.min + (size.max - size.min) * gradientWeight(value, range);
}
