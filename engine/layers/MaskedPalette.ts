import type { Rgba8 } from '../scene/Palette';

/** Where colours finally go (a {@link Palette} or a recorder in tests). */
export interface ColorSink {
  set(index: number, color: Rgba8): void;
}

/**
 * A palette writer that remembers the colour each shape should have and writes a fully
 * transparent one for hidden shapes, so hiding a layer is a palette change (no geometry is
 * touched) and showing it again restores whatever colour states set meanwhile.
 */
export class MaskedPalette {
  private readonly wanted: Uint8Array;
  private hidden: Uint8Array;

  constructor(private readonly sink: ColorSink, readonly size: number) {
    this.wanted = new Uint8Array(size * 4);
    this.hidden = new Uint8Array(size);
  }

  /** Stores the colour a shape should show; writes it unless the shape is hidden. */
  set(index: number, color: Rgba8): void {
    if (index < 0 || index >= this.size) return;
    const o = index * 4;
    this.wanted[o] = color.r;
    this.wanted[o + 1] = color.g;
    this.wanted[o + 2] = color.b;
    this.wanted[o + 3] = color.a;
    this.sink.set(index, this.hidden[index] ? { ...color, a: 0 } : color);
  }

  /** Applies a new hidden mask (1 = hidden per shape), rewriting only shapes that changed. */
  setHidden(mask: Uint8Array): void {
    const previous = this.hidden;
    this.hidden = mask;
    for (let i = 0; i < this.size; i++) {
      if ((previous[i] ?? 0) === (mask[i] ?? 0)) continue;
      const o = i * 4;
      const color = { r: this.wanted[o] ?? 0, g: this.wanted[o + 1] ?? 0, b: this.wanted[o + 2] ?? 0, a: this.wanted[o + 3] ?? 0 };
      this.sink.set(i, mask[i] ? { ...color, a: 0 } : color);
    }
  }
}
