import { Container, Matrix, RenderTexture, type Renderer, type TextureSource } from './pixi';
import { CompositeQuad } from './CompositeQuad';
import { TextureQuad } from './TextureQuad';
import { afterDraftShown, type Cancellable } from './afterDraft';
import { compositeProgram, type ProgramSources } from './warmPrograms';

/** Share of the viewport rendered beyond each edge, so short pans show map instead of blanks. */
const MARGIN = 0.25;
/** A view that stops changing for this long is redrawn sharp from the meshes. */
export const SETTLE_MS = 120;

/** The three layers of a cached map image, in paint order. */
interface CacheLayers {
  /** Drawn in colour under the regions (decoration fills). */
  under: Container;
  /** Region fills drawing shape indices (see `RegionMeshes.indexFills`). */
  index: Container;
  /** Drawn in colour over the regions (region and decoration strokes). */
  over: Container;
}

interface CacheTargets {
  under: RenderTexture;
  index: RenderTexture;
  over: RenderTexture;
  /** The composite itself, baked for moving frames. */
  baked: RenderTexture;
}

/**
 * The vector map reaches the screen through cached images, redrawn from the meshes only when
 * the view settles or shapes change:
 *
 * - While the view moves, every frame shows the cache moved and scaled by the camera's change:
 *   one textured quad instead of every triangle, so pans and zoom steps stay smooth on slow
 *   GPUs and on software rendering; the picture is sharp again 120 ms after the gesture.
 * - Region fills are cached as shape indices, not colours. A still map is drawn by a composite
 *   quad that colours them through the live fill palette, so a recolour (hover, selection, a
 *   whole choropleth) costs one pass over the screen and never a redraw of the geometry.
 * - Moving frames show the composite baked into a texture (one read per pixel instead of
 *   several); it is baked again only when colours or the cached layers changed.
 */
export class FrameCache {
  /** Goes on the stage where the map would be. */
  readonly view = new Container({ label: 'vector-map' });
  private readonly quad = new CompositeQuad();
  private readonly sprite = new TextureQuad();
  private baked = false;
  private readonly roots: Record<keyof CacheLayers, Container>;
  private targets: CacheTargets | null = null;
  private inUse = { under: true, over: true };
  private cameraAtRender = new Matrix();
  private camera = new Matrix();
  private dirty = true;
  private settling = false;
  private settleTimer: ReturnType<typeof setTimeout> | null = null;
  private marginX = 0;
  private marginY = 0;
  /** How long the last full mesh render took (submission time; a lower bound of GPU time). */
  private lastRenderMs = 0;
  private lastCameraAt = -Infinity;
  /** Recent time between camera changes (decays when changes come faster). */
  private cameraInterval = 0;
  /**
   * The first image is a draft: no margin, no supersampling of the index (a ninth of its
   * pixels) and no multisampling of the strokes, so the map appears sooner and its first task
   * stays short; multisampled strokes alone cost a software GPU more than the rest of a frame.
   * The full cache follows once the draft is on screen.
   */
  private draft = true;
  private upgradeTimer: Cancellable | null = null;
  /** An upgrade came due while held (see {@link hold}); it runs when the last hold ends. */
  private upgradeWaiting = false;
  private holds = 0;
  private disposed = false;
  private viewport = { width: 1, height: 1, resolution: 1 };

  constructor(
    private readonly layers: CacheLayers,
    palette: TextureSource,
    private readonly onSettled: () => void,
  ) {
    this.roots = {
      under: new Container({ label: 'cache-under', children: [layers.under] }),
      index: new Container({ label: 'cache-index', children: [layers.index] }),
      over: new Container({ label: 'cache-over', children: [layers.over] }),
    };
    this.quad.setPalette(palette);
    this.view.addChild(this.quad.mesh, this.sprite.mesh);
  }

  /**
   * Keeps the draft until the returned release is called: the full cache's first render costs
   * a software GPU about a second, and content that is on its way (a batch of markers and their
   * clusters) should reach the screen before it, not queue behind it. Releasing twice is harmless.
   */
  hold(renderer: Renderer): () => void {
    this.holds += 1;
    let released = false;
    return () => {
      if (released) return;
      released = true;
      this.holds -= 1;
      if (this.disposed || this.holds > 0 || !this.upgradeWaiting) return;
      this.upgradeWaiting = false;
      this.scheduleUpgrade(renderer);
    };
  }

