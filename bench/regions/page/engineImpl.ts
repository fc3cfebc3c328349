import { MapEngine } from '../../../engine/index';
import { viewRect, type View, type Viewport } from '../gesture';
import { nextFrame, sleep } from './timing';
import type { BenchImpl, HighlightListener, ImplName, MountContext } from './types';

/**
 * Our engine through its public facade. It draws on its own animation frame (through its frame
 * cache while the view moves); `debug.fence()` (a one-pixel readPixels) waits for the GPU.
 */
export class EngineImpl implements BenchImpl {
  readonly name: ImplName = 'engine';
  readonly fenced = true;
  /** When the first frame was finished on the GPU (after our fence). */
  firstFrameAt = 0;
  /** When our fence blocked the main thread: a wait for the GPU, not the engine's load work. */
  fenceWindow = { start: 0, end: 0 };
  /** When the engine reported ready (it answers the pointer). */
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
    const firstFrame = new Promise<void>((resolve) => {
      const off = engine.on('firstFrame', () => {
        off();
        resolve();
      });
    });
    await Promise.race([firstFrame, engine.whenReady()]);
    if (!context.fence) return;
    // The fence waits for the GPU to finish the first frame. It runs in a task of its own: a
    // readPixels blocks the main thread for the whole GPU frame, which is our measurement, not
    // the engine's load work (load_longest_task_ms leaves this window out).
    await sleep(0);
    this.fenceWindow.start = performance.now();
    engine.debug.fence();
    this.firstFrameAt = this.fenceWindow.end = performance.now();
    await engine.whenReady();
    this.readyAt = performance.now();
    // Pans are measured on the loaded map: the full-quality image replaces the draft first.
    // At least one frame first: the fence then runs in a task of its own, after `ready`, and is
    // not counted as part of the load's longest task.
    const deadline = performance.now() + 5_000;
    do await nextFrame(); while (!engine.debug.fullyDrawn && performance.now() < deadline);
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
