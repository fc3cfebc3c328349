import { afterEach, describe, expect, it, vi } from 'vitest';
import { afterNextFrame } from './nextTask';

type FrameCallback = (time: number) => void;

/** Stubs animation frames: callbacks wait in a queue until the test runs them. */
function stubAnimationFrames(): { run(): void; pending(): number } {
  let queue: FrameCallback[] = [];
  vi.stubGlobal('requestAnimationFrame', (callback: FrameCallback) => queue.push(callback));
  vi.stubGlobal('cancelAnimationFrame', (handle: number) => {
    queue = queue.filter((_, i) => i !== handle - 1);
  });
  return {
    run: () => {
      const callbacks = queue;
      queue = [];
      for (const callback of callbacks) callback(performance.now());
    },
    pending: () => queue.length,
  };
}

async function settled(promise: Promise<void>): Promise<boolean> {
  let done = false;
  void promise.then(() => { done = true; });
  // A few macrotasks: the promise resolves in a task after its trigger.
  for (let i = 0; i < 5; i += 1) await new Promise((resolve) => setTimeout(resolve, 0));
  return done;
}

describe('afterNextFrame', () => {
  afterEach(() => {
    vi.unstubAllGlobals();
    vi.useRealTimers();
  });

  it('waits for the next animation frame, then resolves in a task after it', async () => {
    const frames = stubAnimationFrames();
    const waiting = afterNextFrame();
    expect(await settled(waiting)).toBe(false);
    frames.run();
    expect(await settled(waiting)).toBe(true);
  });

  it('resolves after 50 ms when no animation frame comes (a background tab)', async () => {
    stubAnimationFrames();
    vi.useFakeTimers({ toFake: ['setTimeout', 'clearTimeout'] });
    const waiting = afterNextFrame();
    let done = false;
    void waiting.then(() => { done = true; });
    await vi.advanceTimersByTimeAsync(40);
    expect(done).toBe(false);
    await vi.advanceTimersByTimeAsync(20);
    vi.useRealTimers();
    await waiting;
    expect(done).toBe(true);
  });
});
