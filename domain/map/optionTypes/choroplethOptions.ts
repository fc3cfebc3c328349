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
  /** `mid`: the middle colour of a diverging scale (used when `midpoint` is set). */
  colors: { low: string; high: string; mid: string };
  /** How values spread along the gradient: linear, square root or logarithmic. */
  scale: 'linear' | 'log' | 'sqrt';
  /** A value set here makes the scale diverging: this value gets the middle colour. */
  midpoint: number | null;
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

/**
 * Colouring by classes computed from the data: a method splits the values into 2–9 classes and
 * a named palette colours them.
 */
export interface ClassesOptions {
  method: 'equal' | 'quantile' | 'jenks' | 'stddev' | 'custom';
  count: number;
  /** A palette name (`NAMED_PALETTES`). */
  palette: string;
  reversed: boolean;
  /** Inner breaks of the `custom` method, ascending. */
  breaks: number[];
}

/** The choropleth legend. */
export interface LegendOptions {
  on: boolean;
  title: string;
  text: string;
  description: string;
  layout: 'horizontal' | 'vertical';
  /**
   * Where the legend sits: a corner of the map (`top-left`, `top-right`, `bottom-left`,
   * `bottom-right`) where it stacks with the controls of that corner, or a container around the
   * map (`header`, `leftSidebar`, `rightSidebar`, `footer`), which is then laid out for it.
   */
  container: string;
  width: string;
  height: string;
}

/** How choropleth values become colours. */
export interface ColoringOptions {
  mode: 'gradient' | 'palette' | 'classes';
  gradient: GradientOptions;
  classes: ClassesOptions;
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
  /** A field to divide each value by (per capita, per km²); empty: values as they are. */
  normalizeBy: string;
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
