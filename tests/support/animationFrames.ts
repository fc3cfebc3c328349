import { vi } from 'vitest';

/** Animation frames run by hand in tests: `run(n)` runs n frames; `size()` counts callbacks waiting. */
export interface ManualFrames {
  run(count?: number): void;
  size(): number;
}

/** Replaces `requestAnimationFrame` and `cancelAnimationFrame` with a queue the test runs by hand (undo with `vi.unstubAllGlobals`). */
export function stubAnimationFrames(): ManualFrames {
  let queue: Array<() => void> = [];
  vi.stubGlobal('requestAnimationFrame', (callback: () => void) => queue.push(callback));
  vi.stubGlobal('cancelAnimationFrame', () => { queue = []; });
  return {
    run(count = 1) {
      for (let k = 0; k < count; k++) {
        const callbacks = queue;
        queue = [];
        for (const callback of callbacks) callback();
      }
    },
    size: () => queue.length,
  };
}
