import {
  bubbleSize,
  choroplethRange,
  computeChoroplethColors,
  legendEntries,
  readChoroplethValue,
  valuesFromRecords,
  type Bubble,
  type ChoroplethLegend,
  type ChoroplethOptions,
  type ChoroplethRange,
  type DataRecord,
} from '../../../domain/index';

/** Where a map's choropleth values come from. */
export interface ValueSources {
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

/** What the choropleth asks of the engine and shows in the legend for one set of values. */
export interface ChoroplethPlan {
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
export function planChoropleth(options: ChoroplethOptions, values: ReadonlyMap<string, number | undefined>): ChoroplethPlan {
  const present = [...values.values()].filter((value): value is number => value !== undefined);
  const range = choroplethRange(present);
  const coloring = { ...options.coloring, gradient: { ...options.coloring.gradient, values: range } };
  const colors = computeChoroplethColors(values, { on: options.on, coloring });
  const bubbles = new Map<string, Bubble>();
  if (options.on && options.bubbleMode) {
    for (const [id, value] of values) {
      const color = colors.get(id);
      if (value !== undefined && color) bubbles.set(id, { size: bubbleSize(value, range, options.bubbleSize), color, value });
      colors.set(id, null);
    }
  }
  const legend = legendEntries(coloring, range.min, range.max, options.coloring.legend.layout);
  return { colors, bubbles, range, legend };
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
