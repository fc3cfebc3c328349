import { ExtensionType } from '../../node_modules/pixi.js/lib/extensions/Extensions';

/**
 * The renderer's `scheduler` system on plain timers. pixi's own runs its tasks from its shared
 * ticker, an animation-frame loop that never stops once started: every page with a map would
 * run a script on every display frame while the map sits still, and download the ticker. The
 * renderer's only tasks are its resource collector's checks, every few seconds, which a timer
 * runs as well.
 */
export class TimerScheduler {
  /** Registers it as the WebGL renderer's `scheduler`, in place of pixi's. */
  static extension = { type: [ExtensionType.WebGLSystem], name: 'scheduler', priority: 0 };

  private readonly timers = new Set<ReturnType<typeof setInterval>>();

  /**
   * Runs `task` every `durationMs` with the time since it was scheduled; returns its id for
   * {@link cancel}. (pixi's third parameter, spreading tasks apart, has no use with timers.)
   */
  repeat(task: (elapsedMs: number) => void, durationMs: number): number {
    const start = performance.now();
    const timer = setInterval(() => task(performance.now() - start), durationMs);
    this.timers.add(timer);
    return Number(timer);
  }

  /** Stops a task that {@link repeat} scheduled. */
  cancel(id: number): void {
    for (const timer of this.timers) {
      if (Number(timer) !== id) continue;
      clearInterval(timer);
      this.timers.delete(timer);
      return;
    }
  }

  /** Stops every task (the renderer is destroyed). */
  destroy(): void {
    for (const timer of this.timers) clearInterval(timer);
    this.timers.clear();
  }
}
