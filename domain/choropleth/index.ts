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
export type { ChoroplethLegend, ClassesLegend, GradientLegend, LegendEntry, MarkerLegend, PaletteLegend } from './legend';
export type { Classification } from './classes';
export { classColor, classify } from './classes';
export { LEGEND_GRADIENT_CHUNKS, classesLegend, compactNumber, gradientBorderValues, legendEntries, legendNumber, markerLegend, paletteEntryLabel } from './legend';
export type { ClassBounds, ClassMethod, ClassifyRequest } from './classify';
export { CLASS_METHODS, ClassificationError, MAX_CLASSES, MIN_CLASSES, classBounds, classCounts, classOf, quantileOf, sortedFinite } from './classify';
export type { ContinuousScale, ScaleDomain } from './scales';
export { CONTINUOUS_SCALES, checkScale, scaleHistogram, scalePosition, scaleValue } from './scales';
export { normalizedValues } from './normalize';
