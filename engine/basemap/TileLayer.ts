import { Container, ImageSource, Sprite, Texture } from '../scene/pixi';
import type { ViewBox, WorldTransform } from '../camera/types';
import { loadImage } from '../markers/loadImage';
import type { MercatorFrame } from '../geo/GeoConverter';
import { tileUrl, tileZoom, tilesForView, type TileSpec } from './tileMath';
import type { BaseMapOptions } from './types';

/** The default tile address: OpenStreetMap's standard layer (override it with `baseMap.url`). */
const DEFAULT_TILE_URL = 'https://tile.openstreetmap.org/{z}/{x}/{y}.png';

type TileEntry = { state: 'loading' } | { state: 'failed' } | { state: 'ready'; texture: Texture };

/** Tiles kept in memory beyond the ones on screen. */
const CACHE_LIMIT = 256;

/**
 * An XYZ raster tile layer drawn under the vector map. Tiles are laid out in screen pixels from
 * the same Mercator frame the geographic conversion uses, so they line up with the map at every
 * zoom and during pans; until the tiles of a new zoom arrive, loaded tiles of other zooms that
 * cover the view are drawn beneath them.
 */
export class TileLayer {
  readonly container = new Container({ label: 'tiles' });
  private readonly cache = new Map<string, TileEntry>();
  private readonly sprites: Sprite[] = [];
  private last: { transform: WorldTransform; view: ViewBox } | null = null;
  private disposed = false;

  constructor(private readonly frame: MercatorFrame, private readonly options: BaseMapOptions, private readonly changed: () => void) {}

  /** Lays the tiles of the current view out; loads missing ones (a frame is requested when they arrive). */
  sync(transform: WorldTransform, view: ViewBox): void {
    this.last = { transform, view };
    const tileSize = this.options.tileSize ?? 256;
    const z = tileZoom(transform.a, this.frame, tileSize, this.options.maxZoom ?? 19);
    const wanted = tilesForView(view, this.frame, z);
    const drawn: Array<{ tile: TileSpec; texture: Texture }> = [];
    let complete = true;
    for (const tile of wanted) {
      const entry = this.entry(tile);
      if (entry.state === 'ready') drawn.push({ tile, texture: entry.texture });
      else if (entry.state === 'loading') complete = false;
    }
    const under = complete ? [] : this.fallbacks(view, z);
    this.place([...under, ...drawn], transform);
  }

  /** Number of tile images loaded so far (tests). */
  get loadedCount(): number {
    return Array.from(this.cache.values()).filter((entry) => entry.state === 'ready').length;
  }

  dispose(): void {
    this.disposed = true;
    for (const entry of this.cache.values()) if (entry.state === 'ready') entry.texture.destroy(true);
    this.cache.clear();
    this.container.destroy({ children: true });
  }

  private entry(tile: TileSpec): TileEntry {
    const url = tileUrl(this.options.url ?? DEFAULT_TILE_URL, tile, this.options.subdomains);
    const cached = this.cache.get(url);
    if (cached) {
      // Most recently used last, for eviction.
      this.cache.delete(url);
      this.cache.set(url, cached);
      return cached;
    }
    const entry: TileEntry = { state: 'loading' };
    this.cache.set(url, entry);
    loadImage(url).then(
      (image) => {
        if (this.disposed) return;
        this.cache.set(url, { state: 'ready', texture: new Texture({ source: new ImageSource({ resource: image }) }) });
        this.evict();
        if (this.last) this.sync(this.last.transform, this.last.view);
        this.changed();
      },
      () => {
        if (!this.disposed) this.cache.set(url, { state: 'failed' });
      },
    );
    return entry;
  }

  /** Loaded tiles of other zooms covering the view, coarser ones first (drawn under the current zoom's). */
  private fallbacks(view: ViewBox, z: number): Array<{ tile: TileSpec; texture: Texture }> {
    const found: Array<{ tile: TileSpec; texture: Texture }> = [];
    for (const other of [z - 1, z - 2, z + 1]) {
      if (other < 0) continue;
      for (const tile of tilesForView(view, this.frame, other)) {
        const entry = this.cache.get(tileUrl(this.options.url ?? DEFAULT_TILE_URL, tile, this.options.subdomains));
        if (entry?.state === 'ready') found.push({ tile, texture: entry.texture });
      }
    }
    return found;
  }

  private place(tiles: Array<{ tile: TileSpec; texture: Texture }>, transform: WorldTransform): void {
    while (this.sprites.length < tiles.length) {
      const sprite = new Sprite();
      this.sprites.push(sprite);
      this.container.addChild(sprite);
    }
    this.sprites.forEach((sprite, i) => {
      const item = tiles[i];
      sprite.visible = item !== undefined;
      if (!item) return;
      const { box } = item.tile;
      // Exact (sub-pixel) placement keeps tiles on the vector map; the slight overlap hides seams.
      const size = box.width * transform.a;
      sprite.texture = item.texture;
      sprite.position.set(box.x * transform.a + transform.tx, box.y * transform.d + transform.ty);
      sprite.width = size + 0.25;
      sprite.height = size + 0.25;
    });
  }

  private evict(): void {
    if (this.cache.size <= CACHE_LIMIT) return;
    for (const [url, entry] of this.cache) {
      if (this.cache.size <= CACHE_LIMIT) break;
      if (entry.state === 'ready' && this.sprites.some((sprite) => sprite.texture === entry.texture)) continue;
      if (entry.state === 'ready') entry.texture.destroy(true);
      this.cache.delete(url);
    }
  }
}
