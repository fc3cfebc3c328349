import { Container, Matrix, Texture, type WebGLRenderer } from './pixi';
import { ContextSuspension } from './ContextSuspension';
import { startMapRenderer } from './mapRenderer';
import { adoptExtensions } from './adoptExtensions';
import type { DecorationLayer } from './DecorationLayer';
import { FrameCache } from './FrameCache';
import { LazyFocusOutline } from './LazyFocusOutline';
import { HighlightLayer } from './HighlightLayer';
import type { PackedRegions } from './packRegions';
import { hasTriangles, RegionMeshes } from './RegionMeshes';
import { LinkingFrames, ProgramLinker } from './ProgramLinker';
import { compositePrograms, type ProgramSources } from './warmPrograms';
import type { SuspendableContext } from './contextBudget';
import { closeContext, openContext, placeContext } from './pageContexts';

/** The camera's map-to-screen transform: screen = (a·x + c·y + tx, b·x + d·y + ty). */
export interface SceneTransform {
  a: number;
  b: number;
  c: number;
  d: number;
  tx: number;
  ty: number;
}

/** Options of {@link MapScene.create}. */
interface MapSceneOptions {
  width: number;
  height: number;
  /** Device pixel ratio; defaults to the window's. */
  resolution?: number;
  /**
   * Multisampling of the canvas itself. Off by default: the vector map is drawn multisampled
   * into the frame cache, and the canvas only composites that image with sprites and text.
   */
  antialias?: boolean;
  /**
   * The element the map is shown in: while it is far from the viewport on a page with many
   * maps, the renderer may give its WebGL context back (see `contextBudget.ts`).
   */
  placement?: Element;
}

type Rings = readonly Float64Array[];

/** Longest a draft waits for held content before the full-quality image is drawn anyway. */
const FULL_QUALITY_HOLD_LIMIT_MS = 10_000;

/**
 * The pixi.js side of one map: a canvas, the vector map's layers drawn through the frame cache, the region
 * meshes and a focus outline. Frames are rendered on demand (at most one per animation frame),
 * never by a free-running ticker, so an idle map costs nothing.
 */
export class MapScene implements SuspendableContext {
  /** The vector map's layers, drawn only into the frame cache (see {@link FrameCache}). */
  private readonly layers = {
    under: new Container({ label: 'decoration-fills' }),
    index: new Container({ label: 'region-fills' }),
    over: new Container({ label: 'strokes' }),
  };
  /** Choropleth bubbles and region labels, over the regions and under markers; placed in screen pixels. */
  readonly overlays = new Container({ label: 'overlays' });
  /** Street-map tiles, under the vector map; children are placed in screen pixels. */
  readonly baseLayer = new Container({ label: 'base-map' });
  /** Markers and clusters, over the vector map; children are placed in screen pixels. */
  readonly markerLayer = new Container({ label: 'markers' });
  private regions: RegionMeshes | null = null;
  private extras: DecorationLayer | null = null;
  private decorations: RegionMeshes | null = null;
  /** Loaded with its module when the keyboard focus first needs it (see {@link FocusOutline}). */
  private readonly outline: LazyFocusOutline;
  private disposed = false;
  private frameRequest = 0;
  private frames = 0;
  private readonly frameListeners = new Set<() => void>();
  /** The vector map reaches the screen through this cache (see {@link FrameCache}). */
  private readonly cache: FrameCache;
  /** Recoloured region strokes drawn over the cached image until the next full redraw. */
  private readonly highlight = new HighlightLayer();
  private camera = new Matrix();
  /** The WebGL context given back and taken again; on its return the cached images are redrawn. */
  private readonly context: ContextSuspension;

  /** The root of what is drawn on the canvas. */
  private readonly stage = new Container({ label: 'stage' });
  /** Links programs between tasks (see {@link ProgramLinker}). */
  private readonly linker: ProgramLinker;
  /** Scheduled frames wait while programs link (see {@link linkPrograms}). */
  private readonly linkingFrames: LinkingFrames;

