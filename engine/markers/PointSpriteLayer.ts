import { Container, Particle, ParticleContainer, type Texture } from 'pixi.js';
import type { ScreenPoint, ViewBox, WorldTransform } from '../camera/types';
import { containsView, cullWindow, insideBox } from './cullWindow';

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
 * Draws many fixed-size images at map points in one batched draw (a pixi `ParticleContainer`
 * fed from one atlas texture). Items are laid out in screen pixels for the current scale, so
 * they keep their size at every zoom and stay exact at deep zoom; a pan only moves the
 * container, and the items are laid out again only after a zoom, a change, or when the view
 * leaves the culled window (items further than one view size away are not drawn).
 */
export class PointSpriteLayer {
  readonly container = new Container({ label: 'point-sprites' });
  private particles: ParticleContainer | null = null;
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
    if (relayout) {
      this.layout(transform, view);
      return true;
    }
    if (transform.tx === this.lastTx && transform.ty === this.lastTy) return false;
    this.lastTx = transform.tx;
    this.lastTy = transform.ty;
    this.container.position.set(transform.tx - this.layoutTx, transform.ty - this.layoutTy);
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

  /** Frees the particles (textures belong to their atlas). */
  dispose(): void {
    this.container.destroy({ children: true });
    this.particles = null;
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
    const drawn: number[] = [];
    this.items.forEach((item, index) => {
      if (insideBox(window, item.x, item.y)) drawn.push(index);
    });
    this.drawn = drawn;
    this.drawnX = new Float64Array(drawn.length);
    this.drawnY = new Float64Array(drawn.length);
    const first = this.items[drawn[0] ?? -1];
    if (!first) {
      this.particles?.destroy();
      this.particles = null;
      return;
    }
    const particles = this.ensureParticles(first.texture);
    const children = particles.particleChildren;
    children.length = 0;
    drawn.forEach((index, k) => {
      const item = this.items[index] as PointSprite;
      const x = item.x * transform.a + transform.tx;
      const y = item.y * transform.d + transform.ty;
      this.drawnX[k] = x;
      this.drawnY[k] = y;
      children.push(new Particle({
        texture: item.texture,
        x,
        y,
        anchorX: item.anchorX,
        anchorY: item.anchorY,
        scaleX: item.width / item.texture.frame.width,
        scaleY: item.height / item.texture.frame.height,
        alpha: item.alpha,
      }));
    });
    particles.update();
  }

  private ensureParticles(texture: Texture): ParticleContainer {
    if (this.particles && this.particles.texture.source === texture.source) return this.particles;
    this.particles?.destroy();
    const particles = new ParticleContainer({ texture, dynamicProperties: { position: false, vertex: false, uvs: false, color: false, rotation: false } });
    this.particles = particles;
    this.container.addChild(particles);
    return particles;
  }
}
