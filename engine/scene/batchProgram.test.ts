import { describe, expect, it, vi } from 'vitest';
import { DOMAdapter } from '../../node_modules/pixi.js/lib/environment/adapter';
import { DefaultBatcher } from '../../node_modules/pixi.js/lib/rendering/batcher/shared/DefaultBatcher';
import { batchProgram } from './batchProgram';

describe('batchProgram', () => {
  it('is the program pixi\'s default batcher draws with, and it stays usable', () => {
    // pixi asks a test context for the fragment precision; there is no WebGL here.
    vi.spyOn(DOMAdapter.get(), 'createCanvas').mockReturnValue({ getContext: () => null } as never);
    const program = batchProgram(16);
    const batcher = new DefaultBatcher({ maxTextures: 16 });
    expect(batcher.shader.glProgram).toBe(program);
    expect(program.vertex).toContain('batch');
    expect(program.fragment?.length).toBeGreaterThan(0);
  });
});
