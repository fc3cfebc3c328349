import { formatNumber, type NumberFormat } from '../parsers/formatNumber';
import type { ColoringOptions, LegendOptions, PaletteEntry } from '../map/optionTypes/choroplethOptions';
import { mixColors, toBound } from './colors';
import type { Classification } from './classes';

/** The gradient legend is drawn as this many equal colour chunks. */
export const LEGEND_GRADIENT_CHUNKS = 5;

/** From this size on, legend numbers are written in compact form (200k, 1.2M). */
const LEGEND_COMPACT_FROM = 10_000;

const COMPACT_UNITS: ReadonlyArray<{ size: number; suffix: string }> = [
  { size: 1e12, suffix: 'T' },
  { size: 1e9, suffix: 'B' },
  { size: 1e6, suffix: 'M' },
  { size: 1e3, suffix: 'k' },
];

/**
 * A number as a legend writes it: the map's number format for values under
 * {@link LEGEND_COMPACT_FROM}, and a compact form for larger ones, so neighbouring labels stay
 * short and cannot run together: 200 409.2 becomes "200k", 1 234 567 "1.2M" (one decimal under
 * 10 units, none from 10 on; the format's decimal separator is kept).
 */
export function legendNumber(value: number, format: NumberFormat = {}): string {
  const abs = Math.abs(value);
  if (!Number.isFinite(value) || abs < LEGEND_COMPACT_FROM) return formatNumber(value, format);
  const unit = COMPACT_UNITS.find((candidate) => abs >= candidate.size) ?? { size: 1, suffix: '' };
  const scaled = abs / unit.size;
  const digits = scaled < 10 ? 1 : 0;
  const text = formatNumber(scaled, { ...format, decimals: digits, thousandsSeparator: format.thousandsSeparator ?? ' ' })
    .replace(new RegExp(`\\${format.decimalSeparator ?? '.'}0$`), '');
  return `${value < 0 ? '-' : ''}${text}${unit.suffix}`;
}

/** One row (or cell) of a legend: a colour swatch and its text. */
export interface LegendEntry {
  color: string;
  /** The value range ("10.00 ≤ 20.00"), empty when the entry has no bounds. */
  label: string;
  /** The admin's description of the entry (may be empty). */
  description: string;
  /** How many regions (or records) the entry holds, where counted. */
  count?: number;
  /** A marker image's address shown instead of the colour swatch (a markers legend). */
  image?: string;
}

/** A gradient legend: low text, 5 colour chunks with 4 values at the inner borders, high text. */
export interface GradientLegend {
  mode: 'gradient';
  lowLabel: string;
  highLabel: string;
  /** Colours of the chunks, low to high (each chunk shows its middle colour). */
  chunks: string[];
  /** Values at the 4 borders between chunks; empty until data gives a range. */
  labels: string[];
  /** How many values each chunk holds (the scale's small histogram), when counted. */
  histogram?: number[];
  noData: LegendEntry;
}

/** A palette legend: one entry per band, then the no-data entry. */
export interface PaletteLegend {
  mode: 'palette';
  entries: LegendEntry[];
  noData: LegendEntry;
}

/** A classes legend: one entry per class with its range and count, then the no-data entry. */
export interface ClassesLegend {
  mode: 'classes';
  entries: LegendEntry[];
  noData: LegendEntry;
}

/** What a legend shows. */
export type ChoroplethLegend = GradientLegend | PaletteLegend | ClassesLegend;

/**
 * A number in the page's locale, compact from 10,000 on ("1.2M", "1,2 Mio."), with at most
 * two significant decimals below, so class ranges stay short.
 */
export function compactNumber(value: number, locale?: string): string {
  const whole = new Intl.NumberFormat(locale, { maximumFractionDigits: Math.abs(value) < 10 ? 2 : 0 });
  if (Math.abs(value) < LEGEND_COMPACT_FROM) return whole.format(value);
  const compact = new Intl.NumberFormat(locale, { notation: 'compact', maximumFractionDigits: 1 }).format(value);
  // Some locales abbreviate only from a million ("617.883,5" in German): then whole numbers read better.
  return /\p{L}/u.test(compact) ? compact : whole.format(value);
}

