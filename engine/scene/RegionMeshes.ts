import { Buffer, BufferUsage, Container, Geometry, Mesh, Shader } from 'pixi.js';
import type { FillMesh, PackedRegions, StrokeMesh } from './packRegions';
import { Palette } from './Palette';
import { colorFragment, fillVertex, strokeVertex } from './shaders';

function vertexBuffer(data: Float32Array): Buffer {
  return new Buffer({ data, usage: BufferUsage.VERTEX | BufferUsage.COPY_DST });
}

function indexBuffer(data: Uint32Array): Buffer {
  return new Buffer({ data, usage: BufferUsage.INDEX | BufferUsage.COPY_DST });
}

/** GPU geometry of a fill mesh (or of a slice cut from one). */
export function fillGeometry(mesh: FillMesh): Geometry {
  return new Geometry({
    attributes: {
      aPosition: { buffer: vertexBuffer(mesh.positions), format: 'float32x2' },
      aShape: { buffer: vertexBuffer(mesh.regionIndex), format: 'float32' },
    },
    indexBuffer: indexBuffer(mesh.indices),
  });
}

/** GPU geometry of a stroke mesh (or of a slice cut from one). */
export function strokeGeometry(mesh: StrokeMesh): Geometry {
  return new Geometry({
    attributes: {
      aPosition: { buffer: vertexBuffer(mesh.positions), format: 'float32x2' },
      aNormal: { buffer: vertexBuffer(mesh.normals), format: 'float32x2' },
      aSide: { buffer: vertexBuffer(mesh.sides), format: 'float32' },
      aWidth: { buffer: vertexBuffer(mesh.widths), format: 'float32' },
      aShape: { buffer: vertexBuffer(mesh.regionIndex), format: 'float32' },
    },
    indexBuffer: indexBuffer(mesh.indices),
  });
}

/**
 * The GPU side of every shape of a map: a few fill meshes and stroke meshes (one draw call
 * each) coloured through two palettes. Changing a colour never touches the geometry.
 */
export class RegionMeshes {
  /** The fill meshes, in map coordinates. */
  readonly fills = new Container({ label: 'fills' });
  /** The stroke meshes, drawn above fills (of this set and usually of others). */
  readonly strokes = new Container({ label: 'strokes' });
  readonly fillPalette: Palette;
  readonly strokePalette: Palette;
  private readonly meshes: Mesh<Geometry, Shader>[] = [];
  /** Programs shared with highlight meshes cut from the same geometry. */
  readonly fillShader: Shader;
  readonly strokeShader: Shader;

  constructor(readonly packed: PackedRegions, shapeCount: number) {
    this.fillPalette = new Palette(shapeCount);
    this.strokePalette = new Palette(shapeCount);
    const fillShader = this.fillShader = Shader.from({ gl: { vertex: fillVertex, fragment: colorFragment, name: 'region-fill' }, resources: { uPalette: this.fillPalette.source } });
    const strokeShader = this.strokeShader = Shader.from({ gl: { vertex: strokeVertex, fragment: colorFragment, name: 'region-stroke' }, resources: { uPalette: this.strokePalette.source } });
    for (const fill of packed.fills) this.add(this.fills, new Mesh({ geometry: fillGeometry(fill), shader: fillShader }));
    for (const stroke of packed.strokes) this.add(this.strokes, new Mesh({ geometry: strokeGeometry(stroke), shader: strokeShader }));
  }

  /** Draw calls this layer issues per frame. */
  get drawCalls(): number {
    return this.meshes.length;
  }

  /**
   * The shapes recoloured since the last call (fill or stroke), or null when too many changed
   * to list. Call before {@link flush}.
   */
  takeChanged(): number[] | null {
    const fills = this.fillPalette.takeChanged();
    const strokes = this.strokePalette.takeChanged();
    if (!fills || !strokes) return null;
    return [...new Set([...fills, ...strokes])];
  }

  /** Uploads changed palette texels; returns whether a redraw is needed. */
  flush(): boolean {
    const fills = this.fillPalette.flush();
    const strokes = this.strokePalette.flush();
    return fills || strokes;
  }

  /** Frees GPU resources. */
  dispose(): void {
    this.fills.destroy({ children: true });
    this.strokes.destroy({ children: true });
    this.fillPalette.dispose();
    this.strokePalette.dispose();
  }

  private add(parent: Container, mesh: Mesh<Geometry, Shader>): void {
    // Bounds of huge meshes are never needed (the camera culls nothing per mesh) and cost time.
    mesh.cullable = false;
    this.meshes.push(mesh);
    parent.addChild(mesh);
  }
}
