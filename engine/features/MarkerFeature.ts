import { FIT_SINGLE_MARKER_ZOOM, type Bubble } from '../../domain/index';
import type { AccessibilityMirror } from '../a11y/AccessibilityMirror';
import type { Camera } from '../camera/Camera';
import type { ScreenPoint } from '../camera/types';
import { indexPointsOffThread } from '../cluster/clusterClient';
import type { GestureDispatcher } from '../interaction/GestureDispatcher';
import type { SetLabelsOptions } from '../labels/LabelLayer';
import type { LayerManager } from '../layers/LayerManager';
import { MarkerCache } from '../markers/MarkerCache';
import { MarkerManager } from '../markers/MarkerManager';
import type { MarkerColumns } from '../markers/markerColumns';
import type { MarkerEmit, MarkerInput } from '../markers/types';
import type { MapScene } from '../scene/MapScene';
import type { SvgMapDocument } from '../svg/types';
import type { EngineMapOptions } from '../types';
import type { GeoFeature } from './GeoFeature';
import { LazyMarkerOverlays } from './LazyMarkerOverlays';

/** What the marker feature needs from the map. */
export interface MarkerFeatureInput {
  document: SvgMapDocument;
  scene: MapScene;
  camera: Camera;
  surface: HTMLElement;
  /** The map's gesture dispatcher (marker drags in edit mode join it). */
  gestures: GestureDispatcher;
  mirror: AccessibilityMirror;
  layers: LayerManager;
  geo: GeoFeature;
  options: EngineMapOptions;
  emit: MarkerEmit;
  /** The marker list changed (added, removed, filtered): the clusters and the mirror follow. */
  listChanged: () => void;
  /** A marker moved: the clusters follow. */
  moved: () => void;
  /** Resolves once the clusters are computed (undefined without clusters). */
  clustersSettled: () => Promise<void> | undefined;
}

/**
 * Markers as a feature of the map: the marker subsystem's {@link MarkerManager} (store, GPU
 * layer, picking, edit mode), started with the map's markers, plus the point layers' cached
 * picture every point layer joins, the bubbles and labels drawn on markers, and fitting the
 * view to them.
 */
export class MarkerFeature {
  readonly manager: MarkerManager;
  /** The point layers (markers, clusters, the user location) and their cached picture. */
  readonly pointLayers: MarkerCache;
  /** Choropleth bubbles and text labels on markers. */
  private readonly overlays: LazyMarkerOverlays;

  constructor(private readonly input: MarkerFeatureInput) {
    const { document, options, layers } = input;
    this.pointLayers = new MarkerCache(input.scene, input.camera);
    this.manager = new MarkerManager({
      scene: input.scene,
      camera: input.camera,
      layers: this.pointLayers,
      surface: input.surface,
      gestures: input.gestures,
      converter: input.geo.converter,
      regionIds: new Set(document.regions.map((region) => region.id)),
      emit: input.emit,
      listChanged: () => this.onMarkersChanged(),
      selectionChanged: (changed) => {
        for (const id of changed) input.mirror.setSelected('marker', id, this.manager.store.get(id)?.selected ?? false);
      },
      // A moved marker belongs to other clusters now. The overlays are made last (below): the
      // manager may call back before they exist.
      moved: () => {
        input.moved();
        this.overlays?.refresh();
      },
      shownChanged: () => this.overlays?.refresh(),
      colors: options.colors?.markers,
      markerLastID: options.markerLastID,
      images: options.markerImages,
      places: layers.markerPlaces(),
      indexOffThread: indexPointsOffThread,
    });
    // Clustered markers stay hidden until the first clusters arrive: drawing every marker first,
    // only to replace most of them with clusters, is wasted work.
    if (options.clustering?.on) this.manager.setShown(new Uint32Array(0));
    this.manager.setFloor(layers.currentFloor());
    this.manager.setHiddenLayers(layers.hiddenLayerIds());
    // One batch; the clusters (created after this feature) index them once.
    this.manager.store.addBatch(options.markers ?? []);
    this.manager.refresh();
    this.overlays = new LazyMarkerOverlays(input.scene, input.camera, this.manager);
  }

