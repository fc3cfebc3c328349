import { Buffer, BufferUsage, Container, Geometry, Mesh, Shader, Texture, type TextureSource } from './pixi';
import type { CompositeVariant } from './shaders';
import { compositeProgram } from './warmPrograms';

/** The cached layers the composite reads (see `FrameCache`). */
interface CompositeLayers {
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
 * region indices coloured through the fill palette, colour above. `mesh` draws it on screen;
 * `bakeRoot` holds a twin at the cache's own origin, for drawing it into a texture.
 */
export class CompositeQuad {
  readonly mesh: Mesh<Geometry, Shader>;
  readonly bakeRoot = new Container({ label: 'composite-bake' });
  private readonly bakeMesh: Mesh<Geometry, Shader>;
  private shader: Shader;
  private variant: CompositeVariant = { samples: 1, under: true, over: true };
  /** Every texture the program reads; the real ones arrive later. */
  private readonly textures: Record<'uPalette' | 'uUnder' | 'uIndex' | 'uOver', TextureSource> = {
    uPalette: Texture.EMPTY.source, uUnder: Texture.EMPTY.source, uIndex: Texture.EMPTY.source, uOver: Texture.EMPTY.source,
  };

  constructor() {
    this.shader = this.createShader();
    const geometry = quadGeometry(1, 1);
    this.mesh = new Mesh({ geometry, shader: this.shader, label: 'map-composite' });
    this.mesh.cullable = false;
    this.bakeMesh = new Mesh({ geometry, shader: this.shader, label: 'map-composite-bake' });
    this.bakeMesh.cullable = false;
    this.bakeRoot.addChild(this.bakeMesh);
  }

  /** The fill palette the region indices are coloured with. */
  setPalette(palette: TextureSource): void {
    this.setTexture('uPalette', palette);
  }

  /** Which colour layers hold anything (empty ones are not read). */
  setLayersInUse(inUse: { under: boolean; over: boolean }): void {
    this.useVariant({ ...this.variant, under: inUse.under, over: inUse.over });
  }

  /**
   * New cache textures of this size in CSS px; the index image has `samples`² index samples
   * per colour pixel.
   */
  setLayers(size: { width: number; height: number }, layers: CompositeLayers, samples: 1 | 2): void {
    const old = this.mesh.geometry;
    const geometry = quadGeometry(size.width, size.height);
    this.mesh.geometry = geometry;
    this.bakeMesh.geometry = geometry;
    old.destroy(true);
    this.setTexture('uUnder', layers.under);
    this.setTexture('uIndex', layers.index);
    this.setTexture('uOver', layers.over);
    this.useVariant({ ...this.variant, samples });
  }

  /** Frees the quad and its program. */
  destroy(): void {
    const geometry = this.mesh.geometry;
    this.mesh.destroy();
    this.bakeRoot.destroy({ children: true });
    geometry.destroy(true);
    this.shader.destroy();
  }

  private setTexture(name: keyof CompositeQuad['textures'], source: TextureSource): void {
    this.textures[name] = source;
    this.shader.resources[name] = source;
  }

  /** Switches to the program of another variant (rare: layers in use or supersampling changed). */
  private useVariant(variant: CompositeVariant): void {
    const current = this.variant;
    if (variant.samples === current.samples && variant.under === current.under && variant.over === current.over) return;
    this.variant = variant;
    const old = this.shader;
    this.shader = this.createShader();
    this.mesh.shader = this.shader;
    this.bakeMesh.shader = this.shader;
    old.destroy();
  }

  private createShader(): Shader {
    return Shader.from({
      gl: compositeProgram(this.variant),
      resources: { ...this.textures },
    });
  }
}
