import { BufferImageSource } from './pixi';
import { PALETTE_WIDTH } from './shaders';

const MAX_TRACKED_CHANGES = 256;

/** A colour as 0..255 channels, alpha included. */
export interface Rgba8 {
  r: number;
  g: number;
  b: number;
  a: number;
}

/**
 * One RGBA texel per shape, uploaded as a texture the shaders index by shape. Writes are cheap
 * and batched: `flush()` uploads once per frame however many shapes changed.
 */
export class Palette {
  readonly source: BufferImageSource;
  private readonly data: Uint8Array;
  private dirty = false;
  /** Whether some shape turned fully transparent, or stopped being, since the last check. */
  private visibilityChanged = false;
  /** Shapes recoloured since {@link takeChanged}; null once too many changed to list. */
  private changed: Set<number> | null = new Set();

  constructor(readonly size: number) {
    const height = Math.max(1, Math.ceil(size / PALETTE_WIDTH));
    this.data = new Uint8Array(PALETTE_WIDTH * height * 4);
    this.source = new BufferImageSource({
      resource: this.data,
      width: PALETTE_WIDTH,
      height,
      format: 'rgba8unorm',
      alphaMode: 'no-premultiply-alpha',
      scaleMode: 'nearest',
      autoGenerateMipmaps: false,
    });
  }

  /** Sets one shape's colour; nothing reaches the GPU until {@link flush}. */
  set(index: number, color: Rgba8): void {
    if (index < 0 || index >= this.size) return;
    const offset = index * 4;
    const data = this.data;
    if (data[offset] === color.r && data[offset + 1] === color.g && data[offset + 2] === color.b && data[offset + 3] === color.a) return;
    if ((data[offset + 3] === 0) !== (color.a === 0)) this.visibilityChanged = true;
    data[offset] = color.r;
    data[offset + 1] = color.g;
    data[offset + 2] = color.b;
    data[offset + 3] = color.a;
    this.dirty = true;
    if (this.changed && this.changed.size < MAX_TRACKED_CHANGES) this.changed.add(index);
    else this.changed = null;
  }

  /**
   * The shapes recoloured since the last call, or null when more than a few hundred changed
   * (a choropleth update): callers then redraw everything instead of patching.
   */
  takeChanged(): number[] | null {
    const changed = this.changed;
    this.changed = new Set();
    return changed ? [...changed] : null;
  }

  /** Whether a shape's colour turned fully transparent or stopped being since the last call. */
  takeVisibilityChanged(): boolean {
    const changed = this.visibilityChanged;
    this.visibilityChanged = false;
    return changed;
  }

  /** The colour stored for a shape. */
  get(index: number): Rgba8 {
    const offset = index * 4;
    return { r: this.data[offset] ?? 0, g: this.data[offset + 1] ?? 0, b: this.data[offset + 2] ?? 0, a: this.data[offset + 3] ?? 0 };
  }

  /** Uploads pending changes; returns whether anything was uploaded. */
  flush(): boolean {
    if (!this.dirty) return false;
    this.dirty = false;
    this.source.update();
    return true;
  }

  /** Releases the texture. */
  dispose(): void {
    this.source.destroy();
  }
}
