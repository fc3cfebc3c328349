import { CanvasSource, Rectangle, Texture } from '../scene/pixi';

/** Draws one atlas entry into a canvas context at the given size in device pixels. */
type AtlasPainter = (context: CanvasRenderingContext2D, width: number, height: number) => void;

const ATLAS_SIZE = 2048;
const GAP = 1;

/**
 * Many small images in one canvas texture, so every marker (or cluster badge) of a map draws
 * from the same GPU texture and a whole layer is one batched draw call. Entries are packed on
 * shelves and keyed by the caller (image address plus saturation, badge text...).
 */
export class TextureAtlas {
  readonly source: CanvasSource;
  private readonly context: CanvasRenderingContext2D;
  private readonly entries = new Map<string, Texture>();
  private shelfX = 0;
  private shelfY = 0;
  private shelfHeight = 0;

  constructor(private readonly resolution: number) {
    const canvas = document.createElement('canvas');
    canvas.width = ATLAS_SIZE;
    canvas.height = ATLAS_SIZE;
    const context = canvas.getContext('2d', { willReadFrequently: false });
    if (!context) throw new Error('MapSVG: a 2D canvas is needed for marker images.');
    this.context = context;
    this.source = new CanvasSource({ resource: canvas, resolution, scaleMode: 'linear', autoGenerateMipmaps: false });
  }

  /** The texture of an entry drawn earlier, if any. */
  get(key: string): Texture | undefined {
    return this.entries.get(key);
  }

  /**
   * The entry's texture, painting it first when new. `width` and `height` are CSS px; the entry
   * is drawn at the atlas resolution. Returns null when the atlas is full (callers clear it).
   */
  ensure(key: string, width: number, height: number, paint: AtlasPainter): Texture | null {
    const existing = this.entries.get(key);
    if (existing) return existing;
    const w = Math.max(1, Math.ceil(width * this.resolution));
    const h = Math.max(1, Math.ceil(height * this.resolution));
    if (this.shelfX + w > ATLAS_SIZE) {
      this.shelfX = 0;
      this.shelfY += this.shelfHeight + GAP;
      this.shelfHeight = 0;
    }
    if (this.shelfY + h > ATLAS_SIZE || w > ATLAS_SIZE) return null;
    const x = this.shelfX;
    const y = this.shelfY;
    this.context.save();
    this.context.translate(x, y);
    this.context.beginPath();
    this.context.rect(0, 0, w, h);
    this.context.clip();
    paint(this.context, w, h);
    this.context.restore();
    this.shelfX += w + GAP;
    this.shelfHeight = Math.max(this.shelfHeight, h);
    const r = this.resolution;
    const texture = new Texture({ source: this.source, frame: new Rectangle(x / r, y / r, w / r, h / r) });
    this.entries.set(key, texture);
    this.source.update();
    return texture;
  }

  /** Forgets every entry (the canvas is wiped); textures handed out before become stale. */
  clear(): void {
    for (const texture of this.entries.values()) texture.destroy(false);
    this.entries.clear();
    this.context.clearRect(0, 0, ATLAS_SIZE, ATLAS_SIZE);
    this.shelfX = 0;
    this.shelfY = 0;
    this.shelfHeight = 0;
    this.source.update();
  }

  /** Number of entries (tests and benchmarks). */
  get size(): number {
    return this.entries.size;
  }

  /** Frees the texture. */
  dispose(): void {
    for (const texture of this.entries.values()) texture.destroy(false);
    this.entries.clear();
    this.source.destroy();
  }
}
