import { BufferImageSource } from 'pixi.js';
import { PALETTE_WIDTH } from './shaders';

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
    data[offset] = color.r;
    data[offset + 1] = color.g;
    data[offset + 2] = color.b;
    data[offset + 3] = color.a;
    this.dirty = true;
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
