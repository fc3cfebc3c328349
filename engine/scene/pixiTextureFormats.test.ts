import { afterEach, describe, expect, it, vi } from 'vitest';
// pixi's own table, read from its file: the package entry needs a browser.
import { mapFormatToGlInternalFormat as pixiTable } from '../../node_modules/pixi.js/lib/rendering/renderers/gl/texture/utils/mapFormatToGlInternalFormat.js';
import { mapFormatToGlInternalFormat } from './pixiTextureFormats';

/** A context whose every constant is a number of its own (by name), as a real context's are. */
function fakeContext(base: new () => object): WebGL2RenderingContext {
  const numbers = new Map<string, number>();
  return new Proxy(new base(), {
    get(target, name) {
      if (typeof name !== 'string' || !/^[A-Z0-9_]+$/.test(name)) return Reflect.get(target, name);
      if (!numbers.has(name)) numbers.set(name, 0x1000 + numbers.size);
      return numbers.get(name);
    },
  }) as WebGL2RenderingContext;
}

const COMPRESSED = /^(bc\d|etc2|eac|astc)-/;

describe('the texture formats of browser builds (pixi\'s table without compressed formats)', () => {
  afterEach(() => vi.unstubAllGlobals());

  for (const version of [1, 2] as const) {
    it(`answers as pixi does for every uncompressed format on WebGL ${version}, with and without sRGB`, () => {
      class WebGL1 {}
      class WebGL2 {}
      vi.stubGlobal('WebGLRenderingContext', WebGL1);
      vi.stubGlobal('WebGL2RenderingContext', WebGL2);
      const gl = fakeContext(version === 1 ? WebGL1 : WebGL2);
      for (const srgb of [null, { SRGB8_ALPHA8_EXT: 0x8c43 }]) {
        const extensions = { srgb, s3tc: { COMPRESSED_RGBA_S3TC_DXT1_EXT: 1 } } as never;
        const theirs = Object.fromEntries(Object.entries(pixiTable(gl, extensions)).filter(([format]) => !COMPRESSED.test(format)));
        expect(mapFormatToGlInternalFormat(gl, extensions)).toEqual(theirs);
      }
    });
  }
});
