import { MapEngine } from '../../../engine/index';
import { viewRect, type View, type Viewport } from '../gesture';
import { sleep } from './timing';
import type { BenchImpl, HighlightListener, ImplName, MountContext } from './types';

/**
 * Our engine through its public facade. It draws on its own animation frame (through its frame
 * cache while the view moves); `debug.fence()` (a one-pixel readPixels) waits for the GPU.
 */
export class EngineImpl implements BenchImpl {
  readonly name: ImplName = 'engine';
  readonly fenced = true;
  /** When the engine reported ready (its first frame submitted), before our fence. */
  readyAt = 0;
  private engine: MapEngine | null = null;
  private viewport: Viewport = { width: 1, height: 1 };
  private unsubscribe: (() => void) | null = null;

  /** The mounted engine (hit tests and draw-call counts read it). */
  get instance(): MapEngine | null {
    return this.engine;
  }

  async mount(context: MountContext): Promise<void> {
    this.viewport = context.viewport;
    const engine = new MapEngine(context.host, {
      source: context.url,
      responsive: false,
      width: context.viewport.width,
      height: context.viewport.height,
      lockAspectRatio: false,
      colors: { base: context.colors.base, hover: context.colors.hover, stroke: context.colors.stroke },
      title: 'Bench map',
    });
    this.engine = engine;
    await engine.whenReady();
    this.readyAt = performance.now();
    // The first frame was submitted before ready; the fence waits for the GPU to finish it. It
    // runs in a task of its own: a readPixels blocks the main thread for the whole GPU frame,
    // which is our measurement, not the engine's load work (see load_longest_task_ms).
    await sleep(0);
    engine.debug.fence();
  }

  applyView(view: View): void {
    this.engine?.setViewBox(viewRect(view, this.viewport));
  }

  fence(): void {
    this.engine?.debug.fence();
  }

  onHighlight(listener: HighlightListener | null): void {
    this.unsubscribe?.();
    this.unsubscribe = null;
    if (!listener || !this.engine) return;
    this.unsubscribe = this.engine.on('regionHover', ({ id }) => {
      if (id) listener(id);
    });
  }

  dispose(): void {
    this.unsubscribe?.();
    this.engine?.dispose();
    this.engine = null;
  }
}
