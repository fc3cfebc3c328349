import { Container, Matrix, RenderTexture, Sprite, type Renderer } from 'pixi.js';

/** Share of the viewport rendered beyond each edge, so short pans show map instead of blanks. */
const MARGIN = 0.25;
/** A view that stops changing for this long is redrawn sharp from the meshes. */
export const SETTLE_MS = 120;

/**
 * Draws the vector map through a cached image while the view moves. The meshes are rendered
 * into a texture (the viewport plus a margin) only when the view settles or colours change;
 * every frame in between shows that texture moved and scaled by the camera's change, one
 * textured quad instead of every triangle of the map. Pans and zoom steps stay smooth on slow
 * GPUs (and on software rendering), and the picture is sharp again 120 ms after the gesture.
 */
export class FrameCache {
  /** Goes on the stage where the world would be. */
  readonly sprite = new Sprite();
  private readonly root = new Container({ label: 'frame-cache-root' });
  private texture: RenderTexture | null = null;
  private cameraAtRender = new Matrix();
  private camera = new Matrix();
  private dirty = true;
  private settling = false;
  private settleTimer: ReturnType<typeof setTimeout> | null = null;
  private marginX = 0;
  private marginY = 0;
  /** How long the last full mesh render took (submission time; a lower bound of GPU time). */
  private lastRenderMs = 0;

  constructor(
    private readonly world: Container,
    private readonly onSettled: () => void,
  ) {
    this.root.addChild(world);
    this.sprite.label = 'frame-cache';
  }

  /** Sizes the cache for a viewport in CSS px; the next frame re-renders it. */
  resize(width: number, height: number, resolution: number): void {
    this.marginX = Math.ceil(width * MARGIN);
    this.marginY = Math.ceil(height * MARGIN);
    this.texture?.destroy(true);
    this.texture = RenderTexture.create({
      width: width + 2 * this.marginX,
      height: height + 2 * this.marginY,
      resolution,
      antialias: true,
    });
    this.sprite.texture = this.texture;
    this.dirty = true;
  }

  /** The camera moved: later frames reuse the cache until the view settles. */
  setCamera(matrix: Matrix): void {
    this.camera = matrix.clone();
    this.settling = true;
    if (this.settleTimer !== null) clearTimeout(this.settleTimer);
    // On a slow GPU a gesture's frames arrive further apart than the settle delay; waiting at
    // least two frame durations keeps the sharp redraw out of the middle of a gesture.
    const delay = Math.max(SETTLE_MS, 2 * this.lastRenderMs);
    this.settleTimer = setTimeout(() => {
      this.settleTimer = null;
      this.settling = false;
      this.dirty = true;
      this.onSettled();
    }, delay);
  }

  /** Colours or shapes changed: the next frame renders the meshes again. */
  invalidate(): void {
    this.dirty = true;
  }

  /** Whether the next frame shows the cache rather than fresh meshes. */
  get showingCache(): boolean {
    return this.settling && !this.dirty;
  }

  /**
   * Brings the cache up to date when needed and places it for the current camera; returns
   * whether the meshes were rendered again (the cache then holds every current colour).
   */
  prepare(renderer: Renderer): boolean {
    if (!this.texture) return false;
    const rendered = this.dirty;
    if (rendered) this.renderMeshes(renderer);
    this.place();
    return rendered;
  }

  /** Frees the texture and timers. */
  dispose(): void {
    if (this.settleTimer !== null) clearTimeout(this.settleTimer);
    this.texture?.destroy(true);
    this.texture = null;
    this.root.removeChild(this.world);
  }

  private renderMeshes(renderer: Renderer): void {
    if (!this.texture) return;
    const started = performance.now();
    const shifted = new Matrix().translate(this.marginX, this.marginY);
    this.world.setFromMatrix(shifted.clone().append(this.camera));
    renderer.render({ container: this.root, target: this.texture, clear: true });
    this.cameraAtRender = this.camera.clone();
    this.dirty = false;
    this.lastRenderMs = performance.now() - started;
  }

  /** sprite = current · inverse(at render) · translate(−margin). */
  private place(): void {
    const relative = this.camera.clone().append(this.cameraAtRender.clone().invert());
    const placed = relative.append(new Matrix().translate(-this.marginX, -this.marginY));
    this.sprite.setFromMatrix(placed);
  }
}
