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
