import { Buffer, BufferUsage, Container, Geometry, Mesh, Shader, Texture, UniformGroup, type Renderer, type TextureSource, type WebGLRenderer } from '../scene/pixi';
import type { PointCamera } from '../hit-test/markerPick';
import { PointUploads, type PointBufferName, type PointSource } from './PointUploads';
import { QUAD_INDICES, splitDouble } from './quadVertices';
import { POINT_PROGRAM } from './pointShaders';
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

/** The parts of pixi's WebGL buffer record the layer writes itself. */
interface GlBufferRecord {
  buffer: WebGLBuffer | null;
  byteLength: number;
  updateID: number;
}

const NO_POINTS: PointSource = { x: [], y: [], slots: [], count: 0, drawnCount: 0, drawn: () => null };

/**
 * Many fixed-size images pinned to map points, drawn in ONE draw call: the positions live once
 * in a GPU buffer in map units (float64 split into two float32s), the camera is a uniform, and
 * the vertex shader places each quad corner at `point·scale + translation + corner offset`,
 * the offset and atlas rectangle coming from the per-image {@link SlotTable}. A pan or zoom
 * changes uniforms only; hover and selection are uniforms too; what is drawn (hidden, filtered,
 * clustered points left out) is the index buffer, rewritten in bulk. Plain quads, not
 * instancing: software WebGL (SwiftShader) runs every instance as a separate draw.
 *
 * The vertex data is written to the GPU straight from the layer's {@link PointSource} (the
 * store's columns), in chunks, by {@link PointUploads}; no CPU copy of it is kept. The layer
 * writes its buffers itself (pixi binds them, and is told they are current), and writes them
 * all again when the renderer made new ones (a restored context).
 */
export class PointLayer {
  readonly container: Container;
  readonly slots: SlotTable;
  /** The layer whose slot table this one draws with (null: its own). */
  private readonly slotOwner: PointLayer | null;
  /** Layers drawing with this layer's slot table. */
  private readonly sharers = new Set<PointLayer>();
  /** What waits for an upload. */
  readonly uploads = new PointUploads();
  /** Called after every change that alters the picture (not the camera); see `MarkerCache`. */
  onChange: (() => void) | null = null;
  /** The renderer that drew the layer last (null before its first frame). */
  renderer: Renderer | null = null;
  private readonly mesh: Mesh<Geometry, Shader>;
  private readonly geometry: Geometry;
  private readonly buffers: Record<PointBufferName, Buffer>;
  private readonly uniforms: UniformGroup;
  private readonly shader: Shader;
  private source: PointSource = NO_POINTS;
  /** The renderer's records of the buffers at the last upload (new records hold nothing). */
  private records: GlBufferRecord[] = [];
  private hasTexture = false;
  private looksKey = '';

  /** `slotOwner`: a layer whose images (slot table and atlas) this one draws points of. */
  constructor(label: string, slotOwner: PointLayer | null = null) {
    this.container = new Container({ label });
    this.slotOwner = slotOwner;
    this.slots = slotOwner?.slots ?? new SlotTable();
    slotOwner?.sharers.add(this);
    // pixi reads the element type of each buffer from its data (the index type from Uint32Array);
    // the data itself stays a placeholder, the GPU copies are written by `flush`.
    const buffer = (data: Float32Array | Uint16Array | Uint32Array, usage: number, name: string) => new Buffer({ data, usage: usage | BufferUsage.COPY_DST, label: `${label}-${name}` });
    this.buffers = {
      positions: buffer(new Float32Array(4), BufferUsage.VERTEX, 'points'),
      corners: buffer(new Uint16Array(2), BufferUsage.VERTEX, 'corners'),
      indices: buffer(new Uint32Array(6), BufferUsage.INDEX, 'indices'),
    };
    this.geometry = new Geometry({
      attributes: {
        aPoint: { buffer: this.buffers.positions, format: 'float32x4' },
        aCorner: { buffer: this.buffers.corners, format: 'uint16x2' },
      },
      indexBuffer: this.buffers.indices,
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
      gl: POINT_PROGRAM,
      resources: { pointUniforms: this.uniforms, uTexture: Texture.WHITE.source, uSlots: this.slots.source },
    });
    this.mesh = new Mesh({ geometry: this.geometry, shader: this.shader, label });
    this.mesh.cullable = false;
    this.mesh.visible = false;
    this.container.addChild(this.mesh);
    // Everything changed since the last frame reaches the GPU here, once per frame.
    this.container.onRender = (renderer) => this.flush(renderer);
  }