  /** How many times the point layers' cached picture was drawn. */
  get pictureDraws(): number {
    return this.pointLayers.pictureDraws;
  }

  /** Draws the markers with the looks per state `options` give (`colors.markers`); nothing is rebuilt. */
  restyle(options: EngineMapOptions): void {
    this.manager.restyle(options.colors?.markers);
  }

  /** Hides the markers of hidden layers and of other floors than the current one. */
  followLayers(): void {
    const { layers } = this.input;
    this.manager.setHiddenLayers(layers.hiddenLayerIds());
    this.manager.setFloor(layers.currentFloor());
  }

  /** Fits the view to the shown markers; a single marker gets the single-marker zoom (default 20). */
  fit(): void {
    const rows = this.manager.visibleRows();
    if (rows.length === 0) return;
    const { x, y } = this.manager.store.rows;
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

  /**
   * Draws a choropleth bubble on each listed marker (an empty map removes them). A bubble is
   * hit-testable: clicking it clicks its marker. Markers added later get theirs when they come.
   */
  setBubbles(bubbles: ReadonlyMap<string, Bubble>): void {
    this.overlays.setBubbles(bubbles);
  }

  /** Marker bubbles drawn now. */
  get bubbleCount(): number {
    return this.overlays.bubbleCount;
  }

  /** The marker whose bubble is under a viewport point, if any. */
  bubbleAt(point: ScreenPoint): string | null {
    return this.overlays.bubbleAt(point);
  }

  /**
   * Shows a text label under each listed marker (an empty map removes them). Labels keep their
   * size at every zoom; where they would collide, earlier markers keep theirs.
   */
  setLabels(labels: ReadonlyMap<string, string>, options: SetLabelsOptions = {}): void {
    this.overlays.setLabels(labels, options);
  }

  /** Boxes of the marker labels shown now, viewport CSS px. */
  labelBoxes(): Array<{ id: string; x: number; y: number; width: number; height: number }> {
    return this.overlays.labelBoxes();
  }

  /** Adds a batch of markers (see `MarkerManager.addBatch`); returns how many were added. */
  addBatch(batch: MarkerColumns | MarkerInput[]): number {
    const added = this.manager.addBatch(batch);
    if (added > 0) this.holdDraftUntilSettled();
    return added;
  }

  /** Adds a column batch a slice per task (see `MarkerManager.addBatchInSlices`); resolves with how many were added. */
  async addBatchInSlices(batch: MarkerColumns, stillWanted?: () => boolean): Promise<number> {
    const added = await this.manager.addBatchInSlices(batch, stillWanted);
    if (added > 0) this.holdDraftUntilSettled();
    return added;
  }

  /**
   * Keeps the vector map's draft until the markers just added have their images and clusters:
   * their frame then reaches the screen before the full-quality image's dear first render.
   */
  holdDraftUntilSettled(): void {
    const release = this.input.scene.holdFullQuality();
    void Promise.all([this.manager.whenImagesLoaded(), this.input.clustersSettled()]).then(release, release);
  }

  /**
   * Resolves when marker images are loaded, clusters computed and the markers drawn for the
   * current view (a cached picture waiting for the view to settle is drawn now).
   */
  async settled(): Promise<void> {
    await this.manager.whenImagesLoaded();
    await this.input.clustersSettled();
    this.pointLayers.settleNow();
    this.input.scene.renderNow();
  }

  private onMarkersChanged(): void {
    this.overlays?.refresh();
    this.input.listChanged();
    if (this.input.options.fitMarkers) this.fit();
  }

  dispose(): void {
    this.overlays.dispose();
    this.manager.dispose();
    this.pointLayers.dispose();
  }
}
