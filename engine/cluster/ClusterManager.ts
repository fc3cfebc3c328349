import { CLUSTER_CELL_SIZE, CLUSTER_RECOMPUTE_DELAY_MS, CLUSTER_WIDTH } from '../../domain/index';
import type { Camera } from '../camera/Camera';
import type { ScreenPoint, ViewBox } from '../camera/types';
import type { GeoConverter } from '../geo/GeoConverter';
import type { MarkerManager } from '../markers/MarkerManager';
import { containsView, cullWindow } from '../markers/cullWindow';
import { PointSpriteLayer, type PointSprite } from '../markers/PointSpriteLayer';
import { TextureAtlas } from '../markers/TextureAtlas';
import type { EngineMarker, MarkerEmit } from '../markers/types';
import type { MapScene } from '../scene/MapScene';
import type { ClusterMode } from './ClusterKernel';
import type { ClusterSource } from './clusterClient';
import { clusterLabel, paintBadge, superclusterZoom } from './clusterView';

/** What the cluster manager needs from the map. */
export interface ClusterManagerInput {
  scene: MapScene;
  camera: Camera;
  markers: MarkerManager;
  converter: GeoConverter | null;
  source: ClusterSource;
  emit: MarkerEmit;
  /** Deepest zoom that still clusters (geo maps). */
  maxZoom?: number;
  /** Recompute delay after a zoom. Default 400 ms. */
  delayMs?: number;
}

/** A cluster as drawn now. */
export interface DrawnCluster {
  id: number;
  count: number;
  svgPoint: { x: number; y: number };
}

/**
 * Marker clustering: the shown markers are indexed in the clustering worker; after each zoom
 * (400 ms later, so a zoom animation or wheel burst costs one computation) and when a pan
 * leaves the computed area, the clusters of the area around the view are fetched. Clusters are
 * drawn as badges with their count; markers outside any cluster are drawn as markers. Clicking
 * a cluster zooms to its markers' extent.
 */
export class ClusterManager {
  private readonly layer = new PointSpriteLayer('clusters');
  private readonly atlas: TextureAtlas;
  private readonly offCamera: Array<() => void>;
  private mode: ClusterMode = 'grid';
  private indexed: EngineMarker[] = [];
  private drawn: DrawnCluster[] = [];
  private window: ViewBox | null = null;
  private timer: ReturnType<typeof setTimeout> | null = null;
  private sequence = 0;
  private pending: Promise<void> = Promise.resolve();
  private loading: Promise<unknown> = Promise.resolve();
  private disposed = false;

  constructor(private readonly input: ClusterManagerInput) {
    this.atlas = new TextureAtlas(globalThis.devicePixelRatio || 1);
    input.scene.markerLayer.addChild(this.layer.container);
    this.offCamera = [
      input.camera.on('zoom', () => this.schedule(input.delayMs ?? CLUSTER_RECOMPUTE_DELAY_MS)),
      input.camera.on('change', () => this.onCameraChange()),
    ];
    this.reload();
  }

  /** Clusters drawn now. */
  list(): DrawnCluster[] {
    return this.drawn.map((cluster) => ({ ...cluster, svgPoint: { ...cluster.svgPoint } }));
  }

  /** Re-indexes the shown markers (after markers were added, removed or a floor changed). */
  reload(): void {
    const markers = this.input.markers.visibleMarkers();
    const geo = this.input.converter !== null && markers.every((marker) => marker.geoPoint !== undefined);
    this.mode = geo ? 'geo' : 'grid';
    this.indexed = markers;
    const coords = new Float64Array(markers.length * 2);
    markers.forEach((marker, i) => {
      coords[2 * i] = geo ? (marker.geoPoint?.lng ?? 0) : marker.svgPoint.x;
      coords[2 * i + 1] = geo ? (marker.geoPoint?.lat ?? 0) : marker.svgPoint.y;
    });
    this.loading = this.input.source.load(coords, { mode: this.mode, cellSize: CLUSTER_CELL_SIZE, maxZoom: this.input.maxZoom });
    this.schedule(0);
  }

  /** Resolves when no clustering is waiting or running. */
  async settled(): Promise<void> {
    for (;;) {
      const pending = this.pending;
      await pending;
      if (pending === this.pending && this.timer === null) return;
      await new Promise((resolve) => setTimeout(resolve, 20));
    }
  }

  /** The cluster under a viewport point, if any. */
  clusterAt(point: ScreenPoint): DrawnCluster | null {
    const index = this.layer.hitTest(point);
    return this.drawn[index] ?? null;
  }

