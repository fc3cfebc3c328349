import { BitmapFontManager, BitmapText, BitmapTextPipe, GraphicsContextSystem, GraphicsPipe, TextStyle } from '../scene/pixi';
import { addRendererParts } from '../scene/rendererParts';
import type { LabelStyleOptions } from './labelStyle';

// Bitmap text draws its glyphs through pixi's graphics pipe.
addRendererParts(BitmapTextPipe, GraphicsPipe, GraphicsContextSystem);

/**
 * The text side of labels: pixi's bitmap text, its dynamic font and text measuring. Its module
 * is loaded only when a map first shows labels (see {@link LabelLayer}), so maps without labels
 * do not download it.
 */
export class LabelTexts {
  private readonly style: TextStyle;

  constructor(style: LabelStyleOptions) {
    this.style = new TextStyle({
      fontFamily: style.fontFamily ?? 'Arial, Helvetica, sans-serif',
      fontSize: style.fontSize ?? 11,
      fill: style.color ?? '#1f2933',
      stroke: { color: style.haloColor ?? '#ffffff', width: 3, join: 'round' },
    });
  }

  /** A new, empty text object in the labels' style. */
  create(): BitmapText {
    return new BitmapText({ text: '', style: this.style });
  }

  /** The size of `text` on screen, in CSS px. */
  measure(text: string): { width: number; height: number } {
    const measured = BitmapFontManager.measureText(text, this.style);
    return { width: Math.ceil(measured.width * measured.scale), height: Math.ceil(measured.height * measured.scale) };
  }
}
