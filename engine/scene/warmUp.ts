import { RenderTexture, type Container, type Renderer } from 'pixi.js';
import { nextTask } from './nextTask';
import { packRegions } from './packRegions';
import { RegionMeshes } from './RegionMeshes';

/** Warm-ups of every map on the page run one after another, never side by side. */
let queue: Promise<void> = Promise.resolve();

/**
 * Compiles the programs a map draws with by drawing one tiny shape with each into a 1×1
 * target, one program per task, while the map file is still being fetched and parsed. On
 * software GPUs compiling costs more than drawing, so the first frame then stays short.
 *
 * Warm-ups of several maps are queued page-wide, so a page with many maps is not flooded at
 * start, and each stops as soon as `stop()` says its map has started drawing for real (that
 * frame compiles whatever is left).
 */
export function warmPrograms(renderer: Renderer, compositeView: Container, stop: () => boolean): Promise<void> {
  const run = queue.then(() => warmEach(renderer, compositeView, stop));
  queue = run.catch(() => undefined);
  return queue;
}

async function warmEach(renderer: Renderer, compositeView: Container, stop: () => boolean): Promise<void> {
  if (stop()) return;
  const shape = { rings: [new Float64Array([0, 0, 1, 0, 0, 1])], closed: [true], fillRule: 'nonzero' as const, strokeWidth: 1 };
  const tiny = packRegions([shape]);
  const indexed = new RegionMeshes(tiny, 1, 'index');
  const colored = new RegionMeshes(tiny, 1, 'color');
  const target = RenderTexture.create({ width: 1, height: 1 });
  try {
    for (const container of [indexed.fills, indexed.strokes, colored.fills, compositeView]) {
      await nextTask();
      if (stop()) return;
      renderer.render({ container, target });
    }
  } finally {
    indexed.dispose();
    colored.dispose();
    target.destroy(true);
  }
}
