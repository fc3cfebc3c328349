import type { Renderer } from 'pixi.js';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { afterDraftShown } from './afterDraft';
import { stubAnimationFrames, type ManualFrames } from '../../tests/support/animationFrames';

const SIGNALED = 0x9119;
const UNSIGNALED = 0x9118;

/** A WebGL2 context that only knows fences: `signal()` makes the GPU "finish" them. */
function fakeRenderer(): { renderer: Renderer; signal(): void; deleted: () => number } {
  let status = UNSIGNALED;
  let deleted = 0;
  const gl = {
    SYNC_GPU_COMMANDS_COMPLETE: 0x9117, SYNC_STATUS: 0x9114, SIGNALED,
    fenceSync: () => ({}),
    flush: () => undefined,
    isContextLost: () => false,
    getSyncParameter: () => status,
    deleteSync: () => { deleted += 1; },
  };
  return { renderer: { gl } as unknown as Renderer, signal: () => { status = SIGNALED; }, deleted: () => deleted };
}

let frames: ManualFrames;
const runFrame = (): void => frames.run();

describe('afterDraftShown', () => {
  beforeEach(() => {
    frames = stubAnimationFrames();
  });
  afterEach(() => {
    vi.unstubAllGlobals();
    vi.restoreAllMocks();
  });

  it('waits two animation frames, then for the GPU to finish the draft, without blocking', () => {
    const gpu = fakeRenderer();
    const callback = vi.fn();
    afterDraftShown(gpu.renderer, callback);
    runFrame();
    gpu.signal();
    expect(callback).not.toHaveBeenCalled();
    runFrame();
    expect(callback).toHaveBeenCalledTimes(1);
    expect(gpu.deleted()).toBe(1);
  });

  it('keeps waiting, frame by frame, while the GPU is still busy', () => {
    const gpu = fakeRenderer();
    const callback = vi.fn();
    afterDraftShown(gpu.renderer, callback);
    for (let i = 0; i < 5; i += 1) runFrame();
    expect(callback).not.toHaveBeenCalled();
    gpu.signal();
    runFrame();
    expect(callback).toHaveBeenCalledTimes(1);
  });

  it('goes ahead after two seconds if the GPU never reports the draft done', () => {
    const gpu = fakeRenderer();
    const callback = vi.fn();
    const now = vi.spyOn(performance, 'now').mockReturnValue(1_000);
    afterDraftShown(gpu.renderer, callback);
    runFrame();
    runFrame();
    expect(callback).not.toHaveBeenCalled();
    now.mockReturnValue(3_100);
    runFrame();
    expect(callback).toHaveBeenCalledTimes(1);
  });

  it('never runs once cancelled, and frees its fence', () => {
    const gpu = fakeRenderer();
    const callback = vi.fn();
    const pending = afterDraftShown(gpu.renderer, callback);
    runFrame();
    pending.cancel();
    gpu.signal();
    runFrame();
    runFrame();
    expect(callback).not.toHaveBeenCalled();
    expect(gpu.deleted()).toBe(1);
  });
});
