import type { SvgDecoration } from '../svg/types';
import { toRgba8 } from './colors';

/** Where decoration colours go. */
interface DecorationPalettes {
  fillPalette: { set(index: number, color: { r: number; g: number; b: number; a: number }): void };
  strokePalette: { set(index: number, color: { r: number; g: number; b: number; a: number }): void };
}

/**
 * Paints the non-interactive shapes with the colours the file gives them. A shape with no fill
 * attribute is black, as in SVG; hidden shapes are transparent.
 */
export function paintDecorations(decorations: readonly SvgDecoration[], palettes: DecorationPalettes): void {
  decorations.forEach((decoration, index) => {
    if (decoration.kind !== 'shape') return;
    const opacity = decoration.visible ? decoration.opacity : 0;
    palettes.fillPalette.set(index, toRgba8(decoration.fill ?? '#000000', decoration.fillOpacity * opacity));
    palettes.strokePalette.set(index, toRgba8(decoration.stroke, decoration.strokeOpacity * opacity));
  });
}