  /** Whether the full cache is drawn (false while only the first draft is on screen). */
  get complete(): boolean {
    return !this.draft && !this.dirty;
  }

  /** Whether the next frame draws the layers again. */
  get needsRender(): boolean {
    return this.dirty;
  }

  /** Fill colours changed: the composite shows them at once; the baked image is stale. */
  colorsChanged(): void {
    this.baked = false;
  }

  /** Which colour layers hold anything: empty ones are neither drawn nor read. */
  setLayersInUse(inUse: { under: boolean; over: boolean }): void {
    this.inUse = { ...inUse };
    this.quad.setLayersInUse(inUse);
    this.dirty = true;
  }

  /**
   * The composite program the full cache will draw with, for the layers in use and the
   * viewport's density: linked before the draft is drawn (see `warmPrograms`), it does not
   * hold the main thread just after the map appears.
   */
  get sharpProgram(): ProgramSources {
    return compositeProgram({ samples: indexSamples(this.viewport.resolution, false), ...this.inUse });
  }

  /** The composite program the first draft draws the layers in use with. */
  get draftProgram(): ProgramSources {
    return compositeProgram({ samples: indexSamples(this.viewport.resolution, true), ...this.inUse });
  }

  /** Points the composite at a new fill palette (the map's shapes were replaced). */
  setPalette(palette: TextureSource): void {
    this.quad.setPalette(palette);
    this.dirty = true;
  }

  /** Sizes the cache for a viewport in CSS px; the next frame re-renders it. */
  resize(width: number, height: number, resolution: number): void {
    this.viewport = { width, height, resolution };
    this.allocate();
  }

  private allocate(): void {
    const { width, height, resolution } = this.viewport;
    const margin = this.draft ? 0 : MARGIN;
    this.marginX = Math.ceil(width * margin);
    this.marginY = Math.ceil(height * margin);
    const size = { width: width + 2 * this.marginX, height: height + 2 * this.marginY };
    const samples = indexSamples(resolution, this.draft);
    const antialias = !this.draft;
    const targets: CacheTargets = {
      under: RenderTexture.create({ ...size, resolution, antialias }),
      index: RenderTexture.create({ ...size, resolution: resolution * samples, antialias: false, scaleMode: 'nearest' }),
      over: RenderTexture.create({ ...size, resolution, antialias }),
      baked: RenderTexture.create({ ...size, resolution, antialias: false }),
    };
    // The shader lets go of the old textures before they are freed.
    this.quad.setLayers(size, { under: targets.under.source, index: targets.index.source, over: targets.over.source }, samples);
    this.sprite.setTexture(targets.baked.source, size);
    this.destroyTargets();
    this.targets = targets;
    this.dirty = true;
  }

  /** The camera moved: later frames reuse the cache until the view settles. */
  setCamera(matrix: Matrix): void {
    this.camera = matrix.clone();
    this.settling = true;
    if (this.settleTimer !== null) clearTimeout(this.settleTimer);
    this.settleTimer = setTimeout(() => {
      this.settleTimer = null;
      this.settling = false;
      this.dirty = true;
      this.onSettled();
    }, this.settleDelay());
  }

  /**
   * How long the view must stay still before the sharp redraw. On a slow GPU a gesture's frames
   * arrive further apart than {@link SETTLE_MS}: waiting for two of the gesture's own intervals,
   * and two full redraws, keeps that redraw out of the middle of a gesture.
   */
  private settleDelay(): number {
    const now = performance.now();
    const interval = now - this.lastCameraAt;
    this.lastCameraAt = now;
    // Gaps longer than a second are pauses between gestures, not the pace of one.
    this.cameraInterval = interval < 1000 ? Math.max(interval, this.cameraInterval * 0.5) : 0;
    return Math.max(SETTLE_MS, 2 * this.lastRenderMs, 2 * this.cameraInterval);
  }

  /** Shapes or the colours of the colour layers changed: the next frame renders the meshes again. */
  invalidate(): void {
    this.dirty = true;
  }

  /**
   * Brings the cache up to date when needed and places it for the current camera; returns
   * whether the meshes were rendered again (the colour layers then hold every current colour).
   */
  prepare(renderer: Renderer): boolean {
    if (!this.targets) return false;
    const rendered = this.dirty;
    if (rendered) this.renderMeshes(renderer, this.targets);
    // Only a draft of the map counts (a frame before the shapes arrive draws nothing).
    if (rendered && this.draft && this.layers.index.children.length > 0) this.scheduleUpgrade(renderer);
    const moving = this.settling;
    if (moving && !this.baked) this.bake(renderer, this.targets.baked);
    this.quad.mesh.visible = !moving;
    this.sprite.mesh.visible = moving;
    this.place();
    return rendered;
  }

