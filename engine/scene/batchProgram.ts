import { DefaultBatcher } from '../../node_modules/pixi.js/lib/rendering/batcher/shared/DefaultBatcher';
import type { GlProgram } from '../../node_modules/pixi.js/lib/rendering/renderers/gl/shader/GlProgram';

/**
 * The WebGL program of pixi's default batcher (text, graphics, sprites): pixi's batchers share
 * one shader, made by the first batcher, so a batcher made here hands over that very program,
 * and a link asked for it is the one the first batched draw takes.
 */
export function batchProgram(maxTextures: number): GlProgram {
  const batcher = new DefaultBatcher({ maxTextures });
  const program = batcher.shader.glProgram;
  batcher.destroy();
  return program;
}
