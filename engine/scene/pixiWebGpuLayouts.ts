/**
 * Stands in, in browser builds (see vite.config.ts), for the two parts of pixi's WebGPU program
 * that only a WebGPU renderer reads: the bind-group layout its pipelines are made with
 * (`GpuProgram.gpuLayout`) and the vertex attributes read from the WGSL source
 * (`GpuProgram.attributeData`). The engine's renderer is WebGL only (`mapRenderer.ts`), and a
 * WebGL program takes both from the linked GL program; pixi still makes a WebGPU program beside
 * the WebGL one for its default shaders, so these would ship, and run, on every page for
 * nothing (about 3 kB of minified code). The rest of the WebGPU program (its groups, which
 * shaders map their resources with) stays pixi's own. Unit tests run pixi's own functions.
 */

/** An empty pipeline layout: no WebGPU pipeline is ever made. */
export function generateGpuLayoutGroups(): Record<number, never> {
  return {};
}

/** No attributes: WebGL reads them from the linked program instead. */
export function extractAttributesFromGpuProgram(): Record<string, never> {
  return {};
}