  /** Frees the textures and timers. */
  dispose(): void {
    this.disposed = true;
    if (this.settleTimer !== null) clearTimeout(this.settleTimer);
    this.upgradeTimer?.cancel();
    // The scene has disposed the meshes by now; the roots take the emptied layer containers along.
    for (const root of Object.values(this.roots)) root.destroy({ children: true });
    this.view.removeChildren();
    this.quad.destroy();
    this.sprite.destroy();
    this.view.destroy();
    this.destroyTargets();
  }

  /**
   * Sizes the full cache and asks for a frame once the draft is on screen and the GPU has
   * finished it (see {@link afterDraftShown}): sooner, the upgrade would overwrite the draft
   * before anyone saw it, queue its own GPU work ahead of the draft's presentation, and hold the
   * main thread while the GPU caught up.
   */
  private scheduleUpgrade(renderer: Renderer): void {
    if (this.upgradeTimer !== null) return;
    this.upgradeTimer = afterDraftShown(renderer, () => {
      this.upgradeTimer = null;
      if (this.holds > 0) {
        this.upgradeWaiting = true;
        return;
      }
      this.draft = false;
      this.allocate();
      this.onSettled();
    });
  }

  private destroyTargets(): void {
    if (!this.targets) return;
    for (const target of Object.values(this.targets)) target.destroy(true);
    this.targets = null;
  }

  private renderMeshes(renderer: Renderer, targets: CacheTargets): void {
    const started = performance.now();
    const transform = new Matrix().translate(this.marginX, this.marginY).append(this.camera);
    for (const name of ['under', 'index', 'over'] as const) {
      if (name !== 'index' && !this.inUse[name]) continue;
      this.layers[name].setFromMatrix(transform);
      renderer.render({ container: this.roots[name], target: targets[name], clear: true, clearColor: [0, 0, 0, 0] });
    }
    this.cameraAtRender = this.camera.clone();
    this.dirty = false;
    this.baked = false;
    this.lastRenderMs = performance.now() - started;
  }

  private bake(renderer: Renderer, target: RenderTexture): void {
    renderer.render({ container: this.quad.bakeRoot, target, clear: true, clearColor: [0, 0, 0, 0] });
    this.baked = true;
  }

  /** quad = current · inverse(at render) · translate(−margin). */
  private place(): void {
    const relative = this.camera.clone().append(this.cameraAtRender.clone().invert());
    const placed = relative.append(new Matrix().translate(-this.marginX, -this.marginY));
    const aligned = alignToDevicePixels(placed, this.viewport.resolution);
    this.quad.mesh.setFromMatrix(placed);
    this.sprite.mesh.setFromMatrix(placed);
    this.sprite.setFiltered(!aligned);
  }
}

/**
 * Index samples per colour pixel along each axis of a cached map: supersampling the index image
 * anti-aliases region edges; dense screens need it less and would pay four times their already
 * large pixel count, and a draft skips it.
 */
function indexSamples(resolution: number, draft: boolean): 1 | 2 {
  return resolution < 2 && !draft ? 2 : 1;
}

/**
 * Rounds a pan of the cached picture to whole device pixels when the picture is shown at its
 * own scale, so each screen pixel shows one cached pixel: the moving picture stays as sharp as
 * the still one, and needs no filtering. The rounding moves it by under half a device pixel.
 * Returns whether `matrix` (changed in place) is aligned; a zoom or a fractional device pixel
 * ratio (cached pixels not whole screen pixels) is left as it is.
 */
export function alignToDevicePixels(matrix: Matrix, resolution: number): boolean {
  const unitScale = Math.abs(matrix.a - 1) < 1e-9 && Math.abs(matrix.d - 1) < 1e-9 && Math.abs(matrix.b) < 1e-9 && Math.abs(matrix.c) < 1e-9;
  if (!unitScale || !Number.isInteger(resolution)) return false;
  matrix.tx = Math.round(matrix.tx * resolution) / resolution;
  matrix.ty = Math.round(matrix.ty * resolution) / resolution;
  return true;
}
