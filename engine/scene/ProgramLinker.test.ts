// @vitest-environment happy-dom
import { describe, expect, it } from 'vitest';
import { GlProgram } from '../../node_modules/pixi.js/lib/rendering/renderers/gl/shader/GlProgram';
import type { WebGLRenderer } from './pixi';
import { ProgramLinker } from './ProgramLinker';

const LINK_STATUS = 0x8b82;
const SYNC_STATUS = 0x9114;
const SIGNALED = 0x9119;
const UNSIGNALED = 0x9118;

/**
 * A WebGL context that records what it is asked, in order, and whose GPU finishes the work
 * asked so far only when the test says so (`gpu.finish()`): until then its fences are not
 * signalled. Questions it has no answer for are answered 0 (no attributes, no uniforms).
 */
function fakeGpu() {
  const calls: string[] = [];
  let done = false;
  let programs = 0;
  const answers: Record<string, (...args: unknown[]) => unknown> = {
    createProgram: () => ({ program: ++programs }),
    createShader: () => ({}),
    getExtension: () => null,
    isContextLost: () => false,
    fenceSync: () => ({}),
    getSyncParameter: (_sync, name) => (name === SYNC_STATUS && done ? SIGNALED : UNSIGNALED),
    getProgramParameter: (_program, name) => (name === LINK_STATUS ? true : 0),
    getUniformLocation: () => null,
  };
  const constants: Record<string, number> = { LINK_STATUS, SYNC_STATUS, SIGNALED, VERTEX_SHADER: 0x8b31, FRAGMENT_SHADER: 0x8b30, SYNC_GPU_COMMANDS_COMPLETE: 0x9117 };
  const gl = new Proxy({}, {
    get(_target, name: string) {
      if (name in constants) return constants[name];
      return (...args: unknown[]) => {
        calls.push(name === 'getProgramParameter' && args[1] === LINK_STATUS ? 'read link' : name);
        return answers[name]?.(...args);
      };
    },
  }) as unknown as WebGL2RenderingContext;
  const hash: Record<number, unknown> = {};
  let linkedByPixi = 0;
  const shader = {
    _programDataHash: hash,
    _createProgramData(program: { _key: number }) {
      linkedByPixi += 1;
      hash[program._key] = { linkedByPixi: true };
      return hash[program._key];
    },
    _getProgramData(program: { _key: number }) {
      return hash[program._key] ?? this._createProgramData(program);
    },
  };
  const renderer = { gl, shader, runners: { contextChange: { add: () => undefined } } } as unknown as WebGLRenderer;
  return {
    renderer, calls, hash, shader,
    finish: () => { done = true; },
    get programsMade() { return programs; },
    get linkedByPixi() { return linkedByPixi; },
  };
}

const POINTS = { vertex: '#version 300 es\nin vec2 aPoint;\nvoid main() { gl_Position = vec4(aPoint, 0.0, 1.0); }', fragment: '#version 300 es\nprecision mediump float;\nout vec4 colour;\nvoid main() { colour = vec4(1.0); }', name: 'test-points' };
const FILLS = { ...POINTS, fragment: POINTS.fragment.replace('vec4(1.0)', 'vec4(0.5)'), name: 'test-fills' };

/** Lets timers and promise reactions run until `until` holds. */
async function runUntil(until: () => boolean): Promise<void> {
  while (!until()) await new Promise((resolve) => setTimeout(resolve, 1));
}

describe('a program linker', () => {
  it('asks the GPU to link without asking for the result, so the page never waits for a link in that task', () => {
    const gpu = fakeGpu();
    new ProgramLinker(gpu.renderer).start([POINTS, FILLS]);
    expect(gpu.calls.filter((call) => call === 'linkProgram')).toHaveLength(2);
    expect(gpu.calls).not.toContain('read link');
  });

  it('reads the programs back only once the GPU has done the work asked of it, and the renderer then holds them', async () => {
    const gpu = fakeGpu();
    const linker = new ProgramLinker(gpu.renderer);
    let linked = false;
    void linker.link([POINTS, FILLS]).then(() => { linked = true; });
    await runUntil(() => gpu.calls.filter((call) => call === 'getSyncParameter').length >= 3);
    expect(gpu.calls).not.toContain('read link');
    expect(linked).toBe(false);
    gpu.finish();
    await runUntil(() => linked);
    expect(gpu.calls.filter((call) => call === 'read link')).toHaveLength(2);
    expect(Object.keys(gpu.hash)).toHaveLength(2);
    expect(gpu.linkedByPixi).toBe(0);
  });

  it('gives a draw that cannot wait the program already asked for instead of linking it again', () => {
    const gpu = fakeGpu();
    new ProgramLinker(gpu.renderer).start([POINTS]);
    // The renderer's own path: a draw asks the shader system for the program's data.
    gpu.shader._getProgramData(GlProgram.from(POINTS));
    expect(gpu.programsMade).toBe(1);
    expect(gpu.linkedByPixi).toBe(0);
    expect(gpu.calls.filter((call) => call === 'read link')).toHaveLength(1);
  });
});
