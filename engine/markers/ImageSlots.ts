/** How a marker image is drawn: its address, size in CSS px and anchor. */
interface MarkerImage {
  src: string;
  width: number;
  height: number;
  /** Anchored at its centre; otherwise at its bottom centre (a pin's tip). */
  centered: boolean;
}

/** Most distinct images a store can hold (slots are 16-bit per marker). */
const MAX_IMAGE_SLOTS = 0xffff;

/**
 * The distinct marker images of a map, numbered: a marker stores its image's slot (16 bits), so
 * 100k markers sharing three images hold three image descriptions, not 100k. Slots are never
 * reused while the store lives.
 */
export class ImageSlots {
  private readonly list: MarkerImage[] = [];
  private readonly byKey = new Map<string, number>();
  /** Ids of image addresses, so keys stay short even for long data URLs. */
  private readonly srcIds = new Map<string, number>();

  /** The slot of an image, numbering it when new; throws past {@link MAX_IMAGE_SLOTS}. */
  slot(src: string, width: number, height: number, centered: boolean): number {
    let srcId = this.srcIds.get(src);
    if (srcId === undefined) {
      srcId = this.srcIds.size;
      this.srcIds.set(src, srcId);
    }
    const key = `${srcId}|${width}|${height}|${centered ? 1 : 0}`;
    const found = this.byKey.get(key);
    if (found !== undefined) return found;
    if (this.list.length >= MAX_IMAGE_SLOTS) throw new Error('MapSVG: too many distinct marker images.');
    const slot = this.list.length;
    this.list.push({ src, width, height, centered });
    this.byKey.set(key, slot);
    return slot;
  }

  /** The image of a slot (the first one for an unknown slot, never undefined once one exists). */
  get(slot: number): MarkerImage {
    return this.list[slot] ?? this.list[0] ?? { src: '', width: 0, height: 0, centered: false };
  }

  /** Number of slots. */
  get size(): number {
    return this.list.length;
  }

  /** Every image, by slot. */
  all(): readonly MarkerImage[] {
    return this.list;
  }
}
