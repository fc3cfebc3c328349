import { Container, Rectangle } from '../scene/pixi';
import type { Camera } from '../camera/Camera';
import type { PointCamera } from '../hit-test/markerPick';
import type { MapScene } from '../scene/MapScene';
import { afterDraftShown, type Cancellable } from '../scene/afterDraft';
import { SETTLE_MS } from '../scene/FrameCache';
import type { PointLayer } from './PointLayer';

/**
 * From this many drawn points on, the point layers reach the screen through a cached picture;
 * below it they are drawn directly every frame (cheap, and always exact).
 */
const CACHE_MIN_POINTS = 1000;

/** Share of the viewport cached beyond each edge, so pans show markers until the redraw. */
const MARGIN = 0.5;

/** The camera as point layers read it. */
export function pointCamera(camera: Camera): PointCamera {
  const { x, y } = camera.getState();
  const { width, height } = camera.getViewport();
  return { scale: camera.getScale(), cx: x, cy: y, width, height };
}

/**
 * The point layers of a map (markers, cluster badges, the user location) over the vector map,
 * and their camera. Layers of a few points (cluster badges, the user location, the hovered and
 * selected markers) are "live": drawn directly every frame, over the others. Small layers are
 * drawn directly too: a pan or zoom changes their camera uniforms only. Big layers cost a software GPU (SwiftShader) a second per frame
 * for the pixels of 100k overlapping pins, however cheap their vertices are; they are drawn into
 * a cached picture of the view and half a view beyond each edge (pixi's `cacheAsTexture`), and
 * while the camera moves each frame shows that picture moved and scaled by the camera's change,
 * as the vector map's own cache does. When the view has been still for 120 ms, or for two of
 * the gesture's frame intervals or two redraws (timed with a GPU fence) if longer, or as soon
 * as a layer changes, the picture is drawn again: a redraw that costs a software GPU seconds
 * never lands in the middle of a gesture.
 */
export class MarkerCache {
  readonly container = new Container({ label: 'point-layers' });
  /** Layers drawn directly every frame, over the cached ones (few points each). */
  private readonly live = new Container({ label: 'point-layers-live' });
  private readonly layers = new Set<PointLayer>();
  private readonly liveLayers = new Set<PointLayer>();
  private readonly modeListeners = new Set<() => void>();
  private readonly offCamera: () => void;
  /** The camera the cached picture was drawn with; null while drawing directly. */
  private cachedAt: PointCamera | null = null;
  private settleTimer: ReturnType<typeof setTimeout> | null = null;
  private lastCameraAt = Number.NEGATIVE_INFINITY;
  private cameraInterval = 0;
  /** How long the last redraw of the picture took the GPU (ms). */
  private redrawMs = 0;
  /** A redraw was asked for: the next frame draws it, and its GPU time is measured. */
  private timeNextFrame = false;
  private timing: Cancellable | null = null;
  private readonly offFrame: () => void;

  constructor(private readonly scene: MapScene, private readonly camera: Camera) {
    scene.markerLayer.addChild(this.container, this.live);
    this.offCamera = camera.on('change', () => this.onCamera());
    this.offFrame = scene.onFrame(() => this.onFrame());
  }

  /** How many times the cached picture was drawn (tests check that a hover does not). */
  pictureDraws = 0;

  /** Whether frames show the cached picture. */
  get active(): boolean {
    return this.cachedAt !== null;
  }

  /** Draws a layer (on top of the layers added before); its content changes redraw the picture. */
  add(layer: PointLayer): void {
    this.layers.add(layer);
    this.container.addChild(layer.container);
    layer.onChange = () => this.invalidate();
    layer.setCamera(this.cachedAt ?? pointCamera(this.camera));
  }

  /**
   * Draws a layer directly every frame, over the cached ones: for layers of a few points
   * (cluster badges, the user location, hovered and selected markers), which then follow the
   * camera exactly and whose changes never redraw the cached picture.
   */
  addLive(layer: PointLayer): void {
    this.liveLayers.add(layer);
    this.live.addChild(layer.container);
    layer.onChange = () => this.scene.requestRender();
    layer.setCamera(pointCamera(this.camera));
  }

  /** Calls `listener` whenever frames start or stop showing the cached picture; returns the unsubscribe. */
  onModeChange(listener: () => void): () => void {
    this.modeListeners.add(listener);
    return () => this.modeListeners.delete(listener);
  }

  /**
   * The opacity the cached picture is shown with (its points drawn at their base look): how the
   * markers not hovered or selected look while one is, without drawing the picture again.
   */
  setPictureOpacity(opacity: number): void {
    if (this.container.alpha === opacity) return;
    this.container.alpha = opacity;
    this.scene.requestRender();
  }

