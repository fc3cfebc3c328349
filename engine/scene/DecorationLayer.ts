import { Container, ImageSource, Matrix, Sprite, Texture, type Text } from './pixi';
import type { SvgDecoration, SvgImageDecoration, SvgTextDecoration } from '../svg/types';
import type { DecorationTextFactory } from './decorationText';

/** SVG's default font size, in user units. */
const DEFAULT_FONT_SIZE = 16;
/** Text is rasterised at its size on screen; below this many px it is not drawn at all. */
const MIN_SCREEN_FONT_PX = 1;

interface PlacedText {
  text: Text;
  /** Font size in map units. */
  size: number;
}

/** Whether a file's decorations include text to draw (its text module must then be loaded). */
export function hasText(decorations: readonly SvgDecoration[]): boolean {
  return decorations.some((decoration) => decoration.visible && decoration.kind === 'text' && decoration.text.trim() !== '');
}

/**
 * The text and image decorations of a map file, drawn in map coordinates like the shapes:
 * images under the regions (maps place pictures as backgrounds), text over them (labels).
 * Text is rasterised at its on-screen size each time the cached map is redrawn, so it stays
 * sharp at every zoom; images load asynchronously and redraw the map when they arrive.
 */
export class DecorationLayer {
  /** Images: goes into the layer under the regions. */
  readonly under = new Container({ label: 'decoration-images' });
  /** Text: goes into the layer over the regions. */
  readonly over = new Container({ label: 'decoration-text' });
  private readonly texts: PlacedText[] = [];
  private screenScale = 0;
  private disposed = false;

  /**
   * `makeText` draws the file's text: its module is loaded only for files that have text
   * ({@link hasText}); without it text is left out.
   */
  constructor(decorations: readonly SvgDecoration[], baseUrl: string, private readonly onImageLoaded: () => void, private readonly makeText: DecorationTextFactory | null = null) {
    for (const decoration of decorations) {
      if (!decoration.visible) continue;
      if (decoration.kind === 'text') this.addText(decoration);
      else if (decoration.kind === 'image') this.addImage(decoration, baseUrl);
    }
  }

  /** Whether the file has any text or image to draw. */
  get empty(): boolean {
    return this.under.children.length === 0 && this.over.children.length === 0;
  }

  /**
   * Re-rasterises text for a new camera scale (screen px per map unit) before the map is
   * redrawn; a scale within 10% of the last one keeps the current rasters.
   */
  prepare(scale: number): void {
    if (this.texts.length === 0 || !(scale > 0)) return;
    if (this.screenScale > 0 && Math.abs(scale / this.screenScale - 1) < 0.1) return;
    this.screenScale = scale;
    for (const { text, size } of this.texts) {
      const px = size * scale;
      text.visible = px >= MIN_SCREEN_FONT_PX;
      if (!text.visible) continue;
      text.style.fontSize = px;
      text.scale.set(1 / scale);
    }
  }

  /** Frees the text rasters and image textures. */
  dispose(): void {
    this.disposed = true;
    this.under.destroy({ children: true, texture: true });
    this.over.destroy({ children: true, texture: true });
  }

  private addText(decoration: SvgTextDecoration): void {
    const content = decoration.text.trim();
    if (content === '' || !this.makeText) return;
    const text = this.makeText(decoration, content);
    this.texts.push({ text, size: decoration.fontSize ?? DEFAULT_FONT_SIZE });
    this.over.addChild(text);
  }

  private addImage(decoration: SvgImageDecoration, baseUrl: string): void {
    if (decoration.href === '' || decoration.width <= 0 || decoration.height <= 0) return;
    let url: string;
    try {
      url = new URL(decoration.href, baseUrl).href;
    } catch {
      return;
    }
    // The element's box is in its local units; its transform takes it to the map.
    const holder = new Container({ label: 'decoration-image' });
    const [a = 1, b = 0, c = 0, d = 1, e = 0, f = 0] = decoration.matrix;
    holder.setFromMatrix(new Matrix(a, b, c, d, e, f));
    this.under.addChild(holder);
    const image = new Image();
    image.crossOrigin = 'anonymous';
    image.onload = () => {
      if (this.disposed) return;
      const sprite = new Sprite(new Texture({ source: new ImageSource({ resource: image }) }));
      sprite.position.set(decoration.x, decoration.y);
      sprite.width = decoration.width;
      sprite.height = decoration.height;
      holder.addChild(sprite);
      this.onImageLoaded();
    };
    image.onerror = () => console.warn(`MapSVG: the map's image ${url} could not be loaded.`);
    image.src = url;
  }
}
