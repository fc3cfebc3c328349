import type { PathSink } from './pathSink';

/** Element names that draw a shape; `path` goes through the path-data parser instead. */
export const BASIC_SHAPES = new Set(['rect', 'circle', 'ellipse', 'line', 'polygon', 'polyline']);

const NUMBER = /[-+]?(?:\d+\.?\d*|\.\d+)(?:[eE][-+]?\d+)?/g;

/** A length attribute as a number; units are dropped since maps are authored in user units. */
export function lengthAttribute(value: string | undefined): number {
  if (value === undefined) return 0;
  const n = parseFloat(value);
  return Number.isFinite(n) ? n : 0;
}

/** Every number in a list such as `points` or `viewBox`. */
export function numberList(value: string): number[] {
  return value.match(NUMBER)?.map(Number) ?? [];
}

/**
 * Emits the outline of a basic shape element as path commands, with the geometry rules of
 * SVG 2 (rect corner radii default to each other and clamp to half the side; zero or negative
 * sizes draw nothing; an odd trailing coordinate in `points` is dropped).
 */
export function emitBasicShape(tag: string, attrs: Record<string, string>, sink: PathSink): void {
  const num = (name: string): number => lengthAttribute(attrs[name]);
  switch (tag) {
    case 'rect':
      emitRect(num('x'), num('y'), num('width'), num('height'), attrs.rx, attrs.ry, sink);
      return;
    case 'circle':
      emitEllipse(num('cx'), num('cy'), num('r'), num('r'), sink);
      return;
    case 'ellipse':
      emitEllipse(num('cx'), num('cy'), num('rx'), num('ry'), sink);
      return;
    case 'line':
      sink.moveTo(num('x1'), num('y1'));
      sink.lineTo(num('x2'), num('y2'));
      return;
    case 'polygon':
    case 'polyline':
      emitPoints(numberList(attrs.points ?? ''), tag === 'polygon', sink);
      return;
  }
}

function emitRect(
  x: number, y: number, w: number, h: number,
  rxAttr: string | undefined, ryAttr: string | undefined, sink: PathSink,
): void {
  if (w <= 0 || h <= 0) return;
  let rx = rxAttr === undefined ? undefined : Math.max(0, lengthAttribute(rxAttr));
  let ry = ryAttr === undefined ? undefined : Math.max(0, lengthAttribute(ryAttr));
  rx ??= ry ?? 0;
  ry ??= rx;
  rx = Math.min(rx, w / 2);
  ry = Math.min(ry, h / 2);
  if (rx === 0 || ry === 0) {
    sink.moveTo(x, y);
    sink.lineTo(x + w, y);
    sink.lineTo(x + w, y + h);
    sink.lineTo(x, y + h);
    sink.closePath();
    return;
  }
  const quarter = Math.PI / 2;
  const corner = (cx: number, cy: number, theta: number, ex: number, ey: number): void =>
    sink.arcTo({ cx, cy, rx, ry, phi: 0, theta, delta: quarter }, ex, ey);
  sink.moveTo(x + rx, y);
  sink.lineTo(x + w - rx, y);
  corner(x + w - rx, y + ry, -quarter, x + w, y + ry);
  sink.lineTo(x + w, y + h - ry);
  corner(x + w - rx, y + h - ry, 0, x + w - rx, y + h);
  sink.lineTo(x + rx, y + h);
  corner(x + rx, y + h - ry, quarter, x, y + h - ry);
  sink.lineTo(x, y + ry);
  corner(x + rx, y + ry, Math.PI, x + rx, y);
  sink.closePath();
}

function emitEllipse(cx: number, cy: number, rx: number, ry: number, sink: PathSink): void {
  if (rx <= 0 || ry <= 0) return;
  sink.moveTo(cx + rx, cy);
  sink.arcTo({ cx, cy, rx, ry, phi: 0, theta: 0, delta: 2 * Math.PI }, cx + rx, cy);
  sink.closePath();
}

function emitPoints(values: number[], close: boolean, sink: PathSink): void {
  const pairs = Math.floor(values.length / 2);
  if (pairs === 0) return;
  sink.moveTo(values[0] ?? 0, values[1] ?? 0);
  for (let i = 1; i < pairs; i++) sink.lineTo(values[2 * i] ?? 0, values[2 * i + 1] ?? 0);
  if (close) sink.closePath();
}
