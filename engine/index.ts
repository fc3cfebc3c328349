/**
 * The map engine's one public entry. The UI imports from here and nowhere deeper.
 */
export { MapEngine } from './MapEngine';
export type { EngineMapOptions, MapEngineEvents, MapEngineSettings, MapLoadState } from './types';
export type { RegionState, RegionColorOptions } from './regions/RegionStates';
export type { ViewBox, ScreenPoint, MapPoint } from './camera/types';
export { MapLoadError, EMPTY_SOURCE_MESSAGE, UNKNOWN_LOAD_FAILURE_MESSAGE, svgNotFoundMessage } from './load/messages';
export type { MapLoadErrorKind } from './load/messages';
export type { SetLabelsOptions } from './labels/LabelLayer';
export type { LabelBox } from './labels/placeLabels';