  /** Zooms to a cluster's markers and emits `clusterClick`. */
  async click(cluster: DrawnCluster, point: ScreenPoint): Promise<void> {
    const sequence = this.sequence;
    const leaves = await this.input.source.leaves(cluster.id);
    if (this.disposed || sequence !== this.sequence) return;
    const members = Array.from(leaves.indices, (i) => this.indexed[i]).filter((m): m is EngineMarker => m !== undefined);
    let minX = Infinity;
    let minY = Infinity;
    let maxX = -Infinity;
    let maxY = -Infinity;
    for (const { svgPoint } of members) {
      minX = Math.min(minX, svgPoint.x);
      minY = Math.min(minY, svgPoint.y);
      maxX = Math.max(maxX, svgPoint.x);
      maxY = Math.max(maxY, svgPoint.y);
    }
    this.input.emit('clusterClick', { count: cluster.count, markerIds: members.map((m) => m.id), point });
    if (members.length === 0) return;
    const camera = this.input.camera;
    const target = camera.stateForBounds({ x: minX, y: minY, width: maxX - minX, height: maxY - minY }, { padding: CLUSTER_WIDTH });
    // Always at least one level in, so a click on a tight cluster makes progress.
    camera.setState({ ...target, level: Math.max(target.level, Math.floor(camera.getLevel()) + 1) });
  }

  dispose(): void {
    this.disposed = true;
    if (this.timer !== null) clearTimeout(this.timer);
    for (const off of this.offCamera) off();
    this.input.source.dispose();
    this.input.markers.setShown(null);
    this.layer.dispose();
    this.atlas.dispose();
  }

  private onCameraChange(): void {
    const { camera, scene } = this.input;
    if (this.layer.sync(camera.worldTransform(), camera.getViewBox())) scene.requestRender();
    const view = camera.getViewBox();
    if (this.window && !containsView(this.window, view, 0) && this.timer === null) this.schedule(0);
  }

  private schedule(delay: number): void {
    if (this.timer !== null) clearTimeout(this.timer);
    this.timer = setTimeout(() => {
      this.timer = null;
      this.pending = this.compute();
    }, delay);
  }

  private async compute(): Promise<void> {
    const sequence = ++this.sequence;
    await this.loading;
    const { camera, converter } = this.input;
    const view = camera.getViewBox();
    const window = cullWindow(view);
    const scale = camera.getScale();
    let query;
    if (this.mode === 'geo' && converter) {
      const nw = converter.svgToGeo({ x: window.x, y: window.y });
      const se = converter.svgToGeo({ x: window.x + window.width, y: window.y + window.height });
      query = { bbox: [nw.lng, se.lat, se.lng, nw.lat] as [number, number, number, number], zoom: superclusterZoom(scale, converter.mercatorFrame().worldSize), cell: 0 };
    } else {
      query = { bbox: [window.x, window.y, window.x + window.width, window.y + window.height] as [number, number, number, number], zoom: 0, cell: CLUSTER_CELL_SIZE / scale };
    }
    const result = await this.input.source.query(query);
    if (this.disposed || sequence !== this.sequence) return;
    this.window = window;
    const shown = new Set<string>();
    for (const i of result.singles) {
      const marker = this.indexed[i];
      if (marker) shown.add(marker.id);
    }
    const drawn: DrawnCluster[] = [];
    for (let k = 0; k + 3 < result.clusters.length; k += 4) {
      const x = result.clusters[k] ?? 0;
      const y = result.clusters[k + 1] ?? 0;
      const svgPoint = this.mode === 'geo' && converter ? converter.geoToSvg({ lat: y, lng: x }) : { x, y };
      drawn.push({ id: result.clusters[k + 3] ?? -1, count: result.clusters[k + 2] ?? 0, svgPoint });
    }
    // Counts change at every zoom: start the badge atlas over before it fills up.
    if (this.atlas.size > 2000) this.atlas.clear();
    const sprites: PointSprite[] = [];
    this.drawn = drawn.filter((cluster) => {
      const sprite = this.sprite(cluster);
      if (sprite) sprites.push(sprite);
      return sprite !== null;
    });
    this.layer.setItems(sprites);
    this.input.markers.setShown(shown);
    this.onCameraChange();
    this.input.scene.requestRender();
  }

  private sprite(cluster: DrawnCluster): PointSprite | null {
    const label = clusterLabel(cluster.count);
    const size = label.length > 3 ? CLUSTER_WIDTH + 6 : CLUSTER_WIDTH;
    const paint = (context: CanvasRenderingContext2D, w: number, h: number) => paintBadge(context, w, h, label);
    const texture = this.atlas.ensure(`${label}|${size}`, size, size, paint);
    if (!texture) return null;
    return { x: cluster.svgPoint.x, y: cluster.svgPoint.y, texture, width: size, height: size, anchorX: 0.5, anchorY: 0.5, alpha: 1 };
  }
}
