import type { Renderer } from 'pixi.js';

const SOFTWARE_RENDERERS = /swiftshader|llvmpipe|softpipe|software/i;

/** Whether the WebGL context is rasterised on the CPU (SwiftShader, llvmpipe…), when it says so. */
export function isSoftwareGpu(gl: WebGL2RenderingContext): boolean {
  const info = gl.getExtension('WEBGL_debug_renderer_info');
  const name = String(info ? gl.getParameter(info.UNMASKED_RENDERER_WEBGL) : gl.getParameter(gl.RENDERER));
  return SOFTWARE_RENDERERS.test(name);
}

/**
 * On a CPU-rasterised context, makes the renderer's sprite batches use one texture each. Its
 * batch program otherwise chooses among sixteen textures with branches, and a software GPU
 * pays for the branches on every pixel (measured: about 1.5–2× the cost of a one-texture draw
 * for a full-screen picture). The price is a draw call per texture change, which a CPU
 * rasteriser hardly notices. Must run before the first frame builds its batches.
 */
export function fitBatchesToSoftwareGpu(renderer: Renderer): void {
  const gl = (renderer as unknown as { gl?: WebGL2RenderingContext }).gl;
  const limits = (renderer as unknown as { limits?: { maxBatchableTextures: number } }).limits;
  if (!gl || !limits || !isSoftwareGpu(gl)) return;
  limits.maxBatchableTextures = 1;
}
