import { extensions, ExtensionType } from '../../node_modules/pixi.js/lib/extensions/Extensions';
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
import { CustomRenderPipe } from '../../node_modules/pixi.js/lib/scene/container/CustomRenderPipe';
import { RenderGroupPipe } from '../../node_modules/pixi.js/lib/scene/container/RenderGroupPipe';
import { RenderGroupSystem } from '../../node_modules/pixi.js/lib/scene/container/RenderGroupSystem';
import { SpritePipe } from '../../node_modules/pixi.js/lib/scene/sprite/SpritePipe';
import { RendererInitHook } from '../../node_modules/pixi.js/lib/utils/global/globalHooks';
import { BatcherPipe } from '../../node_modules/pixi.js/lib/rendering/batcher/shared/BatcherPipe';
import { ColorMaskPipe } from '../../node_modules/pixi.js/lib/rendering/mask/color/ColorMaskPipe';
import { BackgroundSystem } from '../../node_modules/pixi.js/lib/rendering/renderers/shared/background/BackgroundSystem';
import { BlendModePipe } from '../../node_modules/pixi.js/lib/rendering/renderers/shared/blendModes/BlendModePipe';
import { GCSystem } from '../../node_modules/pixi.js/lib/rendering/renderers/shared/GCSystem';
import { GlobalUniformSystem } from '../../node_modules/pixi.js/lib/rendering/renderers/shared/renderTarget/GlobalUniformSystem';
import { SchedulerSystem } from '../../node_modules/pixi.js/lib/rendering/renderers/shared/SchedulerSystem';
import { RenderableGCSystem } from '../../node_modules/pixi.js/lib/rendering/renderers/shared/texture/RenderableGCSystem';
import { TextureGCSystem } from '../../node_modules/pixi.js/lib/rendering/renderers/shared/texture/TextureGCSystem';
import { ViewSystem } from '../../node_modules/pixi.js/lib/rendering/renderers/shared/view/ViewSystem';
import type { WebGLRenderer } from 'pixi.js';

type Registered = { name: string; value: unknown };

/*
 * pixi's WebGLRenderer as its module defines it (pixi 8.22, rendering/renderers/gl/WebGLRenderer),
 * less what the engine never uses: the alpha and stencil mask pipes with the mask filter,
 * pixel extraction, texture generation and the console greeting. Display objects loaded later
 * (mesh, text, graphics) register their pipes in the same lists.
 */
const systems: Registered[] = [];
const renderPipes: Registered[] = [];
const renderPipeAdaptors: Registered[] = [];
const loaders: Registered[] = [];
extensions.handleByNamedList(ExtensionType.WebGLSystem, systems);
extensions.handleByNamedList(ExtensionType.WebGLPipes, renderPipes);
extensions.handleByNamedList(ExtensionType.WebGLPipesAdaptor, renderPipeAdaptors);
extensions.handleByNamedList(ExtensionType.WebGLLoader, loaders);
extensions.add(
  BackgroundSystem, GlobalUniformSystem, ViewSystem, RenderGroupSystem, GCSystem, TextureGCSystem, RendererInitHook,
  RenderableGCSystem, SchedulerSystem,
  GlUboSystem, GlBackBufferSystem, GlContextSystem, GlLimitsSystem, GlBufferSystem, GlTextureSystem, GlRenderTargetSystem,
  GlGeometrySystem, GlUniformGroupSystem, GlShaderSystem, GlEncoderSystem, GlStateSystem, GlStencilSystem, GlColorMaskSystem,
  BlendModePipe, BatcherPipe, SpritePipe, RenderGroupPipe, CustomRenderPipe, ColorMaskPipe,
  GlBatchAdaptor, GlMeshAdaptor, GlGraphicsAdaptor,
);

class LeanWebGLRenderer extends AbstractRenderer<never, never, never> {
  constructor() {
    super({ name: 'webgl', type: RendererType.WEBGL, systems, renderPipes, renderPipeAdaptors, loaders } as never);
  }
}

/** A new, not yet started WebGL renderer (start it with `init`), typed as pixi's. */
export function createWebGLRenderer(): WebGLRenderer {
  return new LeanWebGLRenderer() as unknown as WebGLRenderer;
}
