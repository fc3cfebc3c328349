import { Buffer, BufferUsage, Geometry, Mesh, Shader, Texture, type TextureSource } from 'pixi.js';
import { compositeFragment, compositeVertex } from './shaders';

/** The cached layers the composite reads (see `FrameCache`). */
export interface CompositeLayers {
  under: TextureSource;
  index: TextureSource;
  over: TextureSource;
}

function quadGeometry(width: number, height: number): Geometry {
  const positions = new Float32Array([0, 0, width, 0, width, height, 0, height]);
  const uvs = new Float32Array([0, 0, 1, 0, 1, 1, 0, 1]);
  return new Geometry({
    attributes: {
      aPosition: { buffer: new Buffer({ data: positions, usage: BufferUsage.VERTEX | BufferUsage.COPY_DST }), format: 'float32x2' },
      aUV: { buffer: new Buffer({ data: uvs, usage: BufferUsage.VERTEX | BufferUsage.COPY_DST }), format: 'float32x2' },
    },
    indexBuffer: new Uint32Array([0, 1, 2, 0, 2, 3]),
  });
}

/**
 * One quad the size of the cache that draws the map from its cached layers: colour below,
 * region indices coloured through the fill palette, colour above.
 */
export class CompositeQuad {
  readonly mesh: Mesh<Geometry, Shader>;
  private readonly shader: Shader;

  constructor() {
    this.shader = Shader.from({
      gl: { vertex: compositeVertex, fragment: compositeFragment, name: 'map-composite' },
      // Every texture the program reads must be named here; the real ones arrive later.
      resources: { uPalette: Texture.EMPTY.source, uUnder: Texture.EMPTY.source, uIndex: Texture.EMPTY.source, uOver: Texture.EMPTY.source },
    });
    this.mesh = new Mesh({ geometry: quadGeometry(1, 1), shader: this.shader, label: 'map-composite' });
    this.mesh.cullable = false;
  }

  /** The fill palette the region indices are coloured with. */
  setPalette(palette: TextureSource): void {
    this.shader.resources.uPalette = palette;
  }

  /** New cache textures of this size in CSS px. */
  setLayers(size: { width: number; height: number }, layers: CompositeLayers): void {
    const old = this.mesh.geometry;
    this.mesh.geometry = quadGeometry(size.width, size.height);
    old.destroy(true);
    this.shader.resources.uUnder = layers.under;
    this.shader.resources.uIndex = layers.index;
    this.shader.resources.uOver = layers.over;
  }

  /** Frees the quad and its program. */
  destroy(): void {
    const geometry = this.mesh.geometry;
    this.mesh.destroy();
    geometry.destroy(true);
    this.shader.destroy();
  }
}
