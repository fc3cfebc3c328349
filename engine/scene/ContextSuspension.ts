import type { WebGLRenderer } from './pixi';

/**
 * A renderer's WebGL context given back to the browser and taken again (a map far from the
 * viewport on a page with many maps: see `contextBudget.ts`), and lost or restored by the
 * browser itself (too many contexts, a GPU reset). Nothing is drawn while it is lost; the
 * renderer keeps its data, and when the context comes back `restored` has the map drawn again.
 */
export class ContextSuspension {
  /** The extension that gave the context back: a lost context hands out no extensions. */
  private control: WEBGL_lose_context | null = null;
  /**
   * The context was given back and the browser has not yet told the page: a restore is refused
   * until its loss event has been handled, so one asked for meanwhile waits for it.
   */
  private suspending: 'no' | 'waiting' | 'resume-after' = 'no';
  private disposed = false;

  constructor(private readonly renderer: WebGLRenderer, private readonly restored: () => void) {
    renderer.canvas.addEventListener('webglcontextrestored', this.onRestored);
    renderer.canvas.addEventListener('webglcontextlost', this.onLost);
  }

  /** Whether the browser has taken the context back. */
  get lost(): boolean {
    const gl = this.renderer.gl as WebGL2RenderingContext | undefined;
    return gl?.isContextLost() ?? false;
  }

  /** Gives the context back to the browser. */
  suspend(): void {
    // A restore still waiting for the loss's event is called off instead.
    if (this.suspending === 'resume-after') this.suspending = 'waiting';
    if (this.disposed || this.lost) return;
    this.control = this.renderer.context.extensions.loseContext ?? null;
    if (!this.control) return;
    this.suspending = 'waiting';
    this.control.loseContext();
  }

  /** Takes a context again: the renderer uploads its data again, then `restored` is called. */
  resume(): void {
    if (this.disposed || !this.lost) return;
    if (this.suspending !== 'no') {
      this.suspending = 'resume-after';
      return;
    }
    this.control?.restoreContext();
  }

  /**
   * Stops listening. pixi gives the context back as its renderer is destroyed: a context already
   * given back or taken by the browser would only make the browser warn, so pixi is kept from it.
   */
  dispose(): void {
    this.disposed = true;
    this.renderer.canvas.removeEventListener('webglcontextrestored', this.onRestored);
    this.renderer.canvas.removeEventListener('webglcontextlost', this.onLost);
    if (this.lost) this.renderer.context.extensions.loseContext = undefined;
  }

  /** A restore asked for while the loss was on its way runs once the browser allows it (after this event). */
  private readonly onLost = (): void => {
    const resume = this.suspending === 'resume-after';
    this.suspending = 'no';
    if (resume) setTimeout(() => this.resume(), 0);
  };

  private readonly onRestored = (): void => {
    this.restored();
  };
}
