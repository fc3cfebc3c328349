/**
 * The parts of pixi.js the engine uses, each from its own module. pixi's main entry registers
 * everything at load (asset loaders, spritesheets, video and image sources, masks), and every
 * visitor would download those; importing the modules themselves brings only what is used.
 * Types still come from the package's entry, which declares them all.
 */

export { BitmapFontManager } from '../../node_modules/pixi.js/lib/scene/text-bitmap/BitmapFontManager';
export { BitmapText } from '../../node_modules/pixi.js/lib/scene/text-bitmap/BitmapText';
export { BitmapTextPipe } from '../../node_modules/pixi.js/lib/scene/text-bitmap/GpuBitmapTextPipe';
export { Buffer } from '../../node_modules/pixi.js/lib/rendering/renderers/shared/buffer/Buffer';
export { BufferUsage } from '../../node_modules/pixi.js/lib/rendering/renderers/shared/buffer/const';
export { BufferImageSource } from '../../node_modules/pixi.js/lib/rendering/renderers/shared/texture/sources/BufferImageSource';
export { CanvasSource } from '../../node_modules/pixi.js/lib/rendering/renderers/shared/texture/sources/CanvasSource';
export { ImageSource } from '../../node_modules/pixi.js/lib/rendering/renderers/shared/texture/sources/ImageSource';
export { Container } from '../../node_modules/pixi.js/lib/scene/container/Container';
export { Geometry } from '../../node_modules/pixi.js/lib/rendering/renderers/shared/geometry/Geometry';
export { Graphics } from '../../node_modules/pixi.js/lib/scene/graphics/shared/Graphics';
export { GraphicsContextSystem } from '../../node_modules/pixi.js/lib/scene/graphics/shared/GraphicsContextSystem';
export { GraphicsPipe } from '../../node_modules/pixi.js/lib/scene/graphics/shared/GraphicsPipe';
export { Matrix } from '../../node_modules/pixi.js/lib/maths/matrix/Matrix';
export { Mesh } from '../../node_modules/pixi.js/lib/scene/mesh/shared/Mesh';
export { Rectangle } from '../../node_modules/pixi.js/lib/maths/shapes/Rectangle';
export { RenderTexture } from '../../node_modules/pixi.js/lib/rendering/renderers/shared/texture/RenderTexture';
export { RendererType } from '../../node_modules/pixi.js/lib/rendering/renderers/types';
export { Shader } from '../../node_modules/pixi.js/lib/rendering/renderers/shared/shader/Shader';
export { Sprite } from '../../node_modules/pixi.js/lib/scene/sprite/Sprite';
export { Text } from '../../node_modules/pixi.js/lib/scene/text/Text';
export { CanvasTextPipe } from '../../node_modules/pixi.js/lib/scene/text/canvas/CanvasTextPipe';
export { CanvasTextSystem } from '../../node_modules/pixi.js/lib/scene/text/shared/GpuTextSystem';
export { TextStyle } from '../../node_modules/pixi.js/lib/scene/text/TextStyle';
export { Texture } from '../../node_modules/pixi.js/lib/rendering/renderers/shared/texture/Texture';
export { UniformGroup } from '../../node_modules/pixi.js/lib/rendering/renderers/shared/shader/UniformGroup';
export type { WebGLRenderer } from 'pixi.js';
export type { Renderer, TextureSource } from 'pixi.js';
