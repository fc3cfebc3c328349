import type { FrameScheduler } from './CameraChangeQueue';

/** Frames that come only when a test says so, in place of the browser's animation frames. */
export interface ManualFrames {
  /** The scheduler to hand to a `CameraChangeQueue` (or anything that takes a {@link FrameScheduler}). */
  schedule: FrameScheduler;
  /** Runs the frame: every callback asked for so far, once; those asked for meanwhile wait for the next. */
  run(): void;
  /** How many callbacks wait for the next frame. */
  waiting(): number;
}

/**
 * Test support for the interaction tests: frames run by hand, so a test sees what one frame of
 * gestures applies without a clock.
 */
export function manualFrames(): ManualFrames {
  let queued: Array<() => void> = [];
  return {
    schedule: (callback) => {
      queued.push(callback);
      return () => { queued = queued.filter((queuedCallback) => queuedCallback !== callback); };
    },
    run: () => {
      const due = queued;
      queued = [];
      for (const callback of due) callback();
    },
    waiting: () => queued.length,
  };
}
