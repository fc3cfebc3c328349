/**
 * The engine's WebGL renderer: pixi's `WebGLRenderer` with only the systems and pipes the engine
 * draws with. pixi's own class registers every shared system at load, and every visitor would
 * download those the engine never calls: the extract and texture-generation systems, the
 * start-up banner, the two deprecated texture collectors (its `GCSystem` does their work) and the
 * alpha and stencil mask pipes (no engine object has a mask). Its scheduler runs on timers
 * (`TimerScheduler`), not on a never-ending animation-frame loop. The lists are the engine's
 * own (`rendererParts`), never pixi's shared extension registry, so pixi's own `Application`
 * works on the same page; text and graphics modules loaded later add their pipes there
 * (`adoptExtensions`).
 */
import { GlGraphicsAdaptor } from '../../node_modules/pixi.js/lib/scene/graphics/gl/GlGraphicsAdaptor';
import { GlMeshAdaptor } from '../../node_modules/pixi.js/lib/scene/mesh/gl/GlMeshAdaptor';
import { GlBatchAdaptor } from '../../node_modules/pixi.js/lib/rendering/batcher/gl/GlBatchAdaptor';
import { AbstractRenderer } from '../../node_modules/pixi.js/lib/rendering/renderers/shared/system/AbstractRenderer';
import { RendererType } from '../../node_modules/pixi.js/lib/rendering/renderers/types';
import { GlBufferSystem } from '../../node_modules/pixi.js/lib/rendering/renderers/gl/buffer/GlBufferSystem';
import { GlContextSystem } from '../../node_modules/pixi.js/lib/rendering/renderers/gl/context/GlContextSystem';
import { GlGeometrySystem } from '../../node_modules/pixi.js/lib/rendering/renderers/gl/geometry/GlGeometrySystem';
import { GlBackBufferSystem } from '../../node_modules/pixi.js/lib/rendering/renderers/gl/GlBackBufferSystem';
import { GlColorMaskSystem } from '../../node_modules/pixi.js/lib/rendering/renderers/gl/GlColorMaskSystem';
import { GlEncoderSystem } from '../../node_modules/pixi.js/lib/rendering/renderers/gl/GlEncoderSystem';
import { GlLimitsSystem } from '../../node_modules/pixi.js/lib/rendering/renderers/gl/GlLimitsSystem';
import { GlStencilSystem } from '../../node_modules/pixi.js/lib/rendering/renderers/gl/GlStencilSystem';
import { GlUboSystem } from '../../node_modules/pixi.js/lib/rendering/renderers/gl/GlUboSystem';
import { GlRenderTargetSystem } from '../../node_modules/pixi.js/lib/rendering/renderers/gl/renderTarget/GlRenderTargetSystem';
import { GlShaderSystem } from '../../node_modules/pixi.js/lib/rendering/renderers/gl/shader/GlShaderSystem';
import { GlUniformGroupSystem } from '../../node_modules/pixi.js/lib/rendering/renderers/gl/shader/GlUniformGroupSystem';
import { GlStateSystem } from '../../node_modules/pixi.js/lib/rendering/renderers/gl/state/GlStateSystem';
import { GlTextureSystem } from '../../node_modules/pixi.js/lib/rendering/renderers/gl/texture/GlTextureSystem';
import { BackgroundSystem } from '../../node_modules/pixi.js/lib/rendering/renderers/shared/background/BackgroundSystem';
import { BlendModePipe } from '../../node_modules/pixi.js/lib/rendering/renderers/shared/blendModes/BlendModePipe';
import { GCSystem } from '../../node_modules/pixi.js/lib/rendering/renderers/shared/GCSystem';
import { GlobalUniformSystem } from '../../node_modules/pixi.js/lib/rendering/renderers/shared/renderTarget/GlobalUniformSystem';
import { ViewSystem } from '../../node_modules/pixi.js/lib/rendering/renderers/shared/view/ViewSystem';
import { BatcherPipe } from '../../node_modules/pixi.js/lib/rendering/batcher/shared/BatcherPipe';
import { ColorMaskPipe } from '../../node_modules/pixi.js/lib/rendering/mask/color/ColorMaskPipe';
import { CustomRenderPipe } from '../../node_modules/pixi.js/lib/scene/container/CustomRenderPipe';
import { RenderGroupPipe } from '../../node_modules/pixi.js/lib/scene/container/RenderGroupPipe';
import { RenderGroupSystem } from '../../node_modules/pixi.js/lib/scene/container/RenderGroupSystem';
import { SpritePipe } from '../../node_modules/pixi.js/lib/scene/sprite/SpritePipe';
import { MeshPipe } from '../../node_modules/pixi.js/lib/scene/mesh/shared/MeshPipe';
import { RendererInitHook } from '../../node_modules/pixi.js/lib/utils/global/globalHooks';
import type { WebGLRenderer } from 'pixi.js';
import { pageGpuIdle, watchGpuWork } from './gpuIdle';
import { nextTask } from './nextTask';
import { addRendererParts, rendererParts } from './rendererParts';
import { TimerScheduler } from './timerScheduler';

