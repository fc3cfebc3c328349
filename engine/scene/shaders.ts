/**
 * GLSL (WebGL2) programs of the region layer. Colours come from a palette texture indexed by the
 * shape index stored per vertex, so recolouring a region rewrites one texel, never geometry.
 */

/** Width in texels of the palette textures; shape i sits at (i % W, i / W). */
export const PALETTE_WIDTH = 2048;

const paletteLookup = /* glsl */ `
uniform sampler2D uPalette;
vec4 paletteColor(float shape) {
  int index = int(shape + 0.5);
  return texelFetch(uPalette, ivec2(index % ${PALETTE_WIDTH}, index / ${PALETTE_WIDTH}), 0);
}
`;

/** Fill vertex shader: map position through the camera, colour from the palette. */
export const fillVertex = /* glsl */ `#version 300 es
in vec2 aPosition;
in float aShape;
uniform mat3 uProjectionMatrix;
uniform mat3 uWorldTransformMatrix;
uniform mat3 uTransformMatrix;
out vec4 vColor;
${paletteLookup}
void main() {
  mat3 mvp = uProjectionMatrix * uWorldTransformMatrix * uTransformMatrix;
  gl_Position = vec4((mvp * vec3(aPosition, 1.0)).xy, 0.0, 1.0);
  vColor = paletteColor(aShape);
}
`;

/**
 * Stroke vertex shader: the centre line goes through the camera, then the extrusion is added in
 * screen pixels, so strokes keep their on-screen width at every zoom (non-scaling strokes).
 * The camera only scales uniformly and translates, so map-space normals keep their direction.
 */
export const strokeVertex = /* glsl */ `#version 300 es
in vec2 aPosition;
in vec2 aNormal;
in float aSide;
in float aWidth;
in float aShape;
uniform mat3 uProjectionMatrix;
uniform mat3 uWorldTransformMatrix;
uniform mat3 uTransformMatrix;
out vec4 vColor;
${paletteLookup}
void main() {
  vec2 screen = (uWorldTransformMatrix * uTransformMatrix * vec3(aPosition, 1.0)).xy;
  vec4 color = paletteColor(aShape);
  // The palette's alpha channel doubles as "has a stroke": 0 collapses the strip.
  // Hairlines under one pixel are drawn one pixel wide with proportional opacity, as a
  // coverage-based SVG rasteriser shows them, instead of vanishing between samples.
  float width = color.a > 0.0 ? max(aWidth, 1.0) : 0.0;
  float coverage = clamp(aWidth, 0.0, 1.0);
  screen += aNormal * aSide * width * 0.5;
  gl_Position = vec4((uProjectionMatrix * vec3(screen, 1.0)).xy, 0.0, 1.0);
  vColor = vec4(color.rgb, color.a * coverage);
}
`;

/** Shared fragment shader: premultiplied colour, as the renderer's blending expects. */
export const colorFragment = /* glsl */ `#version 300 es
in vec4 vColor;
out vec4 finalColor;
void main() {
  finalColor = vec4(vColor.rgb * vColor.a, vColor.a);
}
`;

/**
 * Region-index vertex shader: the fill geometry as {@link fillVertex} places it, carrying the
 * shape index instead of a colour, for the frame cache's index image. Shapes with a fully
 * transparent fill (hidden layers and floors, `fill: none`) are left out, so the regions under
 * them (another floor at the same place) keep their pixels.
 */
export const indexVertex = /* glsl */ `#version 300 es
in vec2 aPosition;
in float aShape;
uniform mat3 uProjectionMatrix;
uniform mat3 uWorldTransformMatrix;
uniform mat3 uTransformMatrix;
flat out int vShape;
${paletteLookup}
void main() {
  mat3 mvp = uProjectionMatrix * uWorldTransformMatrix * uTransformMatrix;
  bool hidden = paletteColor(aShape).a == 0.0;
  // Every vertex of a hidden shape lands on one point outside the clip space: no pixels.
  gl_Position = hidden ? vec4(2.0, 2.0, 0.0, 1.0) : vec4((mvp * vec3(aPosition, 1.0)).xy, 0.0, 1.0);
  vShape = int(aShape + 0.5);
}
`;

