import { CLUSTER_CELL_SIZE, CLUSTER_RECOMPUTE_DELAY_MS, CLUSTER_WIDTH } from '../../domain/index';
import type { Camera } from '../camera/Camera';
import type { ScreenPoint, ViewBox } from '../camera/types';
import type { GeoConverter } from '../geo/GeoConverter';
import { pickInRange } from '../hit-test/markerPick';
import type { MarkerManager } from '../markers/MarkerManager';
import { pointCamera, type MarkerCache } from '../markers/MarkerCache';
import { containsView, cullWindow } from '../markers/cullWindow';
import { PLAIN_LOOKS, PointLayer } from '../markers/PointLayer';
import { atlasSlot } from '../markers/SlotTable';
import { TextureAtlas } from '../markers/TextureAtlas';
import type { MarkerEmit } from '../markers/types';
import type { MapScene } from '../scene/MapScene';
import type { ClusterMode } from './ClusterKernel';
import type { ClusterSource } from './clusterClient';
import { prewarmMatches, takePreparedClusters, type ClusterPrewarm } from './clusterPrewarm';
import { canSplit } from './canSplit';
import { clusterLabel, paintBadge, superclusterZoom, type BadgeColors } from './clusterView';

/** What the cluster manager needs from the map. */
interface ClusterManagerInput {
  scene: MapScene;
  camera: Camera;
  /** Where point layers are drawn. */
  layers: MarkerCache;
  markers: MarkerManager;
  converter: GeoConverter | null;
  source: ClusterSource;
  emit: MarkerEmit;
  /** Deepest zoom that still clusters (geo maps). */
  maxZoom?: number;
  /** Recompute delay after a zoom. Default 400 ms. */
  delayMs?: number;
  /** An index started while the map loaded, on `source`; adopted when it holds the shown markers. */
  prewarm?: ClusterPrewarm | null;
  /** The badges' colours (the map's cluster colour options). */
  badgeColors?: BadgeColors;
}

/** A cluster as drawn now. */
interface DrawnCluster {
  id: number;
  count: number;
  svgPoint: { x: number; y: number };
}

/** Badge atlas entries kept before the atlas starts over (counts change at every zoom). */
const MAX_BADGES = 2000;

/**
 * Marker clustering: the shown markers are indexed in the clustering worker, fed straight from
 * the store's columns; after each zoom (400 ms later, so a zoom animation or wheel burst costs
 * one computation) and when a pan leaves the computed area, the clusters of the area around the
 * view are fetched. Clusters are drawn as count badges by a {@link PointLayer} like the markers;
 * markers outside any cluster are drawn as markers. Clicking a cluster zooms to its markers'
 * extent.
 */
export class ClusterManager {
  private readonly layer = new PointLayer('clusters');
  private readonly atlas: TextureAtlas;
  /** Badge slot per atlas key. */
  private readonly badges = new Map<string, number>();
  private readonly offCamera: Array<() => void>;
  private mode: ClusterMode = 'grid';
  /** Store rows of the indexed points (point i is row rows[i]: every row) and the store epoch they belong to. */
  private indexed: Uint32Array<ArrayBufferLike> = new Uint32Array(0);
  private indexedEpoch = -1;
  /** The indexed points as last sent to the worker (lng/lat or map units). */
  private indexedCoords: Float64Array | null = null;
  /** The markers' {@link MarkerManager.placesChanged} when they were last indexed. */
  private indexedPlaces = -1;
  private drawn: DrawnCluster[] = [];
  private drawnX = new Float64Array(0);
  private drawnY = new Float64Array(0);
  private drawnSlots = new Uint16Array(0);
  private window: ViewBox | null = null;
  private timer: ReturnType<typeof setTimeout> | null = null;
  private sequence = 0;
  private pending: Promise<void> = Promise.resolve();
  private loading: Promise<unknown> = Promise.resolve();
  private disposed = false;
  private prewarm: ClusterPrewarm | null;
  /** The worker holding the index: the input's, or one the page prepared for these markers. */
  private source: ClusterSource;

  private readonly input: ClusterManagerInput;

  constructor(input: ClusterManagerInput) {
    this.prewarm = input.prewarm ?? null;
    // The prewarm holds its own copy of every point: only `this.prewarm` keeps it, until adopted.
    this.input = { ...input, prewarm: null };
    this.source = input.source;
    this.atlas = new TextureAtlas(globalThis.devicePixelRatio || 1);
    this.layer.setTexture(this.atlas.source);
    this.layer.setLooks(PLAIN_LOOKS);
    // A few badges: drawn directly, so they follow pans exactly and never redraw the markers' picture.
    input.layers.addLive(this.layer);
    this.offCamera = [
      input.camera.on('zoom', () => this.schedule(this.input.delayMs ?? CLUSTER_RECOMPUTE_DELAY_MS)),
      input.camera.on('change', () => this.onCameraChange()),
    ];
    this.reload();
  }

