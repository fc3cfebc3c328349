import { Buffer, BufferUsage, Container, Geometry, Mesh, Shader, Texture, UniformGroup, type TextureSource } from 'pixi.js';
import type { PointCamera } from '../hit-test/markerPick';
import { PointBuffers, type PointRange } from './PointBuffers';
import { CORNER_SHORTS, POSITION_FLOATS, QUAD_INDICES, QUAD_VERTICES, splitDouble } from './quadVertices';
import { pointFragment, pointVertex } from './pointShaders';
import { SlotTable, type SlotEntry } from './SlotTable';

/** Opacity and saturation, 0..1. */
export interface PointLookValues {
  opacity: number;
  saturation: number;
}

/** How points look: per state (see `markerLook`), and which point is hovered / selected. */
export interface PointLooks {
  base: PointLookValues;
  hovered: PointLookValues;
  unhovered: PointLookValues;
  active: PointLookValues;
  inactive: PointLookValues;
  /** Point numbers, -1 for none. */
  hoveredPoint: number;
  selectedPoint: number;
  /** Some marker of the map is hovered / selected (maybe not drawn in this layer). */
  anyHovered: boolean;
  anySelected: boolean;
}

const FULL: PointLookValues = { opacity: 1, saturation: 1 };

/** Looks of a layer where every point is drawn as is (clusters, the user location). */
export const PLAIN_LOOKS: PointLooks = {
  base: FULL, hovered: FULL, unhovered: FULL, active: FULL, inactive: FULL,
  hoveredPoint: -1, selectedPoint: -1, anyHovered: false, anySelected: false,
};

/**
 * Many fixed-size images pinned to map points, drawn in ONE draw call: the positions live once
 * in a GPU buffer in map units (float64 split into two float32s), the camera is a uniform, and
 * the vertex shader places each quad corner at `point·scale + translation + corner offset`,
 * the offset and atlas rectangle coming from the per-image {@link SlotTable}. A pan or zoom
 * changes uniforms only; hover and selection are uniforms too; what is drawn (hidden, filtered,
 * clustered points left out) is the index buffer, rewritten in bulk. Plain quads, not
 * instancing: software WebGL (SwiftShader) runs every instance as a separate draw.
 */
export class PointLayer {
  readonly container: Container;
  readonly slots = new SlotTable();
  private readonly mesh: Mesh<Geometry, Shader>;
  private readonly geometry: Geometry;
  private readonly positionBuffer: Buffer;
  private readonly cornerBuffer: Buffer;
  private readonly indexBuffer: Buffer;
  private readonly uniforms: UniformGroup;
  private readonly shader: Shader;
  /** The vertex data and what changed since the last frame. */
  readonly data = new PointBuffers();
  /** Called after every change that alters the picture (not the camera); see `MarkerCache`. */
  onChange: (() => void) | null = null;
  private hasTexture = false;
  private looksKey = '';

  constructor(label: string) {
    this.container = new Container({ label });
    this.positionBuffer = new Buffer({ data: this.data.positions, usage: BufferUsage.VERTEX | BufferUsage.COPY_DST, label: `${label}-points` });
    this.cornerBuffer = new Buffer({ data: this.data.corners, usage: BufferUsage.VERTEX | BufferUsage.COPY_DST, label: `${label}-corners` });
    this.indexBuffer = new Buffer({ data: this.data.indices, usage: BufferUsage.INDEX | BufferUsage.COPY_DST, label: `${label}-indices` });
    this.geometry = new Geometry({
      attributes: {
        aPoint: { buffer: this.positionBuffer, format: 'float32x4' },
        aCorner: { buffer: this.cornerBuffer, format: 'uint16x2' },
      },
      indexBuffer: this.indexBuffer,
    });
    this.uniforms = new UniformGroup({
      uCentre: { value: new Float32Array(4), type: 'vec4<f32>' },
      uView: { value: new Float32Array([1, 0, 0]), type: 'vec3<f32>' },
      uPicked: { value: new Float32Array([-1, -1]), type: 'vec2<f32>' },
      uLookA: { value: new Float32Array([1, 1, 1, 1]), type: 'vec4<f32>' },
      uLookB: { value: new Float32Array([1, 1, 1, 1]), type: 'vec4<f32>' },
      uLookC: { value: new Float32Array([1, 1, 0, 0]), type: 'vec4<f32>' },
    });
    // Texture resources must exist from the start: the shader binds resources by their first keys.
    this.shader = Shader.from({
      gl: { vertex: pointVertex, fragment: pointFragment, name: 'point-layer' },
      resources: { pointUniforms: this.uniforms, uTexture: Texture.WHITE.source, uSlots: this.slots.source },
    });
    this.mesh = new Mesh({ geometry: this.geometry, shader: this.shader, label });
    this.mesh.cullable = false;
    this.mesh.visible = false;
    this.container.addChild(this.mesh);
    // Everything written since the last frame reaches the GPU here, once per frame.
    this.container.onRender = () => this.flush();
  }

