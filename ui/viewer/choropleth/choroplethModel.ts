import {
  ClassificationError,
  bubbleSize,
  checkScale,
  LEGEND_GRADIENT_CHUNKS,
  scaleHistogram,
  classesLegend,
  classify,
  normalizedValues,
  choroplethRange,
  computeChoroplethColors,
  legendEntries,
  readChoroplethValue,
  valuesFromRecords,
  type Bubble,
  type ChoroplethLegend,
  type ChoroplethOptions,
  type ChoroplethRange,
  type Classification,
  type DataRecord,
} from '../../../domain/index';

/** Where a map's choropleth values come from. */
interface ValueSources {
  /** Every region the map has (the engine's region list): each gets a colour, no data included. */
  regionIds: readonly string[];
  /** Rows of the regions table by region id (source `regions`). */
  regionRows?: ReadonlyMap<string, Record<string, unknown>>;
  /**
   * Per-region options of the map (`options.regions`): a `data` object there holds values for
   * maps without a regions table (maps mounted from options, the demo).
   */
  optionRegions?: Readonly<Record<string, unknown>>;
  /** Records of the records table (source `database`), linked to regions by their regions field. */
  records?: readonly DataRecord[];
}

function optionValue(optionRegions: Readonly<Record<string, unknown>> | undefined, id: string, field: string): unknown {
  const entry = optionRegions?.[id];
  if (!entry || typeof entry !== 'object') return undefined;
  const data = (entry as { data?: unknown }).data;
  return data && typeof data === 'object' ? (data as Record<string, unknown>)[field] : undefined;
}

/**
 * Every region's value of the source field: from its regions-table row (else its per-region
 * option data) for the `regions` source, or the sum of its linked records' values for the
 * `database` source. Regions without a value map to undefined (the no-data colour).
 */
export function regionValues(source: 'regions' | 'database', field: string, sources: ValueSources): Map<string, number | undefined> {
  const values = new Map<string, number | undefined>();
  const fromRecords = source === 'database' ? valuesFromRecords(sources.records ?? [], field) : null;
  for (const id of sources.regionIds) {
    if (fromRecords) {
      values.set(id, fromRecords.get(id));
      continue;
    }
    const fromRow = readChoroplethValue(sources.regionRows?.get(id)?.[field]);
    values.set(id, fromRow ?? readChoroplethValue(optionValue(sources.optionRegions, id, field)));
  }
  return values;
}

/**
 * Every region's value as coloured: the source field, divided by the `normalizeBy` field when
 * one is set (a region without a usable divisor has no value).
 */
export function shownValues(options: Pick<ChoroplethOptions, 'source' | 'normalizeBy'>, field: string, sources: ValueSources): Map<string, number | undefined> {
  const values = regionValues(options.source, field, sources);
  if (!options.normalizeBy) return values;
  return normalizedValues(values, regionValues(options.source, options.normalizeBy, sources));
}

/** What the choropleth asks of the engine and shows in the legend for one set of values. */
export interface ChoroplethPlan {
  /** The values coloured, by region id (undefined: no data). */
  values: ReadonlyMap<string, number | undefined>;
  /** The classes, in the `classes` mode when they could be made. */
  classification: Classification | null;
  /** Why the colouring is not the one asked for (it falls back to a linear gradient); null when it is. */
  problem: string | null;
  /** Per region: colour, or null to clear (off, or bubble mode where bubbles carry the colour). */
  colors: Map<string, string | null>;
  /** Bubble per region with a value (bubble mode only). */
  bubbles: Map<string, Bubble>;
  /** The range recomputed from the values. */
  range: ChoroplethRange;
  legend: ChoroplethLegend;
}

/**
 * Plans a choropleth: recomputes min and max from the values (as on every data change), colours
 * every region, and in bubble mode sizes a bubble per valued region between the bubble sizes
 * instead of filling the regions.
 */
