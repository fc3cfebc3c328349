import { describe, expect, it } from 'vitest';
import { pageGpuIdle, watchGpuWork } from './gpuIdle';

const SIGNALED = 0x9119;
const UNSIGNALED = 0x9118;

/** A WebGL2 context whose GPU finishes each fence after `pollsUntilDone` looks. */
function fakeContext(pollsUntilDone: number, state: { lost?: boolean; connected?: boolean } = {}) {
  const log: string[] = [];
  let polls = 0;
  const gl = {
    SYNC_GPU_COMMANDS_COMPLETE: 0x9117, SYNC_STATUS: 0x9114, SIGNALED,
    canvas: { get isConnected() { return state.connected ?? true; } },
    isContextLost: () => state.lost ?? false,
    fenceSync: () => { log.push('fence'); return {}; },
    flush: () => log.push('flush'),
    getSyncParameter: () => (++polls >= pollsUntilDone ? SIGNALED : UNSIGNALED),
    deleteSync: () => log.push('delete'),
  };
  return { gl: gl as unknown as WebGL2RenderingContext, log, polls: () => polls };
}

describe('pageGpuIdle', () => {
  it('resolves only once every live context has finished its fence, then frees the fences', async () => {
    const quick = fakeContext(1);
    const slow = fakeContext(4);
    watchGpuWork(quick.gl);
    watchGpuWork(slow.gl);
    await pageGpuIdle();
    expect(slow.polls()).toBe(4);
    expect(quick.log).toEqual(['fence', 'flush', 'delete']);
    expect(slow.log).toEqual(['fence', 'flush', 'delete']);
  });

  it('skips a suspended context and forgets a destroyed one', async () => {
    const suspended = { lost: true, connected: true };
    const destroyed = { lost: true, connected: false };
    const asleep = fakeContext(1, suspended);
    const gone = fakeContext(1, destroyed);
    watchGpuWork(asleep.gl);
    watchGpuWork(gone.gl);
    await pageGpuIdle();
    expect(asleep.log).toEqual([]);
    // Back from suspension, its work counts again; the destroyed one stays forgotten.
    suspended.lost = false;
    destroyed.lost = false;
    await pageGpuIdle();
    expect(asleep.log).toEqual(['fence', 'flush', 'delete']);
    expect(gone.log).toEqual([]);
  });

  it('leaves WebGL 1 contexts alone (they have no fences)', async () => {
    watchGpuWork({ isContextLost: () => false } as unknown as WebGLRenderingContext);
    await expect(pageGpuIdle()).resolves.toBeUndefined();
  });
});
