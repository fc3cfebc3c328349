import { Rectangle, type Container } from 'pixi.js';

/**
 * Below this many drawn images a layer is drawn directly every frame; from it on, through a
 * cached picture. Clusters, a user-location dot or a few dozen markers never need the cache.
 */
export const CACHE_MIN_ITEMS = 1000;

/** Share of the viewport cached beyond each edge, so pans show markers without a redraw. */
const MARGIN = 0.5;

/** Screen size of the view and the layer's offset from where it was laid out, CSS px. */
export interface CacheView {
  width: number;
  height: number;
  /** The layer container's position (how far the view panned since the layout). */
  offsetX: number;
  offsetY: number;
}

/**
 * Draws a big point layer through a texture while the view pans. With 100k markers, drawing
 * every quad each frame costs far more than the map under them (seconds per frame on software
 * WebGL); the picture of the area around the view (the viewport plus half of it beyond each
 * edge) is drawn once after each layout, and a pan frame only moves that one textured quad.
 * When a pan leaves the cached area, the area around the new view is drawn again. Built on
 * pixi's `cacheAsTexture`, limited to that area through the container's `boundsArea`.
 */
export class LayerCache {
  private area: Rectangle | null = null;

  constructor(private readonly container: Container) {}

  /** Whether frames show the cached picture. */
  get active(): boolean {
    return this.area !== null;
  }

  /** After a layout of `count` images: caches (or stops caching) around the view. */
  refresh(count: number, view: CacheView): void {
    if (count >= CACHE_MIN_ITEMS) {
      this.cover(view);
      return;
    }
    if (!this.area) return;
    this.area = null;
    this.container.cacheAsTexture(false);
    // The typings allow no undefined, but pixi reads a missing area as "measure the children".
    Object.assign(this.container, { boundsArea: undefined });
  }

  /** After a pan: draws the picture again only when the view left the cached area. */
  follow(view: CacheView): void {
    const area = this.area;
    if (!area) return;
    const left = -view.offsetX;
    const top = -view.offsetY;
    const inside = left >= area.x && top >= area.y && left + view.width <= area.right && top + view.height <= area.bottom;
    if (!inside) this.cover(view);
  }

  private cover(view: CacheView): void {
    const mx = Math.ceil(view.width * MARGIN);
    const my = Math.ceil(view.height * MARGIN);
    // Whole pixels, so the cached picture lines up with the pixels the layer would cover.
    this.area = new Rectangle(Math.floor(-view.offsetX) - mx, Math.floor(-view.offsetY) - my, Math.ceil(view.width) + 2 * mx + 1, Math.ceil(view.height) + 2 * my + 1);
    this.container.boundsArea = this.area;
    if (this.container.isCachedAsTexture) this.container.updateCacheTexture();
    else this.container.cacheAsTexture(true);
  }
}
