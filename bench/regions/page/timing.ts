import type { BenchImpl } from './types';

/** Resolves at the start of the next animation frame (inside its rAF callback's microtasks). */
export function nextFrame(): Promise<number> {
  return new Promise((resolve) => requestAnimationFrame(() => resolve(performance.now())));
}

/** Resolves after `ms` milliseconds. */
export function sleep(ms: number): Promise<void> {
  return new Promise((resolve) => setTimeout(resolve, ms));
}

/**
 * Forces style recalculation and layout of the whole page, so a DOM change's main-thread cost
 * is paid before the frame we wait for rather than hidden in the browser's rendering steps.
 */
export function forceLayout(element: HTMLElement): void {
  void element.ownerDocument.body.offsetHeight;
  void element.getBoundingClientRect();
}

/**
 * Ends one step of a gesture whose change was made inside an animation frame callback. Every
 * implementation draws on (or right after) the next animation frame: WebGL and canvas ones in
 * their own rAF callback, which was requested before ours and so runs first, then we fence;
 * the DOM ones are painted after our callback, so the step ends at the animation frame after
 * the forced layout.
 */
export async function stepPresented(impl: BenchImpl): Promise<void> {
  if (!impl.fenced) impl.fence();
  await nextFrame();
  if (impl.fenced) impl.fence();
}

/**
 * Waits until a change made outside an animation frame (in an input handler) is presented:
 * fenced implementations draw it on the next animation frame; the DOM paints it after the next
 * animation frame, so we wait for the one after that (it cannot start before that paint).
 * With `fence` false, canvas implementations only wait for the frame that draws it.
 */
export async function changePresented(impl: BenchImpl, fence = true): Promise<void> {
  if (impl.fenced) {
    await nextFrame();
    if (fence) impl.fence();
    return;
  }
  if (fence) impl.fence();
  await nextFrame();
  await nextFrame();
}

/** Reads one pixel back from a WebGL context: returns once the GPU has finished every draw. */
export function fenceWebGl(gl: WebGLRenderingContext | WebGL2RenderingContext): void {
  const pixel = new Uint8Array(4);
  gl.readPixels(0, 0, 1, 1, gl.RGBA, gl.UNSIGNED_BYTE, pixel);
}

const counted = { drawCalls: 0 };

/**
 * Counts every WebGL draw call made in the page (all contexts), so the engine's own draw-call
 * figure can be checked against what actually reaches the GPU.
 */
export function installDrawCallCounter(): { read(): number; reset(): void } {
  for (const proto of [WebGL2RenderingContext.prototype, WebGLRenderingContext.prototype]) {
    const target = proto as unknown as Record<string, unknown>;
    for (const method of ['drawElements', 'drawArrays', 'drawElementsInstanced', 'drawArraysInstanced']) {
      const original = target[method];
      if (typeof original !== 'function') continue;
      target[method] = function counting(this: unknown, ...args: unknown[]) {
        counted.drawCalls += 1;
        return (original as (...a: unknown[]) => unknown).apply(this, args);
      };
    }
  }
  return { read: () => counted.drawCalls, reset: () => { counted.drawCalls = 0; } };
}

/**
 * Collects main-thread long tasks (over 50 ms, the browser's threshold) from page start, so the
 * longest one inside any time window can be read afterwards, leaving out a task that spans a
 * given window (the bench's own fence).
 */
export function observeLongTasks(): { longestBetween(start: number, end: number, except?: { start: number; end: number }): number } {
  const entries: PerformanceEntry[] = [];
  const observer = new PerformanceObserver((list) => entries.push(...list.getEntries()));
  observer.observe({ type: 'longtask', buffered: true });
  return {
    longestBetween(start, end, except) {
      entries.push(...observer.takeRecords());
      let longest = 0;
      for (const entry of entries) {
        const overlaps = entry.startTime < end && entry.startTime + entry.duration > start;
        // Tasks never overlap, so the one overlapping the window is the one that ran it.
        const excepted = except && entry.startTime < except.end && entry.startTime + entry.duration > except.start;
        if (overlaps && !excepted) longest = Math.max(longest, entry.duration);
      }
      return longest;
    },
  };
}
