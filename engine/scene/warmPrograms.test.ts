// @vitest-environment happy-dom
import { describe, expect, it, vi } from 'vitest';
import { RendererType, type Renderer } from './pixi';
import { compositeProgram, ProgramLinks } from './warmPrograms';

/** A WebGL renderer whose shader system only records the programs it is asked to bind (link). */
function fakeRenderer(): { renderer: Renderer; bound: () => number } {
  const bind = vi.fn();
  const renderer = { type: RendererType.WEBGL, shader: { bind } } as unknown as Renderer;
  return { renderer, bound: () => bind.mock.calls.length };
}

describe('ProgramLinks', () => {
  const sharp = compositeProgram({ samples: 2, under: false, over: true });
  const withUnder = compositeProgram({ samples: 2, under: true, over: true });

  it('links each program once however often it is asked for', () => {
    const { renderer, bound } = fakeRenderer();
    const links = new ProgramLinks(renderer);
    links.link([sharp]);
    links.link([sharp, withUnder]);
    links.link([withUnder]);
    expect(bound()).toBe(2);
  });

  it('links them again in a restored context', () => {
    const { renderer, bound } = fakeRenderer();
    const links = new ProgramLinks(renderer);
    links.link([sharp]);
    links.forget();
    links.link([sharp]);
    expect(bound()).toBe(2);
  });
});
