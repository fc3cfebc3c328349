import { afterEach, describe, expect, it, vi } from 'vitest';
import { DOMAdapter } from '../../node_modules/pixi.js/lib/environment/adapter';
import { watchGpuWork } from './gpuIdle';
import { getTestContext } from './pixiTestContext';

/** A WebGL2 context as far as the page's watch of contexts looks at one. */
function fakeContext(state: { lost: boolean }): WebGL2RenderingContext {
  return { fenceSync: () => ({}), isContextLost: () => state.lost, canvas: { isConnected: true } } as unknown as WebGL2RenderingContext;
}

describe('pixi\'s test context in browser builds', () => {
  afterEach(() => vi.restoreAllMocks());

  it('is a live map context, so no context is made only to ask the GPU its limits', () => {
    const canvases = vi.spyOn(DOMAdapter.get(), 'createCanvas');
    const state = { lost: false };
    const map = fakeContext(state);
    watchGpuWork(map);
    expect(getTestContext()).toBe(map);
    expect(canvases).not.toHaveBeenCalled();

    // With no live map context left, one is made as pixi would, and kept for the next question.
    state.lost = true;
    const own = { isContextLost: () => false } as unknown as WebGLRenderingContext;
    const getContext = vi.fn(() => own);
    canvases.mockReturnValue({ getContext } as never);
    expect(getTestContext()).toBe(own);
    expect(getTestContext()).toBe(own);
    expect(getContext).toHaveBeenCalledTimes(1);
    expect(getContext).toHaveBeenCalledWith('webgl', {});
  });
});
