import { RendererType, Shader, type Renderer, type WebGLRenderer } from './pixi';
import { compositeFragment, compositeVertex, type CompositeVariant } from './shaders';

/** A program's sources, as `Shader.from({ gl })` takes them. */
export interface ProgramSources {
  vertex: string;
  fragment: string;
  name: string;
}

/**
 * The composite program of the sharp frame (2×2 index samples per pixel, on screens below two
 * device pixels per CSS pixel) of a map with region strokes, the common case: it is first
 * needed just after the first frame, as the markers arrive. The draft's program is needed for
 * the first frame itself, so warming it would gain nothing.
 */
const COMMON_COMPOSITES: CompositeVariant[] = [{ samples: 2, under: false, over: true }];

/** The composite program of one variant, with the sources `CompositeQuad` gives it. */
export function compositeProgram(variant: CompositeVariant): ProgramSources {
  return { vertex: compositeVertex, fragment: compositeFragment(variant), name: 'map-composite' };
}

/** The composite programs worth compiling before the map is known. */
export function compositePrograms(): ProgramSources[] {
  return COMMON_COMPOSITES.map(compositeProgram);
}

/**
 * Compiles and links programs now, so the frames that first draw with them do not. A software
 * GPU (SwiftShader) takes up to a few hundred ms to link one, and the renderer links on first
 * use, on the main thread: done while the map file is fetched and parsed off the main thread,
 * the cost hides behind that wait instead of delaying the map's first markers. pixi caches
 * programs by their sources, so the later shaders of the same sources reuse these.
 */
export function warmPrograms(renderer: Renderer, programs: readonly ProgramSources[]): void {
  if (renderer.type !== RendererType.WEBGL) return;
  for (const gl of programs) {
    const shader = Shader.from({ gl });
    (renderer as WebGLRenderer).shader.bind(shader, true);
    shader.destroy();
  }
}
