/**
 * GLSL (WebGL2) of the point layer ({@link PointLayer}). Positions stay in map units in the
 * vertex buffer; the camera is a uniform, so a pan or zoom changes uniforms only.
 */

/** Width in texels of the slot table; slot s uses texels 2s and 2s+1. */
export const SLOT_TABLE_WIDTH = 512;

const pointVertex = /* glsl */ `#version 300 es
in vec4 aPoint;
in vec2 aCorner;
uniform mat3 uProjectionMatrix;
uniform mat3 uWorldTransformMatrix;
uniform mat3 uTransformMatrix;
// The camera centre split as the points are (x hi, y hi, x lo, y lo).
uniform vec4 uCentre;
// Scale (px per map unit), half the viewport width and height in px.
uniform vec3 uView;
// Hovered and selected point numbers (-1: none).
uniform vec2 uPicked;
// Opacity and saturation (0..1) of the looks: base, hovered | unhovered, active | inactive,
// and whether some marker is hovered / selected.
uniform vec4 uLookA;
uniform vec4 uLookB;
uniform vec4 uLookC;
uniform highp sampler2D uSlots;
out vec2 vUV;
out vec2 vLook;

vec4 slotTexel(int texel) {
  return texelFetch(uSlots, ivec2(texel % ${SLOT_TABLE_WIDTH}, texel / ${SLOT_TABLE_WIDTH}), 0);
}

void main() {
  int slot = int(aCorner.x + 0.5);
  int corner = int(aCorner.y + 0.5);
  // Width, height, anchor x, anchor y (px); then the atlas rectangle u0, v0, u1, v1.
  vec4 box = slotTexel(slot * 2);
  vec4 uv = slotTexel(slot * 2 + 1);
  vec2 side = vec2(corner == 1 || corner == 2 ? 1.0 : 0.0, corner >= 2 ? 1.0 : 0.0);
  // Both differences are exact near the centre, so deep zoom keeps every bit that shows.
  vec2 delta = (aPoint.xy - uCentre.xy) + (aPoint.zw - uCentre.zw);
  vec2 screen = delta * uView.x + uView.yz - box.zw + side * box.xy;
  mat3 mvp = uProjectionMatrix * uWorldTransformMatrix * uTransformMatrix;
  gl_Position = vec4((mvp * vec3(screen, 1.0)).xy, 0.0, 1.0);
  vUV = mix(uv.xy, uv.zw, side);
  float point = float(gl_VertexID / 4);
  if (point == uPicked.y) vLook = uLookC.xy;
  else if (point == uPicked.x) vLook = uLookA.zw;
  else if (uLookC.w > 0.5) vLook = uLookB.zw;
  else if (uLookC.z > 0.5) vLook = uLookB.xy;
  else vLook = uLookA.xy;
}
`;

// Atlas texels are premultiplied: saturation mixes with the luminance (the CSS saturate()
// weights), opacity scales every channel.
const pointFragment = /* glsl */ `#version 300 es
precision mediump float;
in vec2 vUV;
in vec2 vLook;
uniform sampler2D uTexture;
out vec4 finalColor;
void main() {
  vec4 color = texture(uTexture, vUV);
  float grey = dot(color.rgb, vec3(0.213, 0.715, 0.072));
  finalColor = vec4(mix(vec3(grey), color.rgb, vLook.y), color.a) * vLook.x;
}
`;

/** The point layers' program (one for every point layer: pixi caches programs by source). */
export const POINT_PROGRAM = { vertex: pointVertex, fragment: pointFragment, name: 'point-layer' } as const;
