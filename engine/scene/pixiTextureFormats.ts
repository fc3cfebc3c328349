/**
 * Stands in for pixi's table of WebGL internal texture formats in browser builds (see
 * vite.config.ts). pixi's table also names every compressed format (S3TC, BPTC, ETC2, ASTC…),
 * which the engine never uploads: its textures are colour palettes, marker slots, images,
 * canvas text and render targets. Leaving those names out takes about half a kilobyte off every
 * visitor's page. Unit tests run pixi's own table, and `pixiTextureFormats.test.ts` checks that
 * this one answers as pixi's does for every format the engine and pixi's own defaults use.
 */

/** The WebGL 2 constants the table reads (a WebGL 1 context lacks the sized ones). */
type FormatConstants = Record<string, number | undefined>;

/** Uncompressed formats by name, each with the WebGL 2 constant of its internal format. */
const SIZED_FORMATS: Readonly<Record<string, string>> = {
  r8unorm: 'R8', r8snorm: 'R8_SNORM', r8uint: 'R8UI', r8sint: 'R8I',
  r16uint: 'R16UI', r16sint: 'R16I', r16float: 'R16F',
  rg8unorm: 'RG8', rg8snorm: 'RG8_SNORM', rg8uint: 'RG8UI', rg8sint: 'RG8I',
  r32uint: 'R32UI', r32sint: 'R32I', r32float: 'R32F',
  rg16uint: 'RG16UI', rg16sint: 'RG16I', rg16float: 'RG16F',
  rgba8snorm: 'RGBA8_SNORM', rgba8uint: 'RGBA8UI', rgba8sint: 'RGBA8I',
  rgb9e5ufloat: 'RGB9_E5', rgb10a2unorm: 'RGB10_A2', rg11b10ufloat: 'R11F_G11F_B10F',
  rg32uint: 'RG32UI', rg32sint: 'RG32I', rg32float: 'RG32F',
  rgba16uint: 'RGBA16UI', rgba16sint: 'RGBA16I', rgba16float: 'RGBA16F',
  rgba32uint: 'RGBA32UI', rgba32sint: 'RGBA32I', rgba32float: 'RGBA32F',
  stencil8: 'STENCIL_INDEX8', depth16unorm: 'DEPTH_COMPONENT16', depth24plus: 'DEPTH_COMPONENT24',
  'depth24plus-stencil8': 'DEPTH24_STENCIL8', depth32float: 'DEPTH_COMPONENT32F',
  'depth32float-stencil8': 'DEPTH32F_STENCIL8',
};

/**
 * The internal format of every uncompressed texture format on `gl`, as pixi's
 * `mapFormatToGlInternalFormat` gives it: unsized RGBA for 8-bit colour on WebGL 1, sRGB
 * formats only where the context has them.
 */
export function mapFormatToGlInternalFormat(gl: WebGLRenderingContext | WebGL2RenderingContext, extensions: { srgb?: { SRGB8_ALPHA8_EXT: number } | null }): Record<string, number | undefined> {
  const constants = gl as unknown as FormatConstants;
  const webgl2 = typeof WebGL2RenderingContext !== 'undefined' && gl instanceof WebGL2RenderingContext;
  const table: Record<string, number | undefined> = {};
  for (const [format, constant] of Object.entries(SIZED_FORMATS)) table[format] = constants[constant];
  table.rgba8unorm = gl.RGBA;
  table.bgra8unorm = webgl2 ? constants.RGBA8 : gl.RGBA;
  const srgb = webgl2 ? constants.SRGB8_ALPHA8 : extensions.srgb?.SRGB8_ALPHA8_EXT;
  if (srgb !== undefined) {
    table['rgba8unorm-srgb'] = srgb;
    table['bgra8unorm-srgb'] = srgb;
  }
  return table;
}

/**
 * Stands in for pixi's uploader of compressed textures in browser builds: the engine never
 * makes one, and pixi's uploader carries the list of every compressed format.
 */
export const glUploadCompressedTextureResource = {
  id: 'compressed',
  upload(): never {
    throw new Error('MapSVG: compressed textures are not supported.');
  },
};
