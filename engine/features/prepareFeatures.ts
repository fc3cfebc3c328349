import type { EngineMapOptions } from '../types';
import { prepareBaseMapFor } from './baseMapFeature';
import { prepareClusteringFor } from './ClusterFeature';
import { prepareOverlaysFor } from './overlaysModule';

/**
 * Starts loading the code of the optional features `options` turn on (labels and bubbles, the
 * street map, clusters), so a map built with them does not wait for it. The loader calls it
 * when an engine is made; the viewer calls it as soon as a map's options are known, while the
 * map's file is fetched.
 */
export function prepareMapFeatures(options: EngineMapOptions): void {
  void prepareOverlaysFor(options);
  void prepareBaseMapFor(options);
  void prepareClusteringFor(options);
}
