import { BufferImageSource, type Texture } from '../scene/pixi';
import type { ImageBox } from '../hit-test/markerPick';
import { SLOT_TABLE_WIDTH } from './pointShaders';

/** Texels per slot: the box (width, height, anchor x, anchor y), then the atlas rectangle. */
const SLOT_TEXELS = 2;
const SLOTS_PER_ROW = SLOT_TABLE_WIDTH / SLOT_TEXELS;

/** What a slot draws: its box in CSS px and its rectangle in the atlas (0..1). */
export interface SlotEntry extends ImageBox {
  u0: number;
  v0: number;
  u1: number;
  v1: number;
}

/** The slot entry of an atlas texture drawn at `width` × `height` CSS px, anchored at (`anchorX`, `anchorY`) px. */
export function atlasSlot(texture: Texture, width: number, height: number, anchorX: number, anchorY: number): SlotEntry {
  const { x0, y0, x2, y2 } = texture.uvs;
  return { width, height, anchorX, anchorY, u0: x0, v0: y0, u1: x2, v1: y2 };
}

/**
 * The per-image table of a point layer, as a float texture the vertex shader reads by the
 * vertex's image slot: a marker stores only its slot, and a quad's corners come from here. A
 * slot with no entry (an image still loading) has a zero box, so its points draw nothing.
 * Writes are batched into one upload per frame.
 */
export class SlotTable {
  source: BufferImageSource;
  private data: Float32Array;
  private readonly boxes: Array<ImageBox | null> = [];
  private largest = 0;
  private dirty = false;

  constructor() {
    this.data = new Float32Array(SLOT_TABLE_WIDTH * 4);
    this.source = this.createSource(1);
  }

  /**
   * Sets (or with null clears) a slot's entry. When the table had to grow, its texture is a new
   * one: the old one is returned, to be destroyed once nothing binds it any more.
   */
  set(slot: number, entry: SlotEntry | null): BufferImageSource | null {
    const replaced = this.ensure(slot);
    const o = slot * SLOT_TEXELS * 4;
    const values = entry ? [entry.width, entry.height, entry.anchorX, entry.anchorY, entry.u0, entry.v0, entry.u1, entry.v1] : [0, 0, 0, 0, 0, 0, 0, 0];
    this.data.set(values, o);
    this.boxes[slot] = entry ? { width: entry.width, height: entry.height, anchorX: entry.anchorX, anchorY: entry.anchorY } : null;
    this.largest = this.boxes.reduce((max, box) => (box ? Math.max(max, box.width, box.height) : max), 0);
    this.dirty = true;
    return replaced;
  }

  /** The box of a slot with an entry, or null. */
  box(slot: number): ImageBox | null {
    return this.boxes[slot] ?? null;
  }

  /** The largest width or height of any entry, px (how far an image may reach from its point). */
  get reach(): number {
    return this.largest;
  }

  /** Uploads pending writes (call before a frame). */
  flush(): void {
    if (!this.dirty) return;
    this.dirty = false;
    this.source.update();
  }

  dispose(): void {
    this.source.destroy();
  }

  private ensure(slot: number): BufferImageSource | null {
    const rows = Math.floor(slot / SLOTS_PER_ROW) + 1;
    if (rows <= this.source.pixelHeight) return null;
    const next = new Float32Array(SLOT_TABLE_WIDTH * 4 * Math.max(rows, this.source.pixelHeight * 2));
    next.set(this.data);
    this.data = next;
    const old = this.source;
    this.source = this.createSource(next.length / (SLOT_TABLE_WIDTH * 4));
    return old;
  }

  private createSource(height: number): BufferImageSource {
    return new BufferImageSource({
      resource: this.data,
      width: SLOT_TABLE_WIDTH,
      height,
      format: 'rgba32float',
      alphaMode: 'no-premultiply-alpha',
      scaleMode: 'nearest',
      autoGenerateMipmaps: false,
    });
  }
}