addRendererParts(
  // Shared systems (as pixi's, less the ones named above), then the WebGL ones.
  BackgroundSystem, GlobalUniformSystem, ViewSystem, RenderGroupSystem, GCSystem, RendererInitHook, TimerScheduler,
  GlUboSystem, GlBackBufferSystem, GlContextSystem, GlLimitsSystem, GlBufferSystem, GlTextureSystem,
  GlRenderTargetSystem, GlGeometrySystem, GlUniformGroupSystem, GlShaderSystem, GlEncoderSystem, GlStateSystem,
  GlStencilSystem, GlColorMaskSystem,
  // Pipes: the colour mask pipe stays, render groups call it on every build; every map draws meshes.
  BlendModePipe, BatcherPipe, SpritePipe, RenderGroupPipe, ColorMaskPipe, CustomRenderPipe, MeshPipe,
  GlBatchAdaptor, GlMeshAdaptor, GlGraphicsAdaptor,
);

/** pixi's renderer base, made from a configuration of named systems and pipes. */
const RendererBase = AbstractRenderer as unknown as new (config: object) => WebGLRenderer;

/** A new, not yet initialised, WebGL renderer with the engine's systems (pixi's `WebGLRenderer` API). */
function createMapRenderer(): WebGLRenderer {
  return new RendererBase({ name: 'webgl', type: RendererType.WEBGL, ...rendererParts });
}

/** The size and quality a map's renderer starts with (see `MapSceneOptions`). */
interface MapRendererStart {
  width: number;
  height: number;
  resolution?: number;
  antialias?: boolean;
}

/** The attributes pixi asks a map's context for (transparent, kept between frames). */
function contextAttributes(antialias: boolean): WebGLContextAttributes {
  return { alpha: true, premultipliedAlpha: true, antialias, stencil: true, preserveDrawingBuffer: true, powerPreference: 'default' };
}

/** A new canvas and its WebGL 2 context (WebGL 1 where there is no 2); throws where there is neither. */
function makeMapContext(antialias: boolean): { canvas: HTMLCanvasElement; gl: WebGL2RenderingContext | WebGLRenderingContext } {
  const canvas = document.createElement('canvas');
  const attributes = contextAttributes(antialias);
  const gl = canvas.getContext('webgl2', attributes) ?? canvas.getContext('webgl', attributes);
  if (!gl) throw new Error('This browser does not support WebGL.');
  return { canvas, gl };
}

/**
 * Makes and initialises the map's WebGL renderer directly, not through pixi's Application and
 * its renderer detection, so the WebGPU and canvas renderers, the resize plugin and unused
 * systems are never downloaded. Its canvas is not in the page yet.
 *
 * The context is made first, in a task of its own: making it waits on the GPU process, and
 * pixi's start-up (extensions, shaders) then runs in the next task rather than adding to that
 * one. pixi's first shaders ask the GPU's limits of this context (`pixiTestContext.ts`), so
 * no context is made for that alone.
 */
export async function startMapRenderer(options: MapRendererStart): Promise<WebGLRenderer> {
  // Making a context waits for the frames the page's other maps asked for (see `gpuIdle`).
  await pageGpuIdle();
  const { canvas, gl } = makeMapContext(options.antialias ?? false);
  watchGpuWork(gl);
  await nextTask();
  const renderer = createMapRenderer();
  await initRenderer(renderer, canvas, gl, options);
  // The map element decides touch handling (cooperative gestures, `zoom.fingers`); pixi's event
  // system, which the engine does not use for picking, would forbid every page scroll here.
  renderer.canvas.style.touchAction = 'auto';
  return renderer;
}

/** Starts pixi's renderer on a context made for it; a failed start frees the context. */
async function initRenderer(renderer: WebGLRenderer, canvas: HTMLCanvasElement, gl: WebGL2RenderingContext | WebGLRenderingContext, options: MapRendererStart): Promise<void> {
  try {
    await renderer.init({
      canvas,
      context: gl as WebGL2RenderingContext,
      width: Math.max(1, options.width),
      height: Math.max(1, options.height),
      resolution: options.resolution ?? globalThis.devicePixelRatio ?? 1,
      autoDensity: true,
      antialias: options.antialias ?? false,
      backgroundAlpha: 0,
      preserveDrawingBuffer: true,
      // pixi's browser extensions (its event, accessibility, DOM and filter systems) are never
      // used: the engine picks through its own index and keeps its own accessibility mirror.
      // Skipping them spares every visitor their download.
      skipExtensionImports: true,
    });
  } catch (error) {
    gl.getExtension('WEBGL_lose_context')?.loseContext();
    throw error;
  }
}