/**
 * Region-index fragment shader: shape index + 1 as a 24-bit number in red, green and blue
 * (0 is "no region"), opaque so it replaces whatever lies below.
 */
export const indexFragment = /* glsl */ `#version 300 es
flat in int vShape;
out vec4 finalColor;
void main() {
  int id = vShape + 1;
  finalColor = vec4(float(id & 255), float((id >> 8) & 255), float((id >> 16) & 255), 255.0) / 255.0;
}
`;

/** Composite vertex shader: a quad over the cached images, placed by the camera's change. */
export const compositeVertex = /* glsl */ `#version 300 es
in vec2 aPosition;
in vec2 aUV;
uniform mat3 uProjectionMatrix;
uniform mat3 uWorldTransformMatrix;
uniform mat3 uTransformMatrix;
out vec2 vUV;
void main() {
  mat3 mvp = uProjectionMatrix * uWorldTransformMatrix * uTransformMatrix;
  gl_Position = vec4((mvp * vec3(aPosition, 1.0)).xy, 0.0, 1.0);
  vUV = aUV;
}
`;

/** Which cached layers a composite program reads, fixed when it is compiled. */
export interface CompositeVariant {
  /** Index samples per pixel along each axis: 2 (supersampled) or 1 (drafts, dense screens). */
  samples: 1 | 2;
  /** Whether the colour layer under the regions holds anything. */
  under: boolean;
  /** Whether the colour layer over the regions holds anything. */
  over: boolean;
}

/**
 * Composite fragment shader: colours the cached region-index image through the live fill
 * palette, so a recolour costs this one pass and never a redraw of the geometry. At standard
 * density the index image is supersampled 2×2 per pixel and the two diagonal samples are
 * coloured over the layer below and averaged, which anti-aliases region edges. Strokes (the
 * layer above) are composited last. Every layer is premultiplied.
 *
 * One program per {@link CompositeVariant}, with nothing left to decide per pixel: software
 * GPUs run both sides of a branch (and read both textures of a conditional read) on every
 * pixel, so a four-sample edge branch cost every pixel a third more, and an unused layer's read
 * a fifth more.
 */
export function compositeFragment({ samples, under, over }: CompositeVariant): string {
  const fills = samples > 1
    ? 'vec4 fills = (fillOver(shapeAt(first), under) + fillOver(shapeAt(first + ivec2(1, 1)), under)) * 0.5;'
    : 'vec4 fills = fillOver(shapeAt(first), under);';
  return /* glsl */ `#version 300 es
precision highp float;
precision highp int;
in vec2 vUV;
uniform sampler2D uUnder;
uniform sampler2D uIndex;
uniform sampler2D uOver;
out vec4 finalColor;
${paletteLookup}
int shapeAt(ivec2 texel) {
  ivec3 bytes = ivec3(texelFetch(uIndex, texel, 0).rgb * 255.0 + 0.5);
  return bytes.r + (bytes.g << 8) + (bytes.b << 16);
}
vec4 fillOver(int id, vec4 under) {
  if (id == 0) return under;
  vec4 fill = paletteColor(float(id - 1));
  return vec4(fill.rgb * fill.a, fill.a) + under * (1.0 - fill.a);
}
void main() {
  ivec2 size = textureSize(uIndex, 0) / ${samples};
  ivec2 pixel = clamp(ivec2(vUV * vec2(size)), ivec2(0), size - 1);
  vec4 under = ${under ? 'texelFetch(uUnder, pixel, 0)' : 'vec4(0.0)'};
  ivec2 first = pixel * ${samples};
  ${fills}
  ${over ? 'vec4 over = texelFetch(uOver, pixel, 0); finalColor = over + fills * (1.0 - over.a);' : 'finalColor = fills;'}
}
`;
}
