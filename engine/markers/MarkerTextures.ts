import type { Texture } from 'pixi.js';
import { loadImage } from './loadImage';
import { TextureAtlas } from './TextureAtlas';

/**
 * Marker images, loaded once per address and drawn into one shared atlas per size and
 * saturation (saturation is baked in with a canvas filter, opacity stays per sprite).
 */
export class MarkerTextures {
  private readonly atlas: TextureAtlas;
  private readonly images = new Map<string, HTMLImageElement | 'loading' | 'failed'>();
  private readonly ids = new Map<string, number>();
  private disposed = false;

  constructor(resolution: number, private readonly onLoaded: () => void) {
    this.atlas = new TextureAtlas(resolution);
  }

  /** The texture of an image at a size and saturation, or null while it loads (or failed to). */
  texture(src: string, width: number, height: number, saturation: number): Texture | null {
    const image = this.images.get(src);
    if (image === undefined) {
      this.load(src);
      return null;
    }
    if (typeof image === 'string') return null;
    // Short keys: image addresses can be long data URLs, and this runs for every marker.
    let id = this.ids.get(src);
    if (id === undefined) {
      id = this.ids.size;
      this.ids.set(src, id);
    }
    const key = `${id}|${width}x${height}|${saturation}`;
    const paint = (context: CanvasRenderingContext2D, w: number, h: number) => {
      if (saturation !== 100) context.filter = `saturate(${saturation}%)`;
      context.drawImage(image, 0, 0, w, h);
    };
    const texture = this.atlas.ensure(key, width, height, paint);
    if (texture) return texture;
    // Full: start over; the caller lays every marker out again anyway.
    this.atlas.clear();
    return this.atlas.ensure(key, width, height, paint);
  }

  /** Resolves when every image requested so far has loaded or failed. */
  async settled(): Promise<void> {
    while (Array.from(this.images.values()).includes('loading')) await new Promise((resolve) => setTimeout(resolve, 16));
  }

  dispose(): void {
    this.disposed = true;
    this.atlas.dispose();
    this.images.clear();
  }

  private load(src: string): void {
    this.images.set(src, 'loading');
    loadImage(src).then(
      (image) => {
        if (this.disposed) return;
        this.images.set(src, image);
        this.onLoaded();
      },
      () => {
        if (this.disposed) return;
        console.error(`MapSVG: marker image could not be loaded: ${src.slice(0, 120)}`);
        this.images.set(src, 'failed');
      },
    );
  }
}
