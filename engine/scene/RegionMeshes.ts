import { Buffer, BufferUsage, Container, Geometry, Mesh, Shader } from './pixi';
import type { FillMesh, PackedRegions, StrokeMesh } from './packRegions';
import { Palette } from './Palette';
import { REGION_FILL_PROGRAM, REGION_INDEX_PROGRAM, REGION_STROKE_PROGRAM } from './warmPrograms';

function vertexBuffer(data: Float32Array): Buffer {
  return new Buffer({ data, usage: BufferUsage.VERTEX | BufferUsage.COPY_DST });
}

function indexBuffer(data: Uint32Array): Buffer {
  return new Buffer({ data, usage: BufferUsage.INDEX | BufferUsage.COPY_DST });
}

/**
 * Whether any of `meshes` has a triangle: shapes with no fill (or no stroke) still pack an
 * empty mesh, and a layer of those alone would be drawn, and read for every pixel, for nothing.
 */
export function hasTriangles(meshes: ReadonlyArray<{ indices: ArrayLike<number> }> | undefined): boolean {
  return meshes?.some((mesh) => mesh.indices.length > 0) ?? false;
}

/** GPU geometry of a fill mesh (or of a slice cut from one). */
function fillGeometry(mesh: FillMesh): Geometry {
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

/** How a mesh set draws its fills. */
type FillOutput =
  /** In colour from the fill palette (decorations). */
  | 'color'
  /** As shape indices, coloured later by the frame cache's composite (regions). */
  | 'index';

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
  /** Programs shared with highlight meshes cut from the same geometry (fills: see {@link FillOutput}). */
  readonly fillShader: Shader;
  readonly strokeShader: Shader;

  constructor(readonly packed: PackedRegions, shapeCount: number, fillOutput: FillOutput = 'color') {
    this.fillPalette = new Palette(shapeCount);
    this.strokePalette = new Palette(shapeCount);
    const fillShader = this.fillShader = fillOutput === 'index'
      ? Shader.from({ gl: REGION_INDEX_PROGRAM, resources: { uPalette: this.fillPalette.source } })
      : Shader.from({ gl: REGION_FILL_PROGRAM, resources: { uPalette: this.fillPalette.source } });
    const strokeShader = this.strokeShader = Shader.from({ gl: REGION_STROKE_PROGRAM, resources: { uPalette: this.strokePalette.source } });
    for (const fill of packed.fills) this.add(this.fills, new Mesh({ geometry: fillGeometry(fill), shader: fillShader }));
    for (const stroke of packed.strokes) this.add(this.strokes, new Mesh({ geometry: strokeGeometry(stroke), shader: strokeShader }));
  }

  /** Draw calls this layer issues per frame. */
  get drawCalls(): number {
    return this.meshes.length;
  }

  /**
   * The shapes whose stroke was recoloured since the last call, or null when too many changed
   * to list. Call before {@link flush}.
   */
  takeChangedStrokes(): number[] | null {
    // Fill changes need no list (the composite colours fills live); keep their tracker small.
    this.fillPalette.takeChanged();
    return this.strokePalette.takeChanged();
  }

  /**
   * Uploads changed palette texels; says which palettes changed, and whether a fill became
   * transparent or visible (an index image of the fills must then be drawn again).
   */
  flush(): { fills: boolean; strokes: boolean; fillVisibility: boolean } {
    const fillVisibility = this.fillPalette.takeVisibilityChanged();
    return { fills: this.fillPalette.flush(), strokes: this.strokePalette.flush(), fillVisibility };
  }

  /** Frees GPU resources. */
  dispose(): void {
    this.fills.destroy({ children: true });
    this.strokes.destroy({ children: true });
    // The shaders hold the palette textures: release them first, or destroying a palette
    // warns that a texture was destroyed while still bound (and the shaders leak).
    this.fillShader.destroy();
    this.strokeShader.destroy();
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
