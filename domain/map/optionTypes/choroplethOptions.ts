/** A colour band of a palette. */
export interface PaletteEntry {
  color: string;
  valueFrom: number | null;
  valueTo: number | null;
  description: string;
}

/** A colour with the legend text describing it. */
export interface DescribedColor {
  color: string;
  description: string;
}

/** Colouring from a low colour to a high colour along the value range. */
export interface GradientOptions {
  colors: { low: string; high: string };
  labels: { low: string; high: string };
  /** Recomputed from the data; null until data has loaded. */
  values: { min: number | null; max: number | null; maxAdjusted: number | null };
}

/** Colouring by value bands. */
export interface PaletteOptions {
  colors: PaletteEntry[];
  /** Colour of values outside every band. */
  outOfRange: DescribedColor;
}

/** The choropleth legend. */
export interface LegendOptions {
  on: boolean;
  title: string;
  text: string;
  description: string;
  layout: 'horizontal' | 'vertical';
  container: string;
  width: string;
  height: string;
}

/** How choropleth values become colours. */
export interface ColoringOptions {
  mode: 'gradient' | 'palette';
  gradient: GradientOptions;
  palette: PaletteOptions;
  /** Colour of regions or records without a value. */
  noData: DescribedColor;
  legend: LegendOptions;
}

/** Colouring regions (or sizing bubbles) by a numeric field. */
export interface ChoroplethOptions {
  on: boolean;
  source: 'regions' | 'database';
  sourceField: string;
  /** A selector letting visitors switch the source field. */
  sourceFieldSelect: { on: boolean; variants: string[] };
  bubbleMode: boolean;
  bubbleSize: { min: number; max: number };
  coloring: ColoringOptions;
}

/**
 * The older choropleth form ("gauge"), still found in stored maps. Migration turns it into a
 * gradient colouring.
 */
export interface LegacyGaugeOptions {
  on?: boolean | string;
  labels?: { low?: string; high?: string };
  colors?: { low?: string; high?: string; noData?: string };
  min?: number;
  max?: number;
}
