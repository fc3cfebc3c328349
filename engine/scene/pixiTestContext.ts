import { DOMAdapter } from '../../node_modules/pixi.js/lib/environment/adapter';
import { liveMapContext } from './gpuIdle';

/**
 * Stands in, in browser builds (see vite.config.ts), for pixi's test context: pixi makes a WebGL
 * context of its own, once per page and kept for good, only to ask the GPU's fragment precision
 * and texture-unit count when its first shader is made. Making a context waits on the GPU
 * process (100–600 ms of one main-thread task on a software GPU) and takes one of the few
 * contexts a browser keeps per page. The engine makes each map's context before pixi's
 * renderer starts (`startMapRenderer`), so the question goes to a live map context; only when
 * there is none (pixi used without a map) is a context made, as pixi does. Unit tests run
 * pixi's own.
 */
let own: WebGLRenderingContext | null = null;

/** A context to ask the GPU's limits of (pixi's `getTestContext`). */
export function getTestContext(): WebGLRenderingContext | WebGL2RenderingContext | null {
  const live = liveMapContext();
  if (live) return live;
  if (!own || own.isContextLost()) own = DOMAdapter.get().createCanvas().getContext('webgl', {}) as WebGLRenderingContext | null;
  return own;
}