  private constructor(private readonly renderer: WebGLRenderer) {
    this.linker = new ProgramLinker(renderer);
    this.linkingFrames = new LinkingFrames(this.linker, () => this.requestRender());
    this.outline = new LazyFocusOutline({
      stage: this.stage,
      isDisposed: () => this.disposed,
      adoptExtensions: () => this.adoptExtensions(),
      requestRender: () => this.requestRender(),
    });
    this.cache = new FrameCache(this.layers, Texture.EMPTY.source, () => this.requestRender());
    this.stage.addChild(this.baseLayer);
    this.stage.addChild(this.cache.view);
    this.stage.addChild(this.highlight.container);
    this.stage.addChild(this.overlays);
    this.stage.addChild(this.markerLayer);
    // The renderer uploads its buffers and textures again by itself; the cached images are redrawn.
    this.context = new ContextSuspension(renderer, () => {
      this.cache.invalidate();
      this.highlight.clear();
      this.requestRender();
    });
  }

  /** Whether the browser has taken the WebGL context back; nothing is drawn meanwhile (see {@link ContextSuspension}). */
  get contextLost(): boolean {
    return this.context.lost;
  }

  /**
   * Creates the WebGL renderer and its canvas (not yet attached to the page), within the page's
   * budget of live contexts.
   */
  static create(options: MapSceneOptions): Promise<MapScene> {
    return openContext(() => MapScene.make(options), options.placement ?? null);
  }

  private static async make(options: MapSceneOptions): Promise<MapScene> {
    const renderer = await startMapRenderer(options);
    const scene = new MapScene(renderer);
    scene.cache.resize(Math.max(1, options.width), Math.max(1, options.height), renderer.resolution);
    return scene;
  }

  /** Shows the map in `element` (a renderer made ahead of its map): the budget watches it there. */
  place(element: Element): void {
    placeContext(this, element);
  }

  /** Gives the WebGL context back to the browser (the map is far away; see `contextBudget.ts`). */
  suspend(): void {
    this.context.suspend();
  }

  /** Takes a context again: the renderer uploads its data again and the map is redrawn. */
  resume(): void {
    this.context.resume();
  }

  /**
   * Gives the renderer the pipes and systems of pixi modules loaded after it was made. pixi
   * registers a display object's pipe when its module loads (text, bitmap text, graphics), but a
   * renderer takes only the pipes registered when it starts; those modules load only when a map
   * needs them (labels, the file's text, the focus outline), so each load is followed by this
   * call, before anything of theirs is drawn. Pipes and systems already there are kept.
   */
  adoptExtensions(): void {
    adoptExtensions(this.renderer);
  }

  /**
   * Asks the GPU to link the common composite programs and `extra` ones, without waiting for
   * it: called while the map file still loads, so the links are done or well on their way when
   * {@link linkPrograms} reads them back. A lost context (a page with more maps than the
   * browser keeps contexts for) links nothing: the renderer links them once it is back.
   */
  warmPrograms(extra: readonly ProgramSources[] = []): void {
    if (!this.contextLost) this.linker.start([...compositePrograms(), ...extra]);
  }

  /**
   * Links programs without holding the main thread for the link (see {@link ProgramLinker})
   * and resolves once the renderer holds them. Scheduled frames wait meanwhile, so no frame
   * links a program itself; a frame asked for meanwhile is drawn once they are linked.
   */
  async linkPrograms(programs: readonly ProgramSources[]): Promise<void> {
    if (this.contextLost || this.disposed) return;
    await this.linkingFrames.link(programs, () => !this.disposed);
  }

  /** The canvas to put in the page. */
  get canvas(): HTMLCanvasElement {
    return this.renderer.canvas;
  }

  /**
   * Keeps the vector map at its first draft until the returned release is called, or at most
   * `limitMs`: content on its way (markers, clusters) is drawn before the full-quality image,
   * whose first render is the dearest frame of a load on a software GPU.
   */
  holdFullQuality(limitMs = FULL_QUALITY_HOLD_LIMIT_MS): () => void {
    const release = this.cache.hold(this.renderer);
    const timer = setTimeout(release, limitMs);
    return () => {
      clearTimeout(timer);
      release();
    };
  }

