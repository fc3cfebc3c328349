/**
 * The engine's light entry: what a page may start before the engine's code (pixi, the scene,
 * the markers) has arrived. It fetches and parses a map's file in the geometry worker, so that
 * work runs while the viewer's main chunk downloads and compiles; the engine made later for the
 * same file takes the result. Nothing here imports pixi: the viewer's page entry imports it.
 */
export { prepareMapFile, type MapFileRequest } from './load/mapFilePrep';
export { warmGeometryWorker } from './load/geometryClient';
export { showMapPoster, type PosterTarget } from './load/posterPlacement';
export { prepareMapFileForPoster, type PosterFile } from './load/posterPrep';
export { streetMapConsent } from './features/streetMapConsent';