  /** Points drawn now. */
  get drawnCount(): number {
    return this.data.drawn;
  }

  /**
   * Writes points `from..count-1` from columns (map x, y and image slot per point); points
   * before `from` keep their data (appends write only the new points).
   */
  setPoints(x: ArrayLike<number>, y: ArrayLike<number>, slots: ArrayLike<number>, count: number, from = 0): void {
    this.data.setPoints(x, y, slots, count, from);
    this.onChange?.();
  }

  /** Moves one point (a drag): only its four vertices are uploaded. */
  movePoint(point: number, x: number, y: number): void {
    this.data.movePoint(point, x, y);
    this.onChange?.();
  }

  /**
   * Draws these points in this order (ascending keeps the points' order, so later points are
   * on top), or with null points `0..count-1`.
   */
  setDrawn(points: ArrayLike<number> | null, count: number): void {
    this.data.setDrawn(points, count);
    this.updateVisibility();
    this.onChange?.();
  }

  /** The atlas texture every slot's rectangle refers to. */
  setTexture(source: TextureSource): void {
    this.hasTexture = true;
    if (this.shader.resources.uTexture !== source) this.shader.resources.uTexture = source;
    this.updateVisibility();
    this.onChange?.();
  }

  /** Applies the camera (uniforms only). */
  setCamera(camera: PointCamera): void {
    const [xHi, xLo] = splitDouble(camera.cx);
    const [yHi, yLo] = splitDouble(camera.cy);
    const uniforms = this.uniforms.uniforms as Record<string, Float32Array>;
    uniforms.uCentre?.set([xHi, yHi, xLo, yLo]);
    uniforms.uView?.set([camera.scale, camera.width / 2, camera.height / 2]);
  }

  /** Applies hover, selection and the look of each state (uniforms only). */
  setLooks(looks: PointLooks): void {
    const key = JSON.stringify(looks);
    if (key === this.looksKey) return;
    this.looksKey = key;
    const uniforms = this.uniforms.uniforms as Record<string, Float32Array>;
    uniforms.uPicked?.set([looks.hoveredPoint, looks.selectedPoint]);
    uniforms.uLookA?.set([looks.base.opacity, looks.base.saturation, looks.hovered.opacity, looks.hovered.saturation]);
    uniforms.uLookB?.set([looks.unhovered.opacity, looks.unhovered.saturation, looks.inactive.opacity, looks.inactive.saturation]);
    uniforms.uLookC?.set([looks.active.opacity, looks.active.saturation, looks.anyHovered ? 1 : 0, looks.anySelected ? 1 : 0]);
    this.onChange?.();
  }

  /** Sets (or with null clears) the entry of an image slot: its box and atlas rectangle. */
  setSlot(slot: number, entry: SlotEntry | null): void {
    // A grown table is a new texture: bind it.
    if (this.slots.set(slot, entry)) this.shader.resources.uSlots = this.slots.source;
    this.onChange?.();
  }

  /** Frees the GPU buffers, the program and the slot table (the atlas belongs to its owner). */
  dispose(): void {
    this.container.onRender = null;
    this.onChange = null;
    this.mesh.destroy();
    this.geometry.destroy(true);
    this.shader.destroy();
    this.slots.dispose();
    this.container.destroy({ children: true });
  }

  private updateVisibility(): void {
    const drawn = this.data.drawn;
    this.mesh.visible = drawn > 0 && this.hasTexture;
    // A zero index count would draw the whole index buffer.
    this.geometry.indexCount = Math.max(1, drawn) * QUAD_INDICES;
  }

  /** Uploads what changed since the last frame: the dirty part of each buffer, or the new array. */
  private flush(): void {
    this.slots.flush();
    const { positions, corners, indices } = this.data.takeChanges();
    upload(this.positionBuffer, this.data.positions, positions, QUAD_VERTICES * POSITION_FLOATS * 4);
    upload(this.cornerBuffer, this.data.corners, corners, QUAD_VERTICES * CORNER_SHORTS * 2);
    if (indices === 'replaced') this.indexBuffer.data = this.data.indices;
    else if (indices) this.indexBuffer.update(Math.max(1, this.data.drawn) * QUAD_INDICES * 4, 0);
  }
}

/** Uploads a dirty range of points (`bytes` per point), or a whole new array. */
function upload(buffer: Buffer, data: Float32Array | Uint16Array, change: PointRange | 'replaced' | null, bytes: number): void {
  if (change === 'replaced') buffer.data = data;
  else if (change) buffer.update((change.to - change.from) * bytes, change.from * bytes);
}
