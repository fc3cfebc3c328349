import { CanvasTextPipe, CanvasTextSystem, Text } from './pixi';
import { toRgba8 } from '../regions/colors';
import type { SvgTextDecoration } from '../svg/types';
import { addRendererParts } from './rendererParts';

addRendererParts(CanvasTextSystem, CanvasTextPipe);

/** SVG's default font size, in user units. */
const DEFAULT_FONT_SIZE = 16;

function anchorX(textAnchor: string | null): number {
  if (textAnchor === 'middle') return 0.5;
  if (textAnchor === 'end') return 1;
  return 0;
}

/** The rotation the element's transform gives, so rotated labels keep their angle. */
function rotationOf(matrix: readonly number[]): number {
  return Math.atan2(matrix[1] ?? 0, matrix[0] ?? 1);
}

/**
 * A map file's `<text>` as a pixi text object, placed in map units. This module (pixi's canvas
 * text) is loaded only for files that have text (see {@link DecorationLayer}).
 */
export function createDecorationText(decoration: SvgTextDecoration, content: string): Text {
  const fill = toRgba8(decoration.fill ?? '#000000', 1, { r: 0, g: 0, b: 0, a: 255 });
  const text = new Text({
    text: content,
    style: {
      fontFamily: decoration.fontFamily ?? 'sans-serif',
      fontSize: DEFAULT_FONT_SIZE,
      fill: (fill.r << 16) | (fill.g << 8) | fill.b,
    },
  });
  text.alpha = fill.a / 255;
  // SVG places text by its baseline; the bottom of the line box is close enough for labels.
  text.anchor.set(anchorX(decoration.textAnchor), 0.8);
  text.position.set(decoration.x, decoration.y);
  text.rotation = rotationOf(decoration.matrix);
  return text;
}

/** The factory's type, as {@link DecorationLayer} takes it. */
export type DecorationTextFactory = typeof createDecorationText;
