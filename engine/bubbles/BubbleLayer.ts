import { CanvasSource, Container, Sprite, Texture } from '../scene/pixi';
import type { Bubble } from '../../domain/index';
import { toRgba8 } from '../regions/colors';
import type { SceneTransform } from '../scene/MapScene';
import { bubbleAt, bubbleDrawOrder, type BubbleFrame } from './bubbleHit';

/** Where bubbles sit: a map point per id (the label points of regions, or marker positions). */
type BubbleAnchor = (id: string) => { x: number; y: number } | undefined;

const TEXTURE_SIZE = 128;

/** A white disc with a grey rim: tinted per bubble, the rim becomes a darker outline. */
function discTexture(): Texture {
  const canvas = document.createElement('canvas');
  canvas.width = TEXTURE_SIZE;
  canvas.height = TEXTURE_SIZE;
  const context = canvas.getContext('2d');
  if (context) {
    const r = TEXTURE_SIZE / 2;
    context.fillStyle = '#999999';
    context.beginPath();
    context.arc(r, r, r - 1, 0, Math.PI * 2);
    context.fill();
    context.fillStyle = '#ffffff';
    context.beginPath();
    context.arc(r, r, r - 1 - TEXTURE_SIZE / 20, 0, Math.PI * 2);
    context.fill();
  }
  return new Texture({ source: new CanvasSource({ resource: canvas }) });
}

/**
 * Choropleth bubbles: circles sized by value, drawn in screen space (their px size holds at
 * every zoom) as tinted sprites of one shared disc texture, so thousands batch into a few draw
 * calls. Positions follow the camera; hit tests run on the same positions, so what is hit is
 * what is drawn.
 */
export class BubbleLayer {
  readonly container = new Container({ label: 'bubbles' });
  private readonly texture = discTexture();
  private sprites: Sprite[] = [];
  private anchors: Array<{ x: number; y: number }> = [];
  private frame: BubbleFrame = { ids: [], x: new Float64Array(0), y: new Float64Array(0), size: new Float64Array(0) };

  constructor(
    parent: Container,
    private readonly anchorOf: BubbleAnchor,
    private readonly transform: () => SceneTransform,
  ) {
    parent.addChild(this.container);
  }

  /** Replaces every bubble (an empty map removes them); ids without an anchor are skipped. */
  setBubbles(bubbles: ReadonlyMap<string, Bubble>): void {
    for (const sprite of this.sprites) sprite.destroy();
    this.sprites = [];
    this.anchors = [];
    const listed = [...bubbles].flatMap(([id, bubble]) => {
      const anchor = this.anchorOf(id);
      return anchor && bubble.size > 0 ? [{ id, anchor, ...bubble }] : [];
    });
    const ordered = bubbleDrawOrder(listed);
    const size = new Float64Array(ordered.length);
    ordered.forEach((bubble, i) => {
      const sprite = new Sprite({ texture: this.texture, anchor: 0.5, width: bubble.size, height: bubble.size });
      const color = toRgba8(bubble.color, 1, { r: 153, g: 153, b: 153, a: 255 });
      sprite.tint = (color.r << 16) | (color.g << 8) | color.b;
      sprite.alpha = color.a / 255;
      this.sprites.push(sprite);
      this.anchors.push(bubble.anchor);
      size[i] = bubble.size;
    });
    if (this.sprites.length > 0) this.container.addChild(...this.sprites);
    this.frame = { ids: ordered.map((bubble) => bubble.id), x: new Float64Array(ordered.length), y: new Float64Array(ordered.length), size };
    this.update();
  }

  /** Moves the bubbles to the current view (called on every camera change). */
  update(): void {
    const t = this.transform();
    const { x, y } = this.frame;
    this.anchors.forEach((anchor, i) => {
      const sx = t.a * anchor.x + t.c * anchor.y + t.tx;
      const sy = t.b * anchor.x + t.d * anchor.y + t.ty;
      x[i] = sx;
      y[i] = sy;
      this.sprites[i]?.position.set(sx, sy);
    });
  }

  /** The id of the topmost bubble under a viewport point (CSS px), or null. */
  hitTest(x: number, y: number): string | null {
    return bubbleAt(this.frame, x, y);
  }

  /** How many bubbles are drawn. */
  get count(): number {
    return this.sprites.length;
  }

  /** Frees the sprites, the disc texture and the layer. */
  dispose(): void {
    this.container.destroy({ children: true });
    this.texture.destroy(true);
    this.sprites = [];
    this.anchors = [];
  }
}
