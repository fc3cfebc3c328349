/** Resolves at the next animation frame with its time. */
export function nextFrame(): Promise<number> {
  return new Promise((resolve) => requestAnimationFrame(() => resolve(performance.now())));
}

export function sleep(ms: number): Promise<void> {
  return new Promise((resolve) => setTimeout(resolve, ms));
}

/**
 * Waits out the map's 120 ms settle delay after a zoom (and one frame more), so the sharp redraw
 * after the zoom is not counted as a pan step.
 */
export async function settleAfterZoom(): Promise<void> {
  await sleep(200);
  await nextFrame();
}

/** `performance.memory.usedJSHeapSize` in MB (Chromium with `--enable-precise-memory-info`), else NaN. */
export function heapMb(): number {
  const memory = (performance as unknown as { memory?: { usedJSHeapSize: number } }).memory;
  return memory ? memory.usedJSHeapSize / 1e6 : Number.NaN;
}

/** The pan path: a loop of `steps` moves of 40 px, the same for every implementation. */
export function panSteps(steps: number): Array<{ dx: number; dy: number }> {
  return Array.from({ length: steps }, (_, i) => {
    const angle = (i / steps) * Math.PI * 2;
    return { dx: Math.round(Math.cos(angle) * 40), dy: Math.round(Math.sin(angle) * 40) };
  });
}

/** Untimed steps before the timed loop (a small move and back), as in the regions bench. */
const WARM_UP = [{ dx: 8, dy: 0 }, { dx: -8, dy: 0 }];

/**
 * Times each pan step from the frame it starts in to the frame that shows it (then `fence`,
 * for GPU implementations). Warm-up steps run first and are not timed: the browser pipelines
 * frames, so the first steps of a gesture look cheaper (or, after a settle, dearer) than
 * steady panning. `limit` times only the first steps of the same loop (for peers whose every
 * frame takes seconds).
 */
export async function timeSteps(steps: number, pan: (dx: number, dy: number) => void, fence: () => void, limit = steps): Promise<number[]> {
  const times: number[] = [];
  for (const [k, { dx, dy }] of [...WARM_UP, ...panSteps(steps).slice(0, limit)].entries()) {
    const t0 = await nextFrame();
    pan(dx, dy);
    void document.body.offsetHeight;
    await nextFrame();
    fence();
    if (k >= WARM_UP.length) times.push(performance.now() - t0);
  }
  return times;
}

/**
 * A fence on a WebGL canvas's context: a one-pixel `readPixels`, which returns only when the
 * GPU has finished the drawing before it (the engine's `debug.fence()` does the same).
 */
export function glFence(canvas: HTMLCanvasElement | null | undefined): () => void {
  const gl = canvas?.getContext('webgl2') ?? canvas?.getContext('webgl');
  const pixel = new Uint8Array(4);
  return () => {
    gl?.readPixels(0, 0, 1, 1, gl.RGBA, gl.UNSIGNED_BYTE, pixel);
  };
}

/**
 * A fence for implementations that draw no WebGL of their own (Leaflet's DOM): a one-pixel read
 * on a 1×1 WebGL context of the page. The GPU process answers it only after the work queued
 * before it there, the display compositor's raster and swap included, as it does for the WebGL
 * implementations' own fences; so a step fenced this way ends when the GPU process has caught
 * up, whatever drew the step.
 */
export function gpuProcessFence(): () => void {
  const probe = document.createElement('canvas');
  probe.width = 1;
  probe.height = 1;
  const gl = probe.getContext('webgl2');
  const pixel = new Uint8Array(4);
  return () => {
    if (!gl) return;
    gl.clear(gl.COLOR_BUFFER_BIT);
    gl.readPixels(0, 0, 1, 1, gl.RGBA, gl.UNSIGNED_BYTE, pixel);
  };
}
