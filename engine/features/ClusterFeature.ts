import type { SvgPoint } from '../../domain/index';
import type { Camera } from '../camera/Camera';
import type { ScreenPoint } from '../camera/types';
import { ClusterManager } from '../cluster/ClusterManager';
import { createClusterSource } from '../cluster/clusterClient';
import type { ClusterPrewarm } from '../cluster/clusterPrewarm';
import type { MarkerCache } from '../markers/MarkerCache';
import type { MarkerManager } from '../markers/MarkerManager';
import type { MarkerEmit } from '../markers/types';
import type { MapScene } from '../scene/MapScene';
import type { EngineMapOptions } from '../types';
import type { GeoFeature } from './GeoFeature';

/** What the cluster feature needs from the map. */
export interface ClusterFeatureInput {
  scene: MapScene;
  camera: Camera;
  /** The point layers the cluster badges join. */
  layers: MarkerCache;
  markers: MarkerManager;
  geo: GeoFeature;
  options: EngineMapOptions;
  emit: MarkerEmit;
  /** The cluster index started while the map loaded (see `MapEngine.prepareMarkers`), if any. */
  prewarm: ClusterPrewarm | null;
}

/**
 * Marker clusters while `clustering.on`: the {@link ClusterManager} that indexes the markers in
 * the clustering worker and draws the badges. With clustering off every call does nothing.
 */
export class ClusterFeature {
  /** Present while clustering is on. */
  readonly manager: ClusterManager | null;

  constructor(input: ClusterFeatureInput) {
    const { options, prewarm } = input;
    this.manager = options.clustering?.on ? new ClusterManager({
      scene: input.scene, camera: input.camera, layers: input.layers, markers: input.markers, converter: input.geo.converter,
      source: prewarm?.source ?? createClusterSource(), prewarm,
      emit: input.emit, maxZoom: options.clustering.maxZoom,
    }) : null;
    if (!this.manager) prewarm?.source.dispose();
  }

  /** Indexes the markers again (they were added, moved, removed or filtered). */
  reload(): void {
    this.manager?.reload();
  }

  /** Resolves once the clusters of the current markers and view are computed (undefined without clusters). */
  settled(): Promise<void> | undefined {
    return this.manager?.settled();
  }

  /** Clusters drawn now. */
  list(): Array<{ count: number; svgPoint: SvgPoint }> {
    return (this.manager?.list() ?? []).map(({ count, svgPoint }) => ({ count, svgPoint }));
  }

  /** A click on a cluster zooms into it; returns whether there was one under the point. */
  clickAt(point: ScreenPoint): boolean {
    const cluster = this.manager?.clusterAt(point);
    if (!cluster) return false;
    void this.manager?.click(cluster, point);
    return true;
  }

  dispose(): void {
    this.manager?.dispose();
  }
}
