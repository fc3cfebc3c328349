import type { SvgPoint } from '../../domain/index';
import type { Camera } from '../camera/Camera';
import type { ScreenPoint } from '../camera/types';
import type * as ClusterCode from '../cluster/ClusterManager';
import type { ClusterManager } from '../cluster/ClusterManager';
import { createClusterSource } from '../cluster/clusterClient';
import type { ClusterPrewarm } from '../cluster/clusterPrewarm';
import type { BadgeColors } from '../cluster/clusterView';
import type { MarkerCache } from '../markers/MarkerCache';
import type { MarkerManager } from '../markers/MarkerManager';
import type { MarkerEmit } from '../markers/types';
import type { MapScene } from '../scene/MapScene';
import type { EngineMapOptions } from '../types';
import type { GeoFeature } from './GeoFeature';
import { LazyModule } from './LazyModule';

/** The cluster manager's code (grouping, badges, cluster clicks), loaded once per page by maps that cluster. */
const clusterCode = new LazyModule<typeof ClusterCode>(() => import('../cluster/ClusterManager'));

/**
 * Starts loading the cluster code when `options` turn clustering on, so a map built with them
 * has it (the loader waits for this); null when they do not or it is there.
 */
export function prepareClusteringFor(options: EngineMapOptions): Promise<unknown> | null {
  if (clusterCode.loaded || !options.clustering?.on) return null;
  return clusterCode.load().catch(() => undefined);
}

/** What the cluster feature needs from the map. */
interface ClusterFeatureInput {
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
 * the clustering worker and draws the badges. With clustering off every call does nothing. Its
 * code comes with the map (`prepareClusteringFor`); should that load fail, the markers are
 * shown unclustered.
 */
export class ClusterFeature {
  /** Present while clustering is on. */
  readonly manager: ClusterManager | null;

  constructor(input: ClusterFeatureInput) {
    const { prewarm } = input;
    const clustering = input.options.clustering;
    const code = clustering?.on ? clusterCode.loaded : null;
    this.manager = code && clustering ? new code.ClusterManager({
      scene: input.scene, camera: input.camera, layers: input.layers, markers: input.markers, converter: input.geo.converter,
      source: prewarm?.source ?? createClusterSource(), prewarm,
      emit: input.emit, maxZoom: clustering.maxZoom,
      badgeColors: badgeColorsOf(input.options),
    }) : null;
    if (!this.manager) prewarm?.source.dispose();
  }

  /** Indexes the markers again (they were added, moved, removed or filtered). */
  reload(): void {
    this.manager?.reload();
  }

  /** Paints the cluster badges in the colours `options` give; the markers and clusters stay. */
  restyle(options: EngineMapOptions): void {
    this.manager?.restyle(badgeColorsOf(options));
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

/** The badges' colours from the map's cluster colour options. */
function badgeColorsOf(options: EngineMapOptions): BadgeColors {
  return { fill: options.colors?.clusters, border: options.colors?.clustersBorders, text: options.colors?.clustersText };
}
