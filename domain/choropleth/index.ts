export type { ChoroplethRange, DataRow } from './values';
export { choroplethRange, readChoroplethValue, valuesFromRecords, valuesFromRegionRows } from './values';
export type { ChoroplethColoringInput } from './colors';
export {
  bubbleSize,
  computeChoroplethColors,
  gradientColor,
  gradientWeight,
  mixColors,
  paletteColor,
  paletteEntryHolds,
} from './colors';
export type { ChoroplethLegend, GradientLegend, LegendEntry, PaletteLegend } from './legend';
export { LEGEND_COMPACT_FROM, LEGEND_GRADIENT_CHUNKS, gradientBorderValues, legendEntries, legendNumber, paletteEntryLabel } from './legend';
