/**
 * The map engine's one public entry. The UI imports from here and nowhere deeper.
 */
export { MapEngine } from './MapEngine';
export { prepareMapFile, warmEngine } from './load/warmStart';
export { removePoster } from './load/posterPlacement';
export { prepareClusters } from './cluster/clusterPrewarm';
export { prepareLabels } from './features/labelTextsModule';
export { prepareMapFeatures } from './features/prepareFeatures';
export { drawWithoutEval } from './scene/pixiWithoutEval';
export type { MapFileRequest } from './load/warmStart';
export type { EngineMapOptions, MapEngineEvents, MapEngineSettings, MapLoadState, SetOptionsMode } from './types';
export type { OptionChangeClass } from '../domain/index';
export type { HandlerToggle, MapHandlerName, MapHandlers } from './interaction/HandlerSwitches';
export type { RegionState, RegionColorOptions } from './regions/RegionStates';
export type { ViewBox, ScreenPoint, MapPoint } from './camera/types';
export { MapLoadError, EMPTY_SOURCE_MESSAGE, UNKNOWN_LOAD_FAILURE_MESSAGE, svgNotFoundMessage } from './load/messages';
export type { MapLoadErrorKind } from './load/messages';
export type { SetLabelsOptions } from './labels/LabelLayer';
export type { LabelBox } from './labels/placeLabels';
export type { EngineMarker, MarkerInput, MarkerEvents } from './markers/types';
export type { MarkerEditMode } from './markers/MarkerManager';
export { MarkerIdError, ID_USED_BY_MARKER, ID_USED_BY_REGION } from './markers/markerIds';
export { DEFAULT_PIN_URL, USER_LOCATION_URL, markerImageUrl } from './markers/markerImages';
export type { MarkerImageBases } from './markers/markerImages';
export type { MapLayer } from './layers/layerModel';
export { NO_GEO_VIEW_BOX_MESSAGE } from './geo/GeoConverter';
export type { BaseMapOptions } from './basemap/types';
export type { SearchArea, ShownSearchArea } from './features/searchAreaTypes';
export { streetMapConsent } from './features/streetMapConsent';
export type { MarkerColumns } from './markers/markerColumns';
