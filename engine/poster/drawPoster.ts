import { Camera } from '../camera/Camera';
import { cameraSettingsOf } from '../camera/cameraSettings';
import type { WorldTransform } from '../camera/types';
import { LayerManager } from '../layers/LayerManager';
import { paintDecorations } from '../regions/decorations';
import { RegionStates } from '../regions/RegionStates';
import type { Rgba8 } from '../scene/Palette';
import { effectiveStrokeWidth } from '../scene/strokeStrip';
import type { ShapeGeometry, ShapePaint, SvgMapDocument } from '../svg/types';
import type { PosterLook } from '../workers/protocol';

/** The canvas calls a poster makes: a 2D context of an offscreen or a page canvas. */
export type PosterContext = Pick<CanvasRenderingContext2D,
  'fillStyle' | 'strokeStyle' | 'lineWidth' | 'lineJoin' | 'miterLimit' | 'fill' | 'stroke' | 'clearRect'>;

/** One palette of colours by shape index, as the engine's palettes hold them. */
class RecordedPalette {
  readonly colors: Array<Rgba8 | undefined> = [];

  set(index: number, color: Rgba8): void {
    this.colors[index] = color;
  }
}

/**
 * Whether the engine's first frame holds only what a poster draws: region and decoration
 * shapes. A file with text or images keeps no poster (they would pop in with the engine).
 */
export function posterFits(document: SvgMapDocument): boolean {
  return document.decorations.every((decoration) => decoration.kind === 'shape');
}

function cssColor(color: Rgba8 | undefined): string | null {
  if (!color || color.a <= 0) return null;
  return `rgba(${color.r},${color.g},${color.b},${color.a / 255})`;
}

/** The shape's rings in device pixels, as one path: the camera's transform, then the pixel ratio. */
function pathOf(shape: ShapeGeometry, transform: WorldTransform, pixelRatio: number, closing: boolean): Path2D {
  const path = new Path2D();
  const scale = transform.a * pixelRatio;
  const tx = transform.tx * pixelRatio;
  const ty = transform.ty * pixelRatio;
  shape.rings.forEach((ring, index) => {
    if (ring.length < 4) return;
    path.moveTo(ring[0]! * scale + tx, ring[1]! * scale + ty);
    for (let i = 2; i + 1 < ring.length; i += 2) path.lineTo(ring[i]! * scale + tx, ring[i + 1]! * scale + ty);
    if (closing || shape.closed[index]) path.closePath();
  });
  return path;
}

interface Painted {
  shapes: ReadonlyArray<(ShapeGeometry & Pick<ShapePaint, 'strokeWidth'>) | null>;
  fills: RecordedPalette;
  strokes: RecordedPalette;
}

/**
 * Draws a loaded map's first view as the engine will show it, on a 2D canvas: the camera's fit
 * of the view box in a viewport of `width` × `height` CSS px, region colours from the same
 * states, layers and palettes the engine uses, in the engine's order (decoration fills, region
 * fills, region borders, decoration strokes), borders in screen pixels as the engine draws them.
 */
export function drawPoster(context: PosterContext, document: SvgMapDocument, look: PosterLook, viewport: { width: number; height: number; pixelRatio: number }): void {
  const regionFill = new RecordedPalette();
  const regionStroke = new RecordedPalette();
  const decorationFill = new RecordedPalette();
  const decorationStroke = new RecordedPalette();
  const layers = new LayerManager(document, look, { regionFill, regionStroke, decorationFill, decorationStroke });
  paintDecorations(document.decorations, { fillPalette: layers.decorationFill, strokePalette: layers.decorationStroke });
  new RegionStates(document.regions, look, layers.regionFill, layers.regionStroke);
  const [x, y, width, height] = document.viewBox;
  const camera = new Camera({ viewport: { width: viewport.width, height: viewport.height }, viewBox: { x, y, width, height }, ...cameraSettingsOf(look) });
  const transform = camera.worldTransform();
  const decorations: Painted = {
    shapes: document.decorations.map((decoration) => (decoration.kind === 'shape' ? decoration : null)),
    fills: decorationFill,
    strokes: decorationStroke,
  };
  const regions: Painted = { shapes: document.regions, fills: regionFill, strokes: regionStroke };
  context.clearRect(0, 0, Math.round(viewport.width * viewport.pixelRatio), Math.round(viewport.height * viewport.pixelRatio));
  context.lineJoin = 'miter';
  // The engine's borders clamp their corners as SVG's default miter limit does.
  context.miterLimit = 4;
  fillAll(context, decorations, transform, viewport.pixelRatio);
  fillAll(context, regions, transform, viewport.pixelRatio);
  strokeAll(context, regions, transform, viewport.pixelRatio);
  strokeAll(context, decorations, transform, viewport.pixelRatio);
}

function fillAll(context: PosterContext, painted: Painted, transform: WorldTransform, pixelRatio: number): void {
  painted.shapes.forEach((shape, index) => {
    const color = shape ? cssColor(painted.fills.colors[index]) : null;
    if (!shape || !color) return;
    context.fillStyle = color;
    context.fill(pathOf(shape, transform, pixelRatio, true), shape.fillRule === 'evenodd' ? 'evenodd' : 'nonzero');
  });
}

function strokeAll(context: PosterContext, painted: Painted, transform: WorldTransform, pixelRatio: number): void {
  painted.shapes.forEach((shape, index) => {
    const color = shape ? cssColor(painted.strokes.colors[index]) : null;
    if (!shape || !color) return;
    context.strokeStyle = color;
    context.lineWidth = effectiveStrokeWidth(shape.strokeWidth) * pixelRatio;
    context.stroke(pathOf(shape, transform, pixelRatio, false));
  });
}
