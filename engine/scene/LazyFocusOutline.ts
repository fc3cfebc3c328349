import type { FocusOutline } from './FocusOutline';
import type { Container, Matrix } from './pixi';

type Rings = readonly Float64Array[];

/** What the outline needs from its scene. */
interface OutlineHost {
  /** Where the outline is drawn (over everything). */
  readonly stage: Container;
  /** Whether the scene was disposed: a module that arrives late is then not used. */
  isDisposed(): boolean;
  /** Gives the renderer the pipes of modules loaded after it (pixi's Graphics). */
  adoptExtensions(): void;
  requestRender(): void;
}

/**
 * The scene's keyboard-focus outline, whose module ({@link FocusOutline}, pixi's Graphics) loads
 * only when a shape is first outlined; until then rings and camera are only remembered.
 */
export class LazyFocusOutline {
  private outline: FocusOutline | null = null;
  private loading = false;
  private rings: Rings | null = null;

  constructor(private readonly host: OutlineHost) {}

  /** Outlines one shape, or clears the outline with null. */
  set(rings: Rings | null, camera: Matrix): void {
    this.rings = rings;
    this.draw(camera);
  }

  /** Draws the outline again through the camera's transform (the view moved). */
  draw(camera: Matrix): void {
    if (this.outline) {
      this.outline.draw(this.rings, camera);
      return;
    }
    if (!this.rings || this.loading) return;
    this.loading = true;
    import('./FocusOutline').then(({ FocusOutline }) => {
      if (this.host.isDisposed()) return;
      this.host.adoptExtensions();
      this.outline = new FocusOutline();
      this.host.stage.addChild(this.outline.view);
      this.draw(camera);
      this.host.requestRender();
    }, (error: unknown) => {
      this.loading = false;
      console.error('MapSVG: the focus outline could not be loaded', error);
    });
  }
}