  /** Stops drawing a layer (it is not disposed). */
  remove(layer: PointLayer): void {
    if (this.liveLayers.delete(layer)) {
      layer.onChange = null;
      this.live.removeChild(layer.container);
      this.scene.requestRender();
      return;
    }
    if (!this.layers.delete(layer)) return;
    layer.onChange = null;
    this.container.removeChild(layer.container);
    this.invalidate();
  }

  /** Something drawn changed: the next frame draws the layers again, for the current camera. */
  invalidate(): void {
    this.redraw();
  }

  /** Draws the picture for the current camera now if a redraw is waiting for the view to settle. */
  settleNow(): void {
    if (this.settleTimer === null) return;
    clearTimeout(this.settleTimer);
    this.settleTimer = null;
    this.redraw();
  }

  dispose(): void {
    this.offCamera();
    this.offFrame();
    this.timing?.cancel();
    if (this.settleTimer !== null) clearTimeout(this.settleTimer);
    for (const layer of [...this.layers, ...this.liveLayers]) layer.onChange = null;
    this.layers.clear();
    this.liveLayers.clear();
    this.modeListeners.clear();
    this.live.destroy({ children: false });
    if (this.container.isCachedAsTexture) this.container.cacheAsTexture(false);
    this.container.destroy({ children: false });
  }

  private drawnPoints(): number {
    let total = 0;
    for (const layer of this.layers) total += layer.drawnCount;
    return total;
  }

  private onCamera(): void {
    if (this.liveLayers.size > 0) {
      const camera = pointCamera(this.camera);
      for (const layer of this.liveLayers) layer.setCamera(camera);
    }
    const cachedAt = this.cachedAt;
    if (!cachedAt) {
      this.redraw();
      return;
    }
    const now = pointCamera(this.camera);
    if (now.width !== cachedAt.width || now.height !== cachedAt.height) {
      this.redraw();
      return;
    }
    // The picture drawn at `cachedAt`, moved and scaled to where the camera shows it now.
    const k = now.scale / cachedAt.scale;
    this.container.scale.set(k);
    this.container.position.set(
      (now.width / 2) * (1 - k) + (cachedAt.cx - now.cx) * now.scale,
      (now.height / 2) * (1 - k) + (cachedAt.cy - now.cy) * now.scale,
    );
    this.scene.requestRender();
    this.scheduleSettle();
  }

  private scheduleSettle(): void {
    const at = performance.now();
    const interval = at - this.lastCameraAt;
    this.lastCameraAt = at;
    this.cameraInterval = interval < 1000 ? Math.max(interval, this.cameraInterval * 0.5) : 0;
    if (this.settleTimer !== null) clearTimeout(this.settleTimer);
    this.settleTimer = setTimeout(() => {
      this.settleTimer = null;
      this.redraw();
    }, Math.max(SETTLE_MS, 2 * this.cameraInterval, 2 * this.redrawMs));
  }

  /** After the frame that redrew the picture: times the GPU work until a fence placed now passes. */
  private onFrame(): void {
    if (!this.timeNextFrame) return;
    this.timeNextFrame = false;
    const renderer = Array.from(this.layers, (layer) => layer.renderer).find((found) => found !== null);
    if (!renderer) return;
    this.timing?.cancel();
    const start = performance.now();
    this.timing = afterDraftShown(renderer, () => {
      this.timing = null;
      this.redrawMs = performance.now() - start;
    });
  }

  /** Draws the layers for the current camera: directly, or into a fresh cached picture. */
  private redraw(): void {
    const camera = pointCamera(this.camera);
    for (const layer of this.layers) layer.setCamera(camera);
    this.container.position.set(0, 0);
    this.container.scale.set(1);
    const wasActive = this.active;
    if (this.drawnPoints() < CACHE_MIN_POINTS) {
      this.uncache();
    } else {
      this.cachedAt = camera;
      const mx = Math.ceil(camera.width * MARGIN);
      const my = Math.ceil(camera.height * MARGIN);
      const area = new Rectangle(-mx, -my, Math.ceil(camera.width) + 2 * mx, Math.ceil(camera.height) + 2 * my);
      const current = this.container.boundsArea;
      if (!current || current.x !== area.x || current.y !== area.y || current.width !== area.width || current.height !== area.height) this.container.boundsArea = area;
      if (this.container.isCachedAsTexture) this.container.updateCacheTexture();
      else this.container.cacheAsTexture(true);
      this.pictureDraws += 1;
      this.timeNextFrame = true;
    }
    this.scene.requestRender();
    if (wasActive !== this.active) for (const listener of this.modeListeners) listener();
  }

  private uncache(): void {
    if (!this.cachedAt) return;
    this.cachedAt = null;
    this.container.alpha = 1;
    if (this.settleTimer !== null) clearTimeout(this.settleTimer);
    this.settleTimer = null;
    this.container.cacheAsTexture(false);
    // The typings allow no undefined, but pixi reads a missing area as "measure the children".
    Object.assign(this.container, { boundsArea: undefined });
  }
}