  /** Whether the full-quality image is drawn, not only the first draft (benchmarks wait on it). */
  get fullyDrawn(): boolean {
    return this.cache.complete;
  }

  /** Frames rendered so far (benchmarks and tests wait on it). */
  get frameCount(): number {
    return this.frames;
  }

  /** Draw calls of the region layer (fills plus strokes). */
  get regionDrawCalls(): number {
    return this.regions?.drawCalls ?? 0;
  }

  /**
   * Replaces the map's shapes and returns both mesh sets so their palettes can be coloured.
   * Paint order: decoration fills (backgrounds), region fills, region strokes, decoration
   * strokes (borders drawn over the regions, as map files place them).
   */
  setShapes(regions: { packed: PackedRegions; count: number }, decorations: { packed: PackedRegions; count: number }): { regions: RegionMeshes; decorations: RegionMeshes } {
    const previous = [this.regions, this.decorations];
    const regionMeshes = new RegionMeshes(regions.packed, regions.count, 'index');
    const decorationMeshes = new RegionMeshes(decorations.packed, decorations.count, 'color');
    this.regions = regionMeshes;
    this.decorations = decorationMeshes;
    this.layers.under.addChild(decorationMeshes.fills);
    this.layers.index.addChild(regionMeshes.fills);
    this.layers.over.addChild(regionMeshes.strokes, decorationMeshes.strokes);
    this.cache.setPalette(regionMeshes.fillPalette.source);
    // The old palettes go once the cache no longer samples them (a bound texture must not be destroyed).
    for (const meshes of previous) meshes?.dispose();
    this.updateLayersInUse();
    this.requestRender();
    return { regions: regionMeshes, decorations: decorationMeshes };
  }

  /**
   * Draws the file's text and images (see {@link DecorationLayer}): images under the regions,
   * text over them. The scene disposes the layer with itself or when another replaces it.
   */
  setDecorationLayer(layer: DecorationLayer): void {
    this.extras?.dispose();
    this.extras = layer;
    this.layers.under.addChildAt(layer.under, 0);
    this.layers.over.addChild(layer.over);
    this.updateLayersInUse();
    this.invalidate();
  }

  /** Something drawn into the cached map changed (an image arrived): redraw it on the next frame. */
  invalidate(): void {
    this.cache.invalidate();
    this.requestRender();
  }

  /**
   * Tells the cache which colour layers hold anything, and links the composite programs its
   * draft and sharp frames will draw them with, before the draft is drawn: linked on first use,
   * just after the map appears, a program waited behind the draft's GPU work and held the main
   * thread for 450–700 ms on a software GPU (measured on the US counties while their layers did
   * not match the early guess of `compositePrograms`; a map with decoration fills still does not).
   */
  private updateLayersInUse(): void {
    const extras = this.extras !== null && !this.extras.empty;
    const inUse = {
      under: hasTriangles(this.decorations?.packed.fills) || extras,
      over: hasTriangles(this.regions?.packed.strokes) || hasTriangles(this.decorations?.packed.strokes) || extras,
    };
    this.cache.setLayersInUse(inUse);
    void this.linkPrograms([this.cache.draftProgram, this.cache.sharpProgram]).catch(() => undefined);
  }

  /** Whether the vector map is drawn (a street map may replace it at high zoom). */
  get vectorVisible(): boolean {
    return this.cache.view.visible;
  }

  set vectorVisible(visible: boolean) {
    this.cache.view.visible = visible;
    this.highlight.container.visible = visible;
    this.requestRender();
  }

  /** Applies the camera transform. */
  setTransform(transform: SceneTransform): void {
    this.camera = new Matrix(transform.a, transform.b, transform.c, transform.d, transform.tx, transform.ty);
    this.cache.setCamera(this.camera);
    this.highlight.setCamera(this.camera);
    this.outline.draw(this.camera);
    this.requestRender();
  }