/** The legend of classes: "{low} – {high}" per class, its count, and the no-data entry with its count. */
export function classesLegend(classification: Classification, noData: ColoringOptions['noData'], noDataCount: number, locale?: string): ClassesLegend {
  const entries = classification.colors.map((color, i) => ({
    color,
    label: `${compactNumber(classification.bounds[i] ?? 0, locale)} – ${compactNumber(classification.bounds[i + 1] ?? classification.bounds[i] ?? 0, locale)}`,
    description: '',
    count: classification.counts[i] ?? 0,
  }));
  return { mode: 'classes', entries, noData: { color: noData.color, label: '', description: noData.description, count: noDataCount } };
}

/** A legend of marker categories: one entry per value of the markers-by-field setting with an image. */
export interface MarkerLegend {
  mode: 'markers';
  entries: LegendEntry[];
}

/** The legend of marker categories; `imageUrl` turns a stored marker image into its address. */
export function markerLegend(categories: ReadonlyArray<{ label: string; img: string }>, imageUrl: (img: string) => string): MarkerLegend {
  return {
    mode: 'markers',
    entries: categories.filter((category) => category.img !== '').map((category) => ({ color: 'transparent', label: category.label, description: '', image: imageUrl(category.img) })),
  };
}

/**
 * The text of a palette band, in one of the spec's five forms. Both bounds: "{from} ≤ {to}"
 * (the band holds from, inclusive, up to to, exclusive). One open end: words in the vertical
 * layout, whose rows have room ("Less then {to}", "{from} or more"), symbols in the horizontal
 * layout, whose cells are narrow ("< {to}", "{from} <"). No bounds: empty (the description says it).
 */
export function paletteEntryLabel(
  entry: Pick<PaletteEntry, 'valueFrom' | 'valueTo'>,
  layout: LegendOptions['layout'] = 'vertical',
  format: NumberFormat = {},
): string {
  const from = toBound(entry.valueFrom);
  const to = toBound(entry.valueTo);
  const words = layout !== 'horizontal';
  if (from !== null && to !== null) return `${legendNumber(from, format)} ≤ ${legendNumber(to, format)}`;
  if (to !== null) return words ? `Less then ${legendNumber(to, format)}` : `< ${legendNumber(to, format)}`;
  if (from !== null) return words ? `${legendNumber(from, format)} or more` : `${legendNumber(from, format)} <`;
  return '';
}

/** Values at the borders between the gradient chunks: 4 labels for 5 chunks. */
export function gradientBorderValues(min: number, max: number, chunks = LEGEND_GRADIENT_CHUNKS): number[] {
  return Array.from({ length: chunks - 1 }, (_, i) => min + ((max - min) * (i + 1)) / chunks);
}

/**
 * What the legend shows for the current colouring and data range (`min`/`max` as recomputed on
 * data change; null before any value arrived, which leaves the gradient without numbers).
 */
export function legendEntries(
  coloring: Pick<ColoringOptions, 'mode' | 'gradient' | 'palette' | 'noData'>,
  min: number | null,
  max: number | null,
  layout: LegendOptions['layout'] = 'vertical',
  format: NumberFormat = {},
): ChoroplethLegend {
  const noData: LegendEntry = { color: coloring.noData.color, label: '', description: coloring.noData.description };
  if (coloring.mode === 'palette') {
    const entries = coloring.palette.colors.map((entry) => ({
      color: entry.color,
      label: paletteEntryLabel(entry, layout, format),
      description: entry.description ?? '',
    }));
    return { mode: 'palette', entries, noData };
  }
  const { low, high } = coloring.gradient.colors;
  const chunks = Array.from({ length: LEGEND_GRADIENT_CHUNKS }, (_, i) => mixColors(low, high, (i + 0.5) / LEGEND_GRADIENT_CHUNKS));
  const labels = min === null || max === null ? [] : gradientBorderValues(min, max).map((value) => legendNumber(value, format));
  return { mode: 'gradient', lowLabel: coloring.gradient.labels.low, highLabel: coloring.gradient.labels.high, chunks, labels, noData };
}
