import { FIT_SINGLE_MARKER_ZOOM, type Bubble, type GeoPoint } from '../../domain/index';
import type { SetLabelsOptions } from '../labels/LabelLayer';
import { MarkerOverlays } from './MarkerOverlays';
import type { AccessibilityMirror } from '../a11y/AccessibilityMirror';
import type { Camera } from '../camera/Camera';
import type { ScreenPoint } from '../camera/types';
import { GeoConverter } from '../geo/GeoConverter';
import type { GestureDispatcher } from '../interaction/GestureDispatcher';
import type { LayerManager } from '../layers/LayerManager';
import type { MapScene } from '../scene/MapScene';
import type { SvgMapDocument } from '../svg/types';
import type { EngineMapOptions } from '../types';
import { ClusterManager } from '../cluster/ClusterManager';
import { createClusterSource, indexPointsOffThread } from '../cluster/clusterClient';
import type { ClusterPrewarm } from '../cluster/clusterPrewarm';
import { BaseMapManager } from '../basemap/BaseMapManager';
import { MarkerCache } from './MarkerCache';
import { MarkerManager } from './MarkerManager';
import { UserLocation, type Geolocator } from './UserLocation';
import type { MapEngineEvents } from '../types';
import type { MarkerEmit } from './types';

/** What the features need from the engine. */
export interface MapFeaturesInput {
  document: SvgMapDocument;
  scene: MapScene;
  camera: Camera;
  surface: HTMLElement;
  /** The map's gesture dispatcher (marker drags in edit mode join it). */
  gestures: GestureDispatcher;
  mirror: AccessibilityMirror;
  layers: LayerManager;
  options: EngineMapOptions;
  emit: <K extends keyof MapEngineEvents>(name: K, payload: MapEngineEvents[K]) => void;
  /** The marker list changed: rebuild the accessibility mirror. */
  listChanged: () => void;
  /** Hands over the cluster index started while the map loaded (see `MapEngine.prepareMarkers`), once. */
  takeClusterPrewarm?: () => ClusterPrewarm | null;
}

/**
 * Everything tied to places on the map beyond the regions: geographic conversion, markers,
 * layers and floors. The facade reaches them through this one object, and disposing it frees
 * them all.
 */
export class MapFeatures {
  readonly converter: GeoConverter | null;
  readonly markers: MarkerManager;
  readonly layers: LayerManager;
  /** Present while clustering is on. */
  readonly clusters: ClusterManager | null;
  readonly baseMap: BaseMapManager;
  readonly userLocation: UserLocation;
  /** The point layers (markers, clusters, the user location) and their cached picture. */
  private readonly pointLayers: MarkerCache;
  private readonly offLayers: () => void;
  /** Choropleth bubbles and text labels on markers. */
  private overlays: MarkerOverlays | null = null;

