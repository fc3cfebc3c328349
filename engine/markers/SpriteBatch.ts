import { Buffer, BufferUsage, Geometry, Mesh, Shader, Texture, type TextureSource } from 'pixi.js';

/** Floats per vertex: x, y (screen px at layout time), u, v (atlas), alpha. */
const VERTEX_FLOATS = 5;
/**
 * Floats per image in the buffer {@link SpriteBatch.upload} takes: its four corners (top-left,
 * top-right, bottom-right, bottom-left), {@link VERTEX_FLOATS} each.
 */
export const SPRITE_FLOATS = 4 * VERTEX_FLOATS;

const vertex = /* glsl */ `#version 300 es
in vec2 aPosition;
in vec2 aUV;
in float aAlpha;
uniform mat3 uProjectionMatrix;
uniform mat3 uWorldTransformMatrix;
uniform mat3 uTransformMatrix;
out vec2 vUV;
out float vAlpha;
void main() {
  mat3 mvp = uProjectionMatrix * uWorldTransformMatrix * uTransformMatrix;
  gl_Position = vec4((mvp * vec3(aPosition, 1.0)).xy, 0.0, 1.0);
  vUV = aUV;
  vAlpha = aAlpha;
}
`;

// Atlas texels are premultiplied, so opacity scales every channel.
const fragment = /* glsl */ `#version 300 es
precision mediump float;
in vec2 vUV;
in float vAlpha;
uniform sampler2D uTexture;
out vec4 finalColor;
void main() {
  finalColor = texture(uTexture, vUV) * vAlpha;
}
`;

/** Two triangles per image: 0-1-2 and 0-2-3 of its corners. */
function quadIndices(count: number): Uint32Array {
  const indices = new Uint32Array(count * 6);
  for (let k = 0; k < count; k++) {
    const v = k * 4;
    indices.set([v, v + 1, v + 2, v, v + 2, v + 3], k * 6);
  }
  return indices;
}

/**
 * Many textured quads from one atlas as ONE draw call of one mesh. The caller writes the
 * corners straight into a typed array (see {@link SPRITE_FLOATS}), so laying out 100k+ markers
 * is a tight loop and one upload, with no object per marker; moving the mesh (a pan) only
 * changes its transform uniform, never the buffer. Plain quads rather than GPU instancing:
 * software WebGL (SwiftShader) runs every instance as a separate draw.
 */
export class SpriteBatch {
  /** Add it to a container; its local coordinates are the layout's screen pixels. */
  readonly mesh: Mesh<Geometry, Shader>;
  private readonly geometry: Geometry;
  private readonly vertices: Buffer;
  private readonly indices: Buffer;
  private readonly shader: Shader;
  /** The index buffer holds this many quads; smaller layouts draw a prefix of it. */
  private indexCapacity = 1;

  constructor(label: string) {
    this.vertices = new Buffer({ data: new Float32Array(SPRITE_FLOATS), usage: BufferUsage.VERTEX | BufferUsage.COPY_DST, label });
    this.indices = new Buffer({ data: quadIndices(1), usage: BufferUsage.INDEX | BufferUsage.COPY_DST, label });
    const stride = VERTEX_FLOATS * 4;
    this.geometry = new Geometry({
      attributes: {
        aPosition: { buffer: this.vertices, format: 'float32x2', stride, offset: 0 },
        aUV: { buffer: this.vertices, format: 'float32x2', stride, offset: 8 },
        aAlpha: { buffer: this.vertices, format: 'float32', stride, offset: 16 },
      },
      indexBuffer: this.indices,
    });
    // The texture resource must exist from the start: the shader binds resources by their first keys.
    this.shader = Shader.from({ gl: { vertex, fragment, name: 'sprite-batch' }, resources: { uTexture: Texture.WHITE.source } });
    this.mesh = new Mesh({ geometry: this.geometry, shader: this.shader, label });
    this.mesh.visible = false;
  }

  /**
   * Replaces every image: `data` holds `count` rows of {@link SPRITE_FLOATS} floats, all drawn
   * from `source` (null only with no rows). The array is kept, not copied, until the next call.
   */
  upload(data: Float32Array, count: number, source: TextureSource | null): void {
    this.mesh.visible = count > 0 && source !== null;
    if (count === 0 || source === null) return;
    if (this.shader.resources.uTexture !== source) this.shader.resources.uTexture = source;
    // Only the used rows go to the GPU; the buffer keeps its size while later layouts fit.
    this.vertices.setDataWithSize(data, count * SPRITE_FLOATS, true);
    if (count > this.indexCapacity) {
      this.indexCapacity = Math.max(count, Math.ceil(this.indexCapacity * 1.5));
      this.indices.data = quadIndices(this.indexCapacity);
    }
    // The index buffer is uploaded once per capacity; the draw takes only this many indices.
    this.geometry.indexCount = count * 6;
  }

  /** Frees the GPU buffers and the program. */
  dispose(): void {
    this.mesh.destroy();
    this.geometry.destroy(true);
    this.shader.destroy();
  }
}