  /** Clusters drawn now. */
  list(): DrawnCluster[] {
    return this.drawn.map((cluster) => ({ ...cluster, svgPoint: { ...cluster.svgPoint } }));
  }

  /**
   * Follows the markers (added, removed, moved, filtered, or a floor or layer changed). Every
   * marker is indexed, shown or not; when only which markers are shown changed (a search, a
   * filter, a floor), the worker is sent the shown ones and updates the clusters' counts: no new
   * index, and one pass over the markers here.
   */
  reload(): void {
    const markers = this.input.markers;
    const mask = shownMask(markers);
    if (markers.placesChanged === this.indexedPlaces && markers.store.epoch === this.indexedEpoch) {
      const previous = this.loading.catch(() => undefined);
      this.loading = previous.then(() => this.source.setVisible(mask));
      this.schedule(0);
      return;
    }
    this.indexedPlaces = markers.placesChanged;
    const { count, lat, lng, x, y } = markers.store.rows;
    let geo = this.input.converter !== null;
    for (let row = 0; geo && row < count; row++) if (Number.isNaN(lat[row])) geo = false;
    const mode: ClusterMode = geo ? 'geo' : 'grid';
    const coords = new Float64Array(count * 2);
    for (let row = 0; row < count; row++) {
      coords[2 * row] = (geo ? lng[row] : x[row]) ?? 0;
      coords[2 * row + 1] = (geo ? lat[row] : y[row]) ?? 0;
    }
    this.indexedEpoch = markers.store.epoch;
    // In order after the calls before: a mask must never reach an index it was not made for.
    const previous = this.loading.catch(() => undefined);
    if (mode !== this.mode || !sameCoords(coords, this.indexedCoords)) {
      this.mode = mode;
      this.indexed = identityRows(count);
      this.indexedCoords = coords;
      // The worker takes its own copy (transferred); this one tells the next reload whether the points moved.
      const points = coords.slice();
      this.loading = previous.then(() => this.load(points)).then(() => (mask ? this.source.setVisible(mask) : 0));
    } else {
      this.loading = previous.then(() => this.source.setVisible(mask));
    }
    this.schedule(0);
  }