  constructor(input: MapFeaturesInput) {
    const { document, options } = input;
    this.converter = GeoConverter.forDocument(document);
    this.layers = input.layers;
    this.pointLayers = new MarkerCache(input.scene, input.camera);
    this.markers = new MarkerManager({
      scene: input.scene,
      camera: input.camera,
      layers: this.pointLayers,
      surface: input.surface,
      gestures: input.gestures,
      converter: this.converter,
      regionIds: new Set(document.regions.map((region) => region.id)),
      // Marker events are a subset of the engine's.
      emit: input.emit as MarkerEmit,
      listChanged: () => this.onMarkersChanged(),
      selectionChanged: (changed) => {
        for (const id of changed) input.mirror.setSelected('marker', id, this.markers.store.get(id)?.selected ?? false);
      },
      // A moved marker belongs to other clusters now; the clusters are created below.
      moved: () => {
        this.clusters?.reload();
        this.overlays?.refresh();
      },
      shownChanged: () => this.overlays?.refresh(),
      colors: options.colors?.markers,
      markerLastID: options.markerLastID,
      images: options.markerImages,
      places: this.layers.markerPlaces(),
      indexOffThread: indexPointsOffThread,
    });
    // Clustered markers stay hidden until the first clusters arrive: drawing every marker first,
    // only to replace most of them with clusters, is wasted work.
    if (options.clustering?.on) this.markers.setShown(new Uint32Array(0));
    this.markers.setFloor(this.layers.currentFloor());
    this.markers.setHiddenLayers(this.layers.hiddenLayerIds());
    // One batch; the clusters (created below) index them once.
    this.markers.store.addBatch(options.markers ?? []);
    this.markers.refresh();
    const prewarm = input.takeClusterPrewarm?.() ?? null;
    this.clusters = options.clustering?.on ? new ClusterManager({
      scene: input.scene, camera: input.camera, layers: this.pointLayers, markers: this.markers, converter: this.converter,
      source: prewarm?.source ?? createClusterSource(), prewarm,
      emit: input.emit as MarkerEmit, maxZoom: options.clustering.maxZoom,
    }) : null;
    if (!this.clusters) prewarm?.source.dispose();
    this.input = input;
    if (this.markers.store.rows.count > 0) this.holdDraftUntilSettled();
    this.baseMap = new BaseMapManager({
      scene: input.scene, camera: input.camera, converter: this.converter, surface: input.surface,
      hideSvg: options.zoom?.hideSvg, hideSvgZoomLevel: options.zoom?.hideSvgZoomLevel, google: options.googleMaps,
      changed: (on, error) => input.emit('baseMapChange', { on, error }),
    });
    const google = options.googleMaps?.on ? { provider: 'google' as const, on: true } : null;
    const street = google ?? (options.baseMap?.on ? options.baseMap : null);
    if (street) this.baseMap.set(street);
    this.userLocation = new UserLocation(this.pointLayers, input.camera, this.converter);
    this.overlays = new MarkerOverlays(input.scene, input.camera, this.markers);
    if (options.fitMarkersOnStart || options.fitMarkers) this.fitMarkers();
    this.offLayers = this.layers.onChange(() => {
      this.markers.setHiddenLayers(this.layers.hiddenLayerIds());
      this.markers.setFloor(this.layers.currentFloor());
      this.clusters?.reload();
      input.listChanged();
      // A full redraw: hidden shapes must disappear from the cached picture, not be painted over it.
      input.scene.renderNow(true);
      input.emit('layersChange', { groups: this.layers.groups().map(({ id, title, visible }) => ({ id, title, visible })), floor: this.layers.currentFloor() });
    });
  }

  private readonly input: MapFeaturesInput;

  /** How many times the point layers' cached picture was drawn. */
  get markerPictureDraws(): number {
    return this.pointLayers.pictureDraws;
  }

  /** Shows or hides a layer; see {@link LayerManager.setGroupVisible}. */
  setGroupVisible(key: string, visible: boolean): boolean {
    return this.layers.setGroupVisible(key, visible);
  }

  /** Shows one floor. */
  setFloor(id: string): boolean {
    return this.layers.setFloor(id);
  }

  /** Fits the view to the shown markers; a single marker gets the single-marker zoom (default 20). */
  fitMarkers(): void {
    const rows = this.markers.visibleRows();
    if (rows.length === 0) return;
    const { x, y } = this.markers.store.rows;
    const camera = this.input.camera;
    if (rows.length === 1) {
      const row = rows[0] ?? 0;
      const level = this.input.options.fitSingleMarkerZoom ?? FIT_SINGLE_MARKER_ZOOM;
      const [, max] = camera.getZoomRange();
      camera.setState({ level: Math.min(level, max), x: x[row] ?? 0, y: y[row] ?? 0 });
      return;
    }
    let minX = Infinity;
    let minY = Infinity;
    let maxX = -Infinity;
    let maxY = -Infinity;
    for (const row of rows) {
      const px = x[row] ?? 0;
      const py = y[row] ?? 0;
      if (px < minX) minX = px;
      if (py < minY) minY = py;
      if (px > maxX) maxX = px;
      if (py > maxY) maxY = py;
    }
    // Room for the pins themselves: they stand up to 24 px above their point.
    camera.fitBounds({ x: minX, y: minY, width: maxX - minX, height: maxY - minY }, { padding: 30 });
  }

  /** Locates the visitor (see {@link UserLocation}) and reports it as a `locate` event. */
  async locate(geolocation?: Geolocator): Promise<GeoPoint> {
    try {
      const point = await this.userLocation.locate(geolocation);
      this.input.emit('locate', { geoPoint: point });
      return point;
    } catch (error) {
      const message = error instanceof Error ? error.message : String(error);
      this.input.emit('locate', { geoPoint: null, error: message });
      throw error;
    }
  }