  /**
   * Puts a layer of screen-space drawing on the canvas, under the markers or over everything
   * (a distance search's circle and pin); its owner follows the camera and destroys it.
   */
  addLayer(view: Container, place: 'under-markers' | 'top'): void {
    if (place === 'top') this.stage.addChild(view);
    else this.stage.addChildAt(view, this.stage.getChildIndex(this.markerLayer));
    this.requestRender();
  }

  /** Outlines one shape (the keyboard focus), or clears the outline with null. */
  setFocusOutline(rings: Rings | null): void {
    this.outline.set(rings, this.camera);
    this.requestRender();
  }

  /** Resizes the canvas to CSS pixels. */
  resize(width: number, height: number): void {
    this.renderer.resize(Math.max(1, width), Math.max(1, height));
    this.cache.resize(Math.max(1, width), Math.max(1, height), this.renderer.resolution);
    this.requestRender();
  }

  /** Schedules one frame on the next animation frame; repeated calls coalesce. */
  requestRender(): void {
    if (this.frameRequest !== 0) return;
    this.frameRequest = requestAnimationFrame(() => {
      this.frameRequest = 0;
      if (!this.linkingFrames.holdFrame()) this.renderNow();
    });
  }

  /**
   * Renders immediately (palette uploads included). While the view is moving the vector map
   * comes from the frame cache; `sharp` renders the meshes regardless (tests, exports).
   */
  renderNow(sharp = false): void {
    if (this.contextLost) return;
    // null means "too many to list" and must stay null: it forces a full redraw below.
    const changedStrokes = this.regions ? this.regions.takeChangedStrokes() : [];
    // Fill colours need only their upload: the cache's composite reads the palette every frame.
    const regions = this.regions?.flush();
    if (regions?.fills) this.cache.colorsChanged();
    const strokesChanged = regions?.strokes ?? false;
    const decorations = this.decorations?.flush();
    const decorationsChanged = decorations !== undefined && (decorations.fills || decorations.strokes);
    const patched = strokesChanged && !sharp && !decorationsChanged && this.regions !== null && this.highlight.patch(this.regions, changedStrokes);
    const redraw = (strokesChanged && !patched) || regions?.fillVisibility === true || decorationsChanged || sharp;
    if (redraw) this.cache.invalidate();
    // Text is rasterised for the zoom the cache is about to be drawn at.
    if (this.cache.needsRender) this.extras?.prepare(Math.sqrt(Math.abs(this.camera.a * this.camera.d - this.camera.b * this.camera.c)));
    if (this.cache.prepare(this.renderer)) this.highlight.clear();
    this.renderer.render(this.stage);
    this.frames += 1;
    for (const listener of this.frameListeners) listener();
  }

  /** Calls `listener` after every rendered frame; returns the unsubscribe function. */
  onFrame(listener: () => void): () => void {
    this.frameListeners.add(listener);
    return () => this.frameListeners.delete(listener);
  }

  /**
   * Waits for the GPU to finish the last frame by reading one pixel back; timing code uses it
   * as a fence, since a render call returns before the GPU is done.
   */
  fence(): void {
    const gl = this.renderer.gl as WebGL2RenderingContext | undefined;
    if (!gl) return;
    const pixel = new Uint8Array(4);
    gl.readPixels(0, 0, 1, 1, gl.RGBA, gl.UNSIGNED_BYTE, pixel);
  }

  /** Frees the renderer, its canvas and every GPU resource. */
  dispose(): void {
    this.disposed = true;
    closeContext(this);
    if (this.frameRequest !== 0) cancelAnimationFrame(this.frameRequest);
    this.context.dispose();
    this.frameListeners.clear();
    // The cache's composite program samples the region palette: it goes first.
    this.cache.dispose();
    this.highlight.dispose();
    this.regions?.dispose();
    this.decorations?.dispose();
    this.extras?.dispose();
    this.regions = null;
    this.decorations = null;
    this.extras = null;
    this.stage.destroy({ children: true });
    this.renderer.destroy({ removeView: true });
  }

  /** Lets the next frame patch these regions' recoloured strokes over the cached image (see {@link HighlightLayer.allow}). */
  allowPatch(shapes: readonly number[]): void {
    this.highlight.allow(shapes);
  }
}
