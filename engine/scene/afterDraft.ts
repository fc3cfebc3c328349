import type { Renderer } from './pixi';

/** A pending callback that can be called off. */
export interface Cancellable {
  cancel(): void;
}

/** Past this, the callback runs even if the GPU never reported the work done. */
const GIVE_UP_MS = 2_000;

/**
 * A fence after the GPU work issued so far: the returned check says, without waiting, whether
 * the GPU has finished that work (true at once where fences are unavailable or the context is
 * lost). `release` frees the fence.
 */
function gpuFence(renderer: Renderer): { passed(): boolean; release(): void } {
  const gl = (renderer as unknown as { gl?: WebGL2RenderingContext }).gl;
  const sync = typeof gl?.fenceSync === 'function' ? gl.fenceSync(gl.SYNC_GPU_COMMANDS_COMPLETE, 0) : null;
  if (!gl || !sync) return { passed: () => true, release: () => undefined };
  gl.flush();
  let released = false;
  const release = (): void => {
    if (released) return;
    released = true;
    if (!gl.isContextLost()) gl.deleteSync(sync);
  };
  return {
    passed: () => released || gl.isContextLost() || gl.getSyncParameter(sync, gl.SYNC_STATUS) === gl.SIGNALED,
    release,
  };
}

/**
 * Runs `callback` once the frame drawn before the call is on screen and the GPU has finished
 * it: at least two animation frames later (the browser shows a canvas at the end of the first
 * animation frame after it was drawn), then at the first animation frame where a fence placed
 * now has passed. A callback that queues more GPU work (the full-quality image after the first
 * draft) thus neither replaces the draft unseen nor makes the main thread wait for the GPU:
 * creating render targets asks the GPU a question, and the answer waits for all earlier work.
 * Where animation frames do not exist, it runs in the next task.
 */
export function afterDraftShown(renderer: Renderer, callback: () => void): Cancellable {
  if (typeof requestAnimationFrame !== 'function') {
    const timer = setTimeout(callback, 0);
    return { cancel: () => clearTimeout(timer) };
  }
  const fence = gpuFence(renderer);
  const started = performance.now();
  let frames = 0;
  let request = 0;
  const onFrame = (): void => {
    frames += 1;
    const done = frames >= 2 && (fence.passed() || performance.now() - started > GIVE_UP_MS);
    if (!done) {
      request = requestAnimationFrame(onFrame);
      return;
    }
    fence.release();
    callback();
  };
  request = requestAnimationFrame(onFrame);
  return {
    cancel: () => {
      cancelAnimationFrame(request);
      fence.release();
    },
  };
}
