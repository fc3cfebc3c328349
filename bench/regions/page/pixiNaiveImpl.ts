import { Application, Container, Graphics } from 'pixi.js';
import type { View, Viewport } from '../gesture';
import { hexColor, loadRegions } from './mapData';
import { changePresented, fenceWebGl, nextFrame } from './timing';
import type { BenchImpl, HighlightListener, ImplName, MountContext } from './types';
import type { SvgRegion } from '../../../engine/svg/types';

/**
 * The naive pixi.js design the engine notes warn about: one `Graphics` per region, pixi's own
 * display-tree hit testing for hover, a hovered region redrawn with the hover fill. Frames are
 * rendered on demand on the next animation frame and fenced with a one-pixel readPixels.
 */
export class PixiNaiveImpl implements BenchImpl {
  readonly name: ImplName = 'pixi_naive';
  readonly fenced = true;
  private app: Application | null = null;
  private readonly world = new Container();
  private viewport: Viewport = { width: 1, height: 1 };
  private listener: HighlightListener | null = null;
  private frameRequest = 0;

  async mount(context: MountContext): Promise<void> {
    this.viewport = context.viewport;
    const regions = await loadRegions(context.url);
    const app = new Application();
    await app.init({
      width: context.viewport.width,
      height: context.viewport.height,
      antialias: true,
      backgroundAlpha: 0,
      autoStart: false,
      sharedTicker: false,
      preference: 'webgl',
      resolution: 1,
    });
    this.app = app;
    app.canvas.style.cssText = 'position:absolute;left:0;top:0';
    app.stage.addChild(this.world);
    const base = hexColor(context.colors.base);
    const hover = hexColor(context.colors.hover);
    const stroke = hexColor(context.colors.stroke);
    for (const region of regions) {
      const graphics = new Graphics({ label: region.id });
      drawRegion(graphics, region, base, stroke);
      graphics.eventMode = 'static';
      graphics.on('pointerover', () => {
        drawRegion(graphics, region, hover, stroke);
        this.requestRender();
        this.listener?.(region.id);
      });
      graphics.on('pointerout', () => {
        drawRegion(graphics, region, base, stroke);
        this.requestRender();
      });
      this.world.addChild(graphics);
    }
    this.applyView(context.view);
    // Drawn first, then inserted, as the engine does: the browser counts a WebGL canvas as
    // painted content only if it holds a drawing when it joins the page.
    await nextFrame();
    context.host.append(app.canvas);
    await changePresented(this, context.fence);
  }

  applyView(view: View): void {
    this.world.scale.set(view.scale);
    this.world.position.set(this.viewport.width / 2 - view.cx * view.scale, this.viewport.height / 2 - view.cy * view.scale);
    this.requestRender();
  }

  fence(): void {
    const gl = (this.app?.renderer as unknown as { gl?: WebGL2RenderingContext } | undefined)?.gl;
    if (gl) fenceWebGl(gl);
  }

  onHighlight(listener: HighlightListener | null): void {
    this.listener = listener;
  }

  dispose(): void {
    if (this.frameRequest !== 0) cancelAnimationFrame(this.frameRequest);
    this.frameRequest = 0;
    this.listener = null;
    this.app?.destroy({ removeView: true }, { children: true });
    this.app = null;
  }

  private requestRender(): void {
    if (this.frameRequest !== 0) return;
    this.frameRequest = requestAnimationFrame(() => {
      this.frameRequest = 0;
      this.app?.renderer.render(this.app.stage);
    });
  }
}

/**
 * Fills every ring (holes are not cut: the naive peer does not classify rings) and strokes it
 * with pixi's 1 px `pixelLine`, which keeps its width at every zoom like the engine's strokes.
 */
function drawRegion(graphics: Graphics, region: SvgRegion, fill: number, stroke: number): void {
  graphics.clear();
  for (const ring of region.rings) {
    if (ring.length < 6) continue;
    graphics.poly(Array.from(ring), true).fill({ color: fill }).stroke({ color: stroke, width: 1, pixelLine: true });
  }
}