  /** Clusters drawn now. */
  clusterList(): Array<{ count: number; svgPoint: { x: number; y: number } }> {
    return (this.clusters?.list() ?? []).map(({ count, svgPoint }) => ({ count, svgPoint }));
  }

  /**
   * Draws a choropleth bubble on each listed marker (an empty map removes them). A bubble is
   * hit-testable: clicking it clicks its marker. Markers added later get theirs when they come.
   */
  setMarkerBubbles(bubbles: ReadonlyMap<string, Bubble>): void {
    this.overlays?.setBubbles(bubbles);
  }

  /** Marker bubbles drawn now. */
  get markerBubbleCount(): number {
    return this.overlays?.bubbleCount ?? 0;
  }

  /**
   * Shows a text label under each listed marker (an empty map removes them). Labels keep their
   * size at every zoom; where they would collide, earlier markers keep theirs.
   */
  setMarkerLabels(labels: ReadonlyMap<string, string>, options: SetLabelsOptions = {}): void {
    this.overlays?.setLabels(labels, options);
  }

  /** Boxes of the marker labels shown now, viewport CSS px. */
  markerLabelBoxes(): Array<{ id: string; x: number; y: number; width: number; height: number }> {
    return this.overlays?.labelBoxes() ?? [];
  }

  /** Hover over markers first (they are drawn on top); returns the hovered marker, if any. */
  hoverAt(point: ScreenPoint | null): string | null {
    const cluster = point ? this.clusters?.clusterAt(point) : null;
    if (cluster) {
      this.markers.hoverAt(null);
      return `cluster:${cluster.id}`;
    }
    return this.markers.hoverAt(point);
  }

  /** A click on a cluster zooms into it; returns whether there was one under the point. */
  clusterClickAt(point: ScreenPoint): boolean {
    const cluster = this.clusters?.clusterAt(point);
    if (!cluster) return false;
    void this.clusters?.click(cluster, point);
    return true;
  }

  /** A click: clusters and markers first (and marker-edit mode); returns whether it was used. */
  clickAt(point: ScreenPoint): boolean {
    if (this.clusterClickAt(point)) return true;
    if (this.markers.clickAt(point)) return true;
    const bubble = this.overlays?.bubbleAt(point) ?? null;
    if (!bubble) return false;
    this.markers.click(bubble, point);
    return true;
  }

  /** Adds a batch of markers (see `MarkerManager.addBatch`); returns how many were added. */
  addMarkers(batch: Parameters<MarkerManager['addBatch']>[0]): number {
    const added = this.markers.addBatch(batch);
    if (added > 0) this.holdDraftUntilSettled();
    return added;
  }

  /**
   * Keeps the vector map's draft until the markers just added have their images and clusters:
   * their frame then reaches the screen before the full-quality image's dear first render.
   */
  private holdDraftUntilSettled(): void {
    const release = this.input.scene.holdFullQuality();
    void Promise.all([this.markers.whenImagesLoaded(), this.clusters?.settled()]).then(release, release);
  }

  /**
   * Resolves when marker images are loaded, clusters computed and the markers drawn for the
   * current view (a cached picture waiting for the view to settle is drawn now).
   */
  async settled(): Promise<void> {
    await this.markers.whenImagesLoaded();
    await this.clusters?.settled();
    this.pointLayers.settleNow();
    this.input.scene.renderNow();
  }

  /** Whether an id names a marker (the mirror and the API share ids with regions). */
  isMarker(id: string): boolean {
    return this.markers.store.has(id);
  }

  private onMarkersChanged(): void {
    this.overlays?.refresh();
    this.input.listChanged();
    this.clusters?.reload();
    if (this.input.options.fitMarkers) this.fitMarkers();
  }

  dispose(): void {
    this.offLayers();
    this.overlays?.dispose();
    this.clusters?.dispose();
    this.baseMap.dispose();
    this.userLocation.dispose();
    this.markers.dispose();
    this.pointLayers.dispose();
    this.layers.dispose();
  }
}
