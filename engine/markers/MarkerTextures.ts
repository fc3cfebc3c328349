import type { Texture } from '../scene/pixi';
import { loadImage } from './loadImage';
import { TextureAtlas } from './TextureAtlas';

/**
 * Marker images, loaded once per address and drawn into one shared atlas per size. Opacity and
 * saturation are applied when drawing (in the point layer's shader), so one entry serves every
 * state of a marker.
 */
export class MarkerTextures {
  private readonly atlas: TextureAtlas;
  private readonly images = new Map<string, HTMLImageElement | 'loading' | 'failed'>();
  private readonly ids = new Map<string, number>();
  private disposed = false;
  /** Bumped when the atlas was cleared: every texture handed out before is stale. */
  generation = 0;

  constructor(resolution: number, private readonly onLoaded: () => void) {
    this.atlas = new TextureAtlas(resolution);
  }

  /** The atlas texture every entry lives in. */
  get source(): Texture['source'] {
    return this.atlas.source;
  }

  /** The texture of an image at a size, or null while it loads (or after it failed to). */
  texture(src: string, width: number, height: number): Texture | null {
    const image = this.images.get(src);
    if (image === undefined) {
      this.load(src);
      return null;
    }
    if (typeof image === 'string') return null;
    // Short keys: image addresses can be long data URLs.
    let id = this.ids.get(src);
    if (id === undefined) {
      id = this.ids.size;
      this.ids.set(src, id);
    }
    const key = `${id}|${width}x${height}`;
    const paint = (context: CanvasRenderingContext2D, w: number, h: number) => context.drawImage(image, 0, 0, w, h);
    const texture = this.atlas.ensure(key, width, height, paint);
    if (texture) return texture;
    // Full: start over; the caller resolves every image again (see generation).
    this.atlas.clear();
    this.generation += 1;
    return this.atlas.ensure(key, width, height, paint);
  }

  /** Whether an image is still loading. */
  loading(src: string): boolean {
    return this.images.get(src) === 'loading';
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
