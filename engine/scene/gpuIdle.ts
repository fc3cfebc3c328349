/**
 * Waiting for the GPU without holding the page's main thread.
 *
 * Every WebGL context of a page talks to one GPU process, which works through their commands in
 * turn. A call that needs an answer from it (making a context, reading a linked program back)
 * waits on the main thread until the GPU has worked through everything asked before, by every
 * map of the page. On a software GPU (SwiftShader, low-end phones) the frames other maps just
 * asked for take hundreds of ms, so the fifth map of a page waited over a second in one task to
 * make its context. A fence in each live context tells, without waiting, when that work is
 * done; such calls are made after it.
 */

/** How long one look at the GPU's progress waits before the next. */
const POLL_MS = 8;
/** Past this, the caller goes on even if a fence never said the GPU was done. */
const GIVE_UP_MS = 5_000;

const watched = new Set<WebGL2RenderingContext>();

function wait(ms: number): Promise<void> {
  return new Promise((resolve) => setTimeout(resolve, ms));
}

function isWebGl2(gl: WebGLRenderingContext | WebGL2RenderingContext): gl is WebGL2RenderingContext {
  return typeof (gl as Partial<WebGL2RenderingContext>).fenceSync === 'function';
}

/** A map's context: later waits for the page's GPU include the work it asks for. */
export function watchGpuWork(gl: WebGLRenderingContext | WebGL2RenderingContext): void {
  if (isWebGl2(gl)) watched.add(gl);
}

/**
 * Resolves once the GPU has worked through the commands `gl` issued so far, or at the latest
 * `GIVE_UP_MS` after `started`; at once for a lost context.
 */
export async function gpuFinished(gl: WebGL2RenderingContext, started = performance.now()): Promise<void> {
  if (gl.isContextLost()) return;
  const fence = gl.fenceSync(gl.SYNC_GPU_COMMANDS_COMPLETE, 0);
  if (!fence) return;
  gl.flush();
  try {
    while (performance.now() - started < GIVE_UP_MS && !gl.isContextLost()) {
      await wait(POLL_MS);
      if (gl.getSyncParameter(fence, gl.SYNC_STATUS) === gl.SIGNALED) return;
    }
  } finally {
    if (!gl.isContextLost()) gl.deleteSync(fence);
  }
}

/**
 * Resolves once the GPU has worked through what every live map context of the page asked of it
 * so far (see the module's comment). A destroyed renderer's context (lost, its canvas out of the
 * page) is forgotten; a suspended one (lost, still in the page) is skipped until it is back.
 */
export async function pageGpuIdle(started = performance.now()): Promise<void> {
  const live: WebGL2RenderingContext[] = [];
  for (const gl of watched) {
    if (!gl.isContextLost()) live.push(gl);
    else if (!(gl.canvas as HTMLCanvasElement).isConnected) watched.delete(gl);
  }
  await Promise.all(live.map((gl) => gpuFinished(gl, started)));
}

/** A live map context of the page, or null: any will do for questions about the GPU's limits. */
export function liveMapContext(): WebGL2RenderingContext | null {
  for (const gl of watched) if (!gl.isContextLost()) return gl;
  return null;
}