  /** Indexes points in the worker, or adopts the index prepared while the map loaded. */
  private load(coords: Float64Array): Promise<unknown> {
    const options = { mode: this.mode, cellSize: CLUSTER_CELL_SIZE, maxZoom: this.input.maxZoom };
    const prewarm = this.prewarm;
    // No markers yet: the prepared index waits for the batch it was made for.
    if (prewarm && coords.length === 0) return Promise.resolve(0);
    this.prewarm = null;
    if (prewarm && prewarmMatches(prewarm, coords, options)) return prewarm.loaded;
    // Markers added once the map was ready: the page may have indexed them before the map existed.
    const prepared = takePreparedClusters(coords, options);
    if (prepared) {
      this.source.dispose();
      this.source = prepared.source;
      return prepared.loaded;
    }
    return this.source.load(coords, options);
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

  /** The cluster under a viewport point, if any (the last drawn wins). */
  clusterAt(point: ScreenPoint): DrawnCluster | null {
    const slots = this.layer.slots;
    const index = pickInRange(0, this.drawn.length, {
      x: this.drawnX,
      y: this.drawnY,
      boxOf: (k) => slots.box(this.drawnSlots[k] ?? 0),
    }, pointCamera(this.input.camera), point.x, point.y);
    return this.drawn[index] ?? null;
  }

  /** Zooms to a cluster's markers and emits `clusterClick`. */
  async click(cluster: DrawnCluster, point: ScreenPoint): Promise<void> {
    const sequence = this.sequence;
    const leaves = await this.source.leaves(cluster.id);
    const store = this.input.markers.store;
    if (this.disposed || sequence !== this.sequence || this.indexedEpoch !== store.epoch) return;
    const { ids, x, y } = store.rows;
    const markerIds: string[] = [];
    let minX = Infinity;
    let minY = Infinity;
    let maxX = -Infinity;
    let maxY = -Infinity;
    for (const i of leaves.indices) {
      const row = this.indexed[i];
      if (row === undefined) continue;
      const px = x[row] ?? 0;
      const py = y[row] ?? 0;
      markerIds.push(ids[row] ?? '');
      minX = Math.min(minX, px);
      minY = Math.min(minY, py);
      maxX = Math.max(maxX, px);
      maxY = Math.max(maxY, py);
    }
    const camera = this.input.camera;
    const stacked = markerIds.length > 1 && !canSplit(camera, maxX - minX, maxY - minY);
    this.input.emit('clusterClick', { count: cluster.count, markerIds, point, stacked });
    // Markers that stay one cluster at the deepest zoom are listed by the viewer instead.
    if (markerIds.length === 0 || stacked) return;
    const target = camera.stateForBounds({ x: minX, y: minY, width: maxX - minX, height: maxY - minY }, { padding: CLUSTER_WIDTH });
    // Always at least one level in, so a click on a tight cluster makes progress.
    camera.setState({ ...target, level: Math.max(target.level, Math.floor(camera.getLevel()) + 1) });
  }

  dispose(): void {
    this.disposed = true;
    if (this.timer !== null) clearTimeout(this.timer);
    for (const off of this.offCamera) off();
    this.source.dispose();
    this.input.markers.setShown(null);
    this.input.layers.remove(this.layer);
    this.layer.dispose();
    this.atlas.dispose();
  }

  private onCameraChange(): void {
    const view = this.input.camera.getViewBox();
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
    if (this.indexed.length === 0) {
      // Nothing indexed (and the worker may hold a prepared index for markers still to come).
      if (this.disposed || sequence !== this.sequence) return;
      this.window = null;
      this.draw(new Float64Array(0));
      this.input.markers.setShown(new Uint32Array(0));
      return;
    }
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
    const result = await this.source.query(query);
    // Rows renumbered meanwhile: a reload is on its way.
    if (this.disposed || sequence !== this.sequence || this.indexedEpoch !== this.input.markers.store.epoch) return;
    this.window = window;
    const singles = new Uint32Array(result.singles.length);
    let n = 0;
    for (const i of result.singles) {
      const row = this.indexed[i];
      if (row !== undefined) singles[n++] = row;
    }
    this.draw(result.clusters);
    this.input.markers.setShown(singles.subarray(0, n).sort());
    this.onCameraChange();
  }

  /** Draws the clusters of a query answer (x, y, count, id per cluster). */
  private draw(clusters: Float64Array): void {
    const converter = this.input.converter;
    const total = Math.floor(clusters.length / 4);
    // Counts change at every zoom: start the badge atlas over before it could fill up mid-draw.
    if (this.badges.size + total > MAX_BADGES) this.resetBadges();
    const drawn: DrawnCluster[] = [];
    const xs = new Float64Array(total);
    const ys = new Float64Array(total);
    const slots = new Uint16Array(total);
    for (let k = 0; k < total; k++) {
      const x = clusters[4 * k] ?? 0;
      const y = clusters[4 * k + 1] ?? 0;
      const count = clusters[4 * k + 2] ?? 0;
      const svgPoint = this.mode === 'geo' && converter ? converter.geoToSvg({ lat: y, lng: x }) : { x, y };
      const slot = this.badgeSlot(count);
      if (slot < 0) continue;
      xs[drawn.length] = svgPoint.x;
      ys[drawn.length] = svgPoint.y;
      slots[drawn.length] = slot;
      drawn.push({ id: clusters[4 * k + 3] ?? -1, count, svgPoint });
    }
    this.drawn = drawn;
    this.drawnX = xs;
    this.drawnY = ys;
    this.drawnSlots = slots;
    this.layer.setPoints(xs, ys, slots, drawn.length);
  }

  /**
   * Paints the badges with new colours (the map's cluster colour options) and draws the clusters
   * shown now with them: the markers, the index and the clusters themselves stay as they are.
   */
  restyle(colors: BadgeColors): void {
    this.input.badgeColors = colors;
    this.resetBadges();
    const slots = new Uint16Array(this.drawn.length);
    for (const [k, cluster] of this.drawn.entries()) slots[k] = Math.max(0, this.badgeSlot(cluster.count));
    this.drawnSlots = slots;
    this.layer.setPoints(this.drawnX, this.drawnY, slots, this.drawn.length);
    this.input.scene.requestRender();
  }

  /** The slot of a count's badge, painting it into the atlas when new; -1 when it does not fit. */
  private badgeSlot(count: number): number {
    const label = clusterLabel(count);
    const size = label.length > 3 ? CLUSTER_WIDTH + 6 : CLUSTER_WIDTH;
    const key = `${label}|${size}`;
    const known = this.badges.get(key);
    if (known !== undefined) return known;
    const texture = this.atlas.ensure(key, size, size, (context, w, h) => paintBadge(context, w, h, label, this.input.badgeColors));
    if (!texture) return -1;
    const slot = this.badges.size;
    this.layer.setSlot(slot, atlasSlot(texture, size, size, size / 2, size / 2));
    this.badges.set(key, slot);
    return slot;
  }

  private resetBadges(): void {
    this.atlas.clear();
    this.badges.clear();
  }
}

/** 1 for each shown row; null when every row is shown (no mask to send). */
function shownMask(markers: MarkerManager): Uint8Array | null {
  if (markers.count() === markers.store.rows.count) return null;
  return markers.visibleMask();
}

function identityRows(count: number): Uint32Array {
  const rows = new Uint32Array(count);
  for (let row = 0; row < count; row++) rows[row] = row;
  return rows;
}

function sameCoords(a: Float64Array, b: Float64Array | null): boolean {
  if (!b || a.length !== b.length) return false;
  for (let k = 0; k < a.length; k++) if (a[k] !== b[k]) return false;
  return true;
}