export function planChoropleth(options: ChoroplethOptions, values: ReadonlyMap<string, number | undefined>, locale?: string, classes?: Classification | Error): ChoroplethPlan {
  const present = presentValues(values);
  const range = choroplethRange(present);
  const { coloring, classification, problem } = checkedColoring(options, present, range, classes);
  const colors = computeChoroplethColors(values, { on: options.on, coloring, classification });
  const bubbles = new Map<string, Bubble>();
  if (options.on && options.bubbleMode) {
    for (const [id, value] of values) {
      const color = colors.get(id);
      if (value !== undefined && color) bubbles.set(id, { size: bubbleSize(value, range, options.bubbleSize), color, value });
      colors.set(id, null);
    }
  }
  const legend = classification
    ? classesLegend(classification, coloring.noData, values.size - present.length, locale)
    : legendEntries(coloring, range.min, range.max, options.coloring.legend.layout);
  if (legend.mode === 'gradient' && range.min !== null && range.max !== null) {
    const { scale, midpoint } = coloring.gradient;
    legend.histogram = scaleHistogram(present, { min: range.min, max: range.max, scale: scale ?? 'linear', midpoint }, LEGEND_GRADIENT_CHUNKS);
  }
  return { values, classification, problem, colors, bubbles, range, legend };
}

/** The values that are there (no data left out). */
export function presentValues(values: ReadonlyMap<string, number | undefined>): number[] {
  return [...values.values()].filter((value): value is number => value !== undefined);
}

/**
 * The colouring the values can take: the classes in the `classes` mode, the gradient with its
 * range from the data. A classification or scale the data cannot take (a log scale over zero)
 * falls back to a linear gradient, with the reason, so no region is left without a colour.
 */
function checkedColoring(options: ChoroplethOptions, present: readonly number[], range: ChoroplethRange, classes?: Classification | Error) {
  const gradient = { ...options.coloring.gradient, values: range };
  const linear = { ...options.coloring, mode: 'gradient' as const, gradient: { ...gradient, scale: 'linear' as const, midpoint: null } };
  try {
    if (options.coloring.mode === 'classes') {
      if (classes instanceof Error) throw classes;
      return { coloring: { ...options.coloring, gradient }, classification: classes ?? classify(present, options.coloring.classes), problem: null };
    }
    if (options.coloring.mode === 'gradient' && range.min !== null && range.max !== null) {
      checkScale({ min: range.min, max: range.max, scale: gradient.scale ?? 'linear', midpoint: gradient.midpoint });
    }
    return { coloring: { ...options.coloring, gradient }, classification: null, problem: null };
  } catch (error) {
    if (!(error instanceof ClassificationError)) throw error;
    return { coloring: linear, classification: null, problem: error.message };
  }
}

/**
 * Bubbles on record markers, for bubble mode with the `database` source: each record with a
 * location gets a bubble sized and coloured by its own value of the field, on a range recomputed
 * from those records. Keys are marker ids (`markerIdOf`); records without a value get none.
 */
export function planMarkerBubbles(options: ChoroplethOptions, records: readonly DataRecord[], markerIdOf: (record: DataRecord) => string | null): Map<string, Bubble> {
  const bubbles = new Map<string, Bubble>();
  if (!options.on || !options.bubbleMode || options.source !== 'database') return bubbles;
  const values = new Map<string, number | undefined>();
  for (const record of records) {
    const id = markerIdOf(record);
    const value = readChoroplethValue((record as Record<string, unknown>)[options.sourceField]);
    if (id !== null && value !== undefined) values.set(id, value);
  }
  const range = choroplethRange([...values.values()].filter((value): value is number => value !== undefined));
  const coloring = { ...options.coloring, gradient: { ...options.coloring.gradient, values: range } };
  const colors = computeChoroplethColors(values, { on: true, coloring });
  for (const [id, value] of values) {
    const color = colors.get(id);
    if (value !== undefined && color) bubbles.set(id, { size: bubbleSize(value, range, options.bubbleSize), color, value });
  }
  return bubbles;
}

/** The fields a visitor can switch between: the variants, with the configured field first if missing. */
export function fieldVariants(options: ChoroplethOptions): string[] {
  const variants = options.sourceFieldSelect.variants.map((variant) => variant.trim()).filter((variant) => variant !== '');
  if (options.sourceField && !variants.includes(options.sourceField)) return [options.sourceField, ...variants];
  return variants;
}
