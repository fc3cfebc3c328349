import { Container, type Texture } from 'pixi.js';
import type { ScreenPoint, ViewBox, WorldTransform } from '../camera/types';
import { containsView, cullWindow, insideBox } from './cullWindow';
import { LayerCache } from './LayerCache';
import { SPRITE_FLOATS, SpriteBatch } from './SpriteBatch';

/** One fixed-size image pinned to a map point (a marker or a cluster badge). */
export interface PointSprite {
  /** Map coordinates of the anchor. */
  x: number;
  y: number;
  texture: Texture;
  /** On-screen size in CSS px, whatever the zoom. */
  width: number;
  height: number;
  /** Anchor inside the image, 0..1 (0.5, 1: bottom centre, the tip of a pin). */
  anchorX: number;
  anchorY: number;
  alpha: number;
}

/** Largest item size in px assumed when deciding whether the view left the culled window. */
const MAX_ITEM_PX = 64;

/**
 * Draws many fixed-size images at map points in one draw call ({@link SpriteBatch} fed from one
 * atlas texture). Items are laid out in screen pixels for the current scale, so they keep their
 * size at every zoom and stay exact at deep zoom; a pan only moves the container, and the items
 * are laid out again only after a zoom, a change, or when the view leaves the culled window
 * (items further than one view size away are not drawn). Big layers reach the screen through a
 * {@link LayerCache}, so a pan frame costs one quad however many items there are.
 */
export class PointSpriteLayer {
  readonly container = new Container({ label: 'point-sprites' });
  private readonly sprites: SpriteBatch;
  private readonly cache: LayerCache;
  /** Corner rows of the last layout, reused while the drawn count fits. */
  private rows = new Float32Array(0);
  private items: readonly PointSprite[] = [];
  /** Indices into `items` of what is drawn, in draw order, with their laid-out screen spots. */
  private drawn: number[] = [];
  private drawnX = new Float64Array(0);
  private drawnY = new Float64Array(0);
  private dirty = true;
  private window: ViewBox | null = null;
  private layoutScale = 0;
  private layoutTx = 0;
  private layoutTy = 0;
  private lastTx = 0;
  private lastTy = 0;

  constructor(label: string) {
    this.container.label = label;
    this.sprites = new SpriteBatch(label);
    this.container.addChild(this.sprites.mesh);
    this.cache = new LayerCache(this.container);
  }

  /** Replaces every item; the next {@link sync} lays them out. */
  setItems(items: readonly PointSprite[]): void {
    this.items = items;
    this.dirty = true;
  }

  /** Marks the items as changed in place (position, texture or alpha). */
  invalidate(): void {
    this.dirty = true;
  }

  /** Number of items drawn after culling. */
  get drawnCount(): number {
    return this.drawn.length;
  }

  /** Applies the camera; returns whether the layer changed. */
  sync(transform: WorldTransform, view: ViewBox): boolean {
    const scale = transform.a;
    const margin = MAX_ITEM_PX / scale;
    // A pan that recomputes the view box may change the scale in its last bits; that is no zoom.
    const zoomed = Math.abs(scale - this.layoutScale) > this.layoutScale * 1e-9;
    const relayout = this.dirty || zoomed || !this.window || !containsView(this.window, view, margin);
    const viewport = { width: view.width * scale, height: view.height * scale };
    if (relayout) {
      this.layout(transform, view);
      this.cache.refresh(this.drawn.length, { ...viewport, offsetX: 0, offsetY: 0 });
      return true;
    }
    if (transform.tx === this.lastTx && transform.ty === this.lastTy) return false;
    this.lastTx = transform.tx;
    this.lastTy = transform.ty;
    const offsetX = transform.tx - this.layoutTx;
    const offsetY = transform.ty - this.layoutTy;
    this.container.position.set(offsetX, offsetY);
    this.cache.follow({ ...viewport, offsetX, offsetY });
    return true;
  }

  /** The topmost drawn item under a viewport point, as an index into the items, or -1. */
  hitTest(point: ScreenPoint): number {
    const dx = this.container.position.x;
    const dy = this.container.position.y;
    for (let k = this.drawn.length - 1; k >= 0; k--) {
      const index = this.drawn[k] ?? -1;
      const item = this.items[index];
      if (!item) continue;
      const left = (this.drawnX[k] ?? 0) + dx - item.anchorX * item.width;
      const top = (this.drawnY[k] ?? 0) + dy - item.anchorY * item.height;
      if (point.x >= left && point.x <= left + item.width && point.y >= top && point.y <= top + item.height) return index;
    }
    return -1;
  }

  /** Frees the GPU buffers (textures belong to their atlas). */
  dispose(): void {
    this.sprites.dispose();
    this.container.destroy({ children: true });
  }

  private layout(transform: WorldTransform, view: ViewBox): void {
    this.dirty = false;
    const window = cullWindow(view);
    this.window = window;
    this.layoutScale = transform.a;
    this.layoutTx = transform.tx;
    this.layoutTy = transform.ty;
    this.lastTx = transform.tx;
    this.lastTy = transform.ty;
    this.container.position.set(0, 0);
    const items = this.items;
    const drawn: number[] = [];
    for (let index = 0; index < items.length; index++) {
      const item = items[index] as PointSprite;
      if (insideBox(window, item.x, item.y)) drawn.push(index);
    }
    this.drawn = drawn;
    const count = drawn.length;
    this.drawnX = new Float64Array(count);
    this.drawnY = new Float64Array(count);
    const first = items[drawn[0] ?? -1];
    if (!first) {
      this.sprites.upload(this.rows, 0, null);
      return;
    }
    // A fresh array whenever the GPU copy may still be read from the old one's size.
    if (this.rows.length < count * SPRITE_FLOATS || this.rows.length > 4 * count * SPRITE_FLOATS) this.rows = new Float32Array(count * SPRITE_FLOATS);
    const rows = this.rows;
    const { a, d, tx, ty } = transform;
    for (let k = 0; k < count; k++) {
      const item = items[drawn[k] ?? 0] as PointSprite;
      const x = item.x * a + tx;
      const y = item.y * d + ty;
      this.drawnX[k] = x;
      this.drawnY[k] = y;
      const left = x - item.anchorX * item.width;
      const top = y - item.anchorY * item.height;
      const right = left + item.width;
      const bottom = top + item.height;
      const { x0, y0, x2, y2 } = item.texture.uvs;
      const alpha = item.alpha;
      let o = k * SPRITE_FLOATS;
      // Corners clockwise from the top left: x, y, u, v, alpha each.
      rows[o++] = left; rows[o++] = top; rows[o++] = x0; rows[o++] = y0; rows[o++] = alpha;
      rows[o++] = right; rows[o++] = top; rows[o++] = x2; rows[o++] = y0; rows[o++] = alpha;
      rows[o++] = right; rows[o++] = bottom; rows[o++] = x2; rows[o++] = y2; rows[o++] = alpha;
      rows[o++] = left; rows[o++] = bottom; rows[o++] = x0; rows[o++] = y2; rows[o] = alpha;
    }
    this.sprites.upload(rows, count, first.texture.source);
  }
}
