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

  /** Each running task's timer, by the id {@link repeat} returned. */
  private readonly timers = new Map<number, ReturnType<typeof setInterval>>();
  private nextId = 1;

  /**
   * Runs `task` every `durationMs` with the time since it was scheduled; returns its id for
   * {@link cancel}. (pixi's third parameter, spreading tasks apart, has no use with timers.)
   */
  repeat(task: (elapsedMs: number) => void, durationMs: number): number {
    const start = performance.now();
    const id = this.nextId++;
    this.timers.set(id, setInterval(() => task(performance.now() - start), durationMs));
    return id;
  }

  /** Stops a task that {@link repeat} scheduled. */
  cancel(id: number): void {
    clearInterval(this.timers.get(id));
    this.timers.delete(id);
  }

  /** Stops every task (the renderer is destroyed). */
  destroy(): void {
    for (const timer of this.timers.values()) clearInterval(timer);
    this.timers.clear();
  }
}