  /** Points drawn now. */
  get drawnCount(): number {
    return this.source.drawnCount;
  }

  /** Where the points are read at each upload (the columns are read then, not copied now). */
  setSource(source: PointSource): void {
    this.source = source;
  }

  /** Points `from..to-1` of the source changed (placed, moved, another image). */
  pointsChanged(from: number, to: number): void {
    this.uploads.markPoints(from, to);
    this.onChange?.();
  }

  /** What the source draws changed (its `drawnCount` and `drawn()`). */
  drawnChanged(): void {
    this.uploads.markDrawn();
    this.updateVisibility();
    this.onChange?.();
  }

  /** A small layer's whole content: these points (x, y and image slot each), all drawn in order. */
  setPoints(x: ArrayLike<number>, y: ArrayLike<number>, slots: ArrayLike<number>, count: number): void {
    this.source = { x, y, slots, count, drawnCount: count, drawn: () => null };
    this.pointsChanged(0, count);
    this.drawnChanged();
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
    // When every state looks the same, which point is hovered or selected changes nothing drawn.
    const { base, hovered, unhovered, active, inactive } = looks;
    const uniform = [hovered, unhovered, active, inactive].every((look) => look.opacity === base.opacity && look.saturation === base.saturation);
    const key = JSON.stringify(uniform ? { base } : looks);
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
    const replaced = this.slots.set(slot, entry);
    if (replaced) {
      // A grown table is a new texture: bind it (here and in the layers sharing it), then free the old one.
      for (const layer of [this, ...this.sharers]) layer.shader.resources.uSlots = this.slots.source;
      replaced.destroy();
    }
    this.onChange?.();
  }

  /** Frees the GPU buffers, the program and the slot table (the atlas belongs to its owner). */
  dispose(): void {
    this.container.onRender = null;
    this.onChange = null;
    // Nothing the program binds is destroyed while it is bound.
    this.shader.resources.uTexture = Texture.WHITE.source;
    this.shader.resources.uSlots = Texture.WHITE.source;
    this.mesh.destroy();
    this.geometry.destroy(true);
    this.shader.destroy();
    if (this.slotOwner) this.slotOwner.sharers.delete(this);
    else this.slots.dispose();
    this.container.destroy({ children: true });
  }

  private updateVisibility(): void {
    const drawn = this.source.drawnCount;
    this.mesh.visible = drawn > 0 && this.hasTexture;
    // A zero index count would draw the whole index buffer.
    this.geometry.indexCount = Math.max(1, drawn) * QUAD_INDICES;
  }

  /** Uploads what changed since the last frame, straight from the source, in chunks. */
  private flush(renderer: Renderer): void {
    this.renderer = renderer;
    this.slots.flush();
    const { gl, buffer: system, geometry } = renderer as WebGLRenderer;
    if (!gl || !system) return;
    const names: PointBufferName[] = ['positions', 'corners', 'indices'];
    const records = names.map((name) => system.getGlBuffer(this.buffers[name]) as unknown as GlBufferRecord);
    if (records.some((record, i) => record !== this.records[i])) {
      // New buffers (the first frame, a restored context, buffers the renderer freed): all again.
      this.records = records;
      this.uploads.markLost();
    }
    if (!this.uploads.pending) return;
    // No vertex array is bound while the index buffer is written.
    geometry.resetState();
    for (const step of this.uploads.take(this.source)) {
      const index = names.indexOf(step.buffer);
      const record = records[index];
      if (!record) continue;
      const target = step.buffer === 'indices' ? gl.ELEMENT_ARRAY_BUFFER : gl.ARRAY_BUFFER;
      gl.bindBuffer(target, record.buffer);
      if ('allocate' in step) {
        gl.bufferData(target, step.allocate, gl.DYNAMIC_DRAW);
        record.byteLength = step.allocate;
      } else {
        gl.bufferSubData(target, step.byteOffset, step.data);
      }
    }
    // pixi would otherwise upload the (empty) data it holds over what was just written.
    names.forEach((name, i) => {
      const record = records[i];
      if (record) record.updateID = (this.buffers[name] as unknown as { _updateID: number })._updateID;
    });
  }
}
