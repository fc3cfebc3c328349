import { Buffer, BufferUsage, Geometry, Mesh, Shader, Texture, type TextureSource } from './pixi';
import { compositeVertex } from './shaders';

/**
 * Draws one texture: the plainest program there is. The renderer's own sprite program picks
 * its texture among sixteen with branches, and software GPUs pay for every branch on every
 * pixel; a moving map frame is little more than this one quad, so it gets a program of its own.
 */
const textureFragment = /* glsl */ `#version 300 es
precision highp float;
in vec2 vUV;
uniform sampler2D uTexture;
out vec4 finalColor;
void main() {
  finalColor = texture(uTexture, vUV);
}
`;

function quadGeometry(width: number, height: number): Geometry {
  return new Geometry({
    attributes: {
      aPosition: { buffer: new Buffer({ data: new Float32Array([0, 0, width, 0, width, height, 0, height]), usage: BufferUsage.VERTEX | BufferUsage.COPY_DST }), format: 'float32x2' },
      aUV: { buffer: new Buffer({ data: new Float32Array([0, 0, 1, 0, 1, 1, 0, 1]), usage: BufferUsage.VERTEX | BufferUsage.COPY_DST }), format: 'float32x2' },
    },
    indexBuffer: new Uint32Array([0, 1, 2, 0, 2, 3]),
  });
}

/** A quad of a given size in CSS px showing one (premultiplied) texture. */
export class TextureQuad {
  readonly mesh: Mesh<Geometry, Shader>;
  private readonly shader: Shader;

  constructor() {
    this.shader = Shader.from({
      gl: { vertex: compositeVertex, fragment: textureFragment, name: 'map-texture-quad' },
      resources: { uTexture: Texture.EMPTY.source },
    });
    this.mesh = new Mesh({ geometry: quadGeometry(1, 1), shader: this.shader, label: 'map-texture-quad' });
    this.mesh.cullable = false;
  }

  /** Shows `source` over `size` CSS px. */
  setTexture(source: TextureSource, size: { width: number; height: number }): void {
    const old = this.mesh.geometry;
    this.mesh.geometry = quadGeometry(size.width, size.height);
    old.destroy(true);
    this.shader.resources.uTexture = source;
  }

  /**
   * Samples the texture with or without filtering. An image moved by whole device pixels at
   * its own scale needs no filtering, and software GPUs draw a nearest read about a third faster
   * than a filtered one (one texel instead of four), with a sharper picture besides.
   */
  setFiltered(filtered: boolean): void {
    const source = this.shader.resources.uTexture as TextureSource;
    const mode = filtered ? 'linear' : 'nearest';
    if (source.scaleMode !== mode) source.scaleMode = mode;
  }

  /** Frees the quad and its program. */
  destroy(): void {
    const geometry = this.mesh.geometry;
    this.mesh.destroy();
    geometry.destroy(true);
    this.shader.destroy();
  }
}
