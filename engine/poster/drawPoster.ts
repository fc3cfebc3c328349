import { Camera } from '../camera/Camera';
import { cameraSettingsOf } from '../camera/cameraSettings';
import type { WorldTransform } from '../camera/types';
import { LayerManager } from '../layers/LayerManager';
import { paintDecorations } from '../regions/decorations';
import { RegionStates } from '../regions/RegionStates';
import type { Rgba8 } from '../scene/Palette';
import { effectiveStrokeWidth } from '../scene/strokeStrip';
import type { StagedSvgMap } from '../svg/parseSvgMap';
import type { PendingPath, ShapeGeometry, ShapePaint, SvgMapDocument } from '../svg/types';
import type { PosterLook } from '../workers/protocol';

/** The canvas calls a poster makes: a 2D context of an offscreen or a page canvas. */
export type PosterContext = Pick<CanvasRenderingContext2D,
  'fillStyle' | 'strokeStyle' | 'lineWidth' | 'lineJoin' | 'miterLimit' | 'fill' | 'stroke' | 'clearRect'>;

/** A map as the poster draws it: parsed, or an outline whose paths' data is still to read (see `parseSvgMapInStages`). */
export type PosterMap = Pick<StagedSvgMap, 'outline' | 'paths'>;

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

/**
 * A `<path>` whose data was not read yet, in device pixels: the canvas reads the data as the
 * file wrote it (natively, curves and all), placed by the element's matrix, the camera's
 * transform and the pixel ratio.
 */
function pathOfData(pending: PendingPath, transform: WorldTransform, pixelRatio: number): Path2D {
  const [a, b, c, d, e, f] = pending.matrix;
  const scale = transform.a * pixelRatio;
  const path = new Path2D();
  path.addPath(new Path2D(pending.d), {
    a: a * scale, b: b * scale, c: c * scale, d: d * scale,
    e: e * scale + transform.tx * pixelRatio, f: f * scale + transform.ty * pixelRatio,
  });
  return path;
}

/** The device-pixel paths of one drawing: a path's data is read once for its fill and its border. */
class DevicePaths {
  private readonly pending = new Map<ShapeGeometry, PendingPath>();
  private readonly read = new Map<ShapeGeometry, Path2D>();

  constructor(paths: readonly PendingPath[], private readonly transform: WorldTransform, private readonly pixelRatio: number) {
    for (const path of paths) this.pending.set(path.shape, path);
  }

  /** The shape's path; `closing` closes every ring of a shape whose rings are read (a fill). */
  of(shape: ShapeGeometry, closing: boolean): Path2D {
    const pending = this.pending.get(shape);
    if (!pending) return pathOf(shape, this.transform, this.pixelRatio, closing);
    let path = this.read.get(shape);
    if (!path) {
      path = pathOfData(pending, this.transform, this.pixelRatio);
      this.read.set(shape, path);
    }
    return path;
  }
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
 * The map may be an outline whose paths' data is not read yet (`paths`, see
 * `parseSvgMapInStages`): the canvas reads that data itself.
 */
export function drawPoster(context: PosterContext, map: PosterMap, look: PosterLook, viewport: { width: number; height: number; pixelRatio: number }): void {
  const document = map.outline;
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
  const paths = new DevicePaths(map.paths, transform, viewport.pixelRatio);
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
  fillAll(context, decorations, paths);
  fillAll(context, regions, paths);
  strokeAll(context, regions, paths, viewport.pixelRatio);
  strokeAll(context, decorations, paths, viewport.pixelRatio);
}

function fillAll(context: PosterContext, painted: Painted, paths: DevicePaths): void {
  painted.shapes.forEach((shape, index) => {
    const color = shape ? cssColor(painted.fills.colors[index]) : null;
    if (!shape || !color) return;
    context.fillStyle = color;
    context.fill(paths.of(shape, true), shape.fillRule === 'evenodd' ? 'evenodd' : 'nonzero');
  });
}

function strokeAll(context: PosterContext, painted: Painted, paths: DevicePaths, pixelRatio: number): void {
  painted.shapes.forEach((shape, index) => {
    const color = shape ? cssColor(painted.strokes.colors[index]) : null;
    if (!shape || !color) return;
    context.strokeStyle = color;
    context.lineWidth = effectiveStrokeWidth(shape.strokeWidth) * pixelRatio;
    context.stroke(paths.of(shape, false));
  });
}
