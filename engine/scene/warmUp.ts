import { Container, type Renderer } from 'pixi.js';
import { FrameCache } from './FrameCache';
import { packRegions } from './packRegions';
import { RegionMeshes } from './RegionMeshes';

/** A few pixels: the point is the programs and render states, not the pixels. */
const WARM_UP_SIZE = 8;

/**
 * Draws a one-triangle map through everything a first frame uses (index fills, colour fills,
 * strokes, sprites, and the composite with and without a layer under the regions) into tiny
 * throwaway targets, then hands the work to the GPU.
 *
 * Why: the renderer waits for each program to link the first time it is used, and a software
 * GPU (SwiftShader, llvmpipe) compiles each pipeline at its first draw, some 15–20 ms apiece.
 * Done while the map file downloads and the worker parses it, when the GPU is idle anyway, the
 * first real frame pays for neither. The programs are shared by source, so the map's own meshes
 * reuse them.
 */
export function warmUpPipelines(renderer: Renderer): void {
  const triangle = { rings: [Float64Array.of(0, 0, WARM_UP_SIZE, 0, 0, WARM_UP_SIZE)], closed: [true], fillRule: 'nonzero' as const, strokeWidth: 1 };
  const packed = packRegions([triangle]);
  const regions = new RegionMeshes(packed, 1, 'index');
  const decorations = new RegionMeshes(packed, 1, 'color');
  const layers = {
    under: new Container({ children: [decorations.fills] }),
    index: new Container({ children: [regions.fills] }),
    over: new Container({ children: [regions.strokes, decorations.strokes] }),
  };
  const cache = new FrameCache(layers, regions.fillPalette.source, () => undefined);
  try {
    cache.resize(WARM_UP_SIZE, WARM_UP_SIZE, renderer.resolution);
    cache.setLayersInUse({ under: false, over: true });
    cache.prepare(renderer);
    renderer.render({ container: cache.view });
  } finally {
    // The same order as the scene's own teardown: meshes first, then the cache and its roots.
    regions.dispose();
    decorations.dispose();
    cache.dispose();
  }
}
