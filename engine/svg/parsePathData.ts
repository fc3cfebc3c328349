import { endpointToCenter } from './arc';
import type { CenterArc, PathSink } from './pathSink';

const enum Code {
  Space = 32, Tab = 9, LineFeed = 10, CarriageReturn = 13, FormFeed = 12, Comma = 44,
  Plus = 43, Minus = 45, Dot = 46, Zero = 48, One = 49, Nine = 57, UpperE = 69, LowerE = 101,
}

const POWERS_OF_TEN = Array.from({ length: 23 }, (_, i) => 10 ** i);

const COMMAND_LETTERS = new Set('MmLlHhVvCcSsQqTtAaZz'.split('').map((ch) => ch.charCodeAt(0)));

/**
 * Whether any of the values is NaN or infinite: `v * 0` is NaN exactly for those, and summing
 * the products cannot overflow the way summing the values can (1e308 + 1e308).
 */
function notFinite(a: number, b: number, c = 0, d = 0, e = 0, f = 0, g = 0): boolean {
  return Number.isNaN(a * 0 + b * 0 + c * 0 + d * 0 + e * 0 + f * 0 + g * 0);
}

/** Whether every number of a centre-form arc is finite (huge radii overflow when squared). */
function finiteArc(arc: CenterArc): boolean {
  return !notFinite(arc.cx, arc.cy, arc.rx, arc.ry, arc.phi, arc.theta, arc.delta);
}

/** Scanner over SVG path data; methods return NaN when the next token is not what the grammar wants. */
class Scanner {
  index = 0;

  constructor(readonly text: string) {}

  skipSeparators(): void {
    const { text } = this;
    while (this.index < text.length) {
      const c = text.charCodeAt(this.index);
      if (c !== Code.Space && c !== Code.Comma && c !== Code.Tab && c !== Code.LineFeed
        && c !== Code.CarriageReturn && c !== Code.FormFeed) return;
      this.index++;
    }
  }

  /** Reads numbers like `-1`, `.5`, `1e-3`; `.5.5` and `-1-2` split into two numbers. */
  number(): number {
    this.skipSeparators();
    const { text } = this;
    const start = this.index;
    let i = start;
    let c = text.charCodeAt(i);
    const negative = c === Code.Minus;
    if (c === Code.Plus || c === Code.Minus) c = text.charCodeAt(++i);
    // Digits accumulate into an integer mantissa: exact below 2^53, and one division by an
    // exact power of ten then rounds correctly, matching Number() without slicing strings.
    let mantissa = 0;
    let digits = 0;
    let decimals = 0;
    while (c >= Code.Zero && c <= Code.Nine) {
      mantissa = mantissa * 10 + (c - Code.Zero);
      c = text.charCodeAt(++i);
      digits++;
    }
    if (c === Code.Dot) {
      c = text.charCodeAt(++i);
      while (c >= Code.Zero && c <= Code.Nine) {
        mantissa = mantissa * 10 + (c - Code.Zero);
        c = text.charCodeAt(++i);
        digits++;
        decimals++;
      }
    }
    if (digits === 0) return NaN;
    let exact = digits <= 15 && decimals <= 22;
    if (c === Code.LowerE || c === Code.UpperE) {
      let j = i + 1;
      let e = text.charCodeAt(j);
      if (e === Code.Plus || e === Code.Minus) e = text.charCodeAt(++j);
      if (e >= Code.Zero && e <= Code.Nine) {
        while (e >= Code.Zero && e <= Code.Nine) e = text.charCodeAt(++j);
        i = j;
        exact = false;
      }
    }
    this.index = i;
    if (!exact) {
      // A number beyond the double range (1e400, 400 digits) is an error, as in browsers;
      // Infinity would poison every bounding box and triangulation downstream.
      const parsed = Number(text.slice(start, i));
      return Number.isFinite(parsed) ? parsed : NaN;
    }
    const value = decimals === 0 ? mantissa : mantissa / POWERS_OF_TEN[decimals]!;
    return negative ? -value : value;
  }

  /** Arc flags are single `0`/`1` characters and may touch the next token (`a1 1 0 00 1 1`). */
  flag(): number {
    this.skipSeparators();
    const c = this.text.charCodeAt(this.index);
    if (c !== Code.Zero && c !== Code.One) return NaN;
    this.index++;
    return c - Code.Zero;
  }
}

/**
 * Parses SVG path data (every command, absolute and relative, implicit repeats, smooth curves,
 * arcs) and feeds absolute commands to `sink`. As browsers do, an error stops the path and
 * everything before it is kept.
 */
export function parsePathData(d: string, sink: PathSink): void {
  const s = new Scanner(d);
  let command = 0;
  let x = 0, y = 0, startX = 0, startY = 0;
  // Reflection sources for S/T: the previous command's last control point, if it was a curve.
  let cubicX = 0, cubicY = 0, quadX = 0, quadY = 0;
  let previous = 0;
  let needsMove = false;

  for (;;) {
    s.skipSeparators();
    if (s.index >= d.length) return;
    const c = d.charCodeAt(s.index);
    if (COMMAND_LETTERS.has(c)) {
      // Path data must open with a move-to; anything else is an error from the first byte.
      if (command === 0 && c !== 77 && c !== 109) return;
      command = c;
      s.index++;
    } else if (command === 0 || command === 90 || command === 122) {
      return;
    } else if (command === 77) {
      command = 76;
    } else if (command === 109) {
      command = 108;
    }
    const letter = String.fromCharCode(command);
    const upper = letter.toUpperCase();
    const relative = letter !== upper;
    const ox = relative ? x : 0;
    const oy = relative ? y : 0;
    if (upper === 'Z') {
      sink.closePath();
      x = startX;
      y = startY;
      needsMove = true;
      previous = command;
      continue;
    }
    if (upper !== 'M' && needsMove) {
      sink.moveTo(x, y);
      needsMove = false;
    }
    switch (upper) {
      case 'M': {
        const px = s.number() + ox, py = s.number() + oy;
        if (notFinite(px, py)) return;
        sink.moveTo(px, py);
        x = startX = px;
        y = startY = py;
        needsMove = false;
        break;
      }
      case 'L': {
        const px = s.number() + ox, py = s.number() + oy;
        if (notFinite(px, py)) return;
        sink.lineTo(px, py);
        x = px; y = py;
        break;
      }
      case 'H': {
        const px = s.number() + ox;
        if (notFinite(px, 0)) return;
        sink.lineTo(px, y);
        x = px;
        break;
      }
      case 'V': {
        const py = s.number() + oy;
        if (notFinite(py, 0)) return;
        sink.lineTo(x, py);
        y = py;
        break;
      }
      case 'C':
      case 'S': {
        let x1: number, y1: number;
        if (upper === 'C') {
          x1 = s.number() + ox; y1 = s.number() + oy;
        } else {
          const smooth = previous === 67 || previous === 99 || previous === 83 || previous === 115;
          x1 = smooth ? 2 * x - cubicX : x;
          y1 = smooth ? 2 * y - cubicY : y;
        }
        const x2 = s.number() + ox, y2 = s.number() + oy;
        const px = s.number() + ox, py = s.number() + oy;
        if (notFinite(x1, y1, x2, y2, px, py)) return;
        sink.cubicTo(x1, y1, x2, y2, px, py);
        cubicX = x2; cubicY = y2;
        x = px; y = py;
        break;
      }
      case 'Q':
      case 'T': {
        let x1: number, y1: number;
        if (upper === 'Q') {
          x1 = s.number() + ox; y1 = s.number() + oy;
        } else {
          const smooth = previous === 81 || previous === 113 || previous === 84 || previous === 116;
          x1 = smooth ? 2 * x - quadX : x;
          y1 = smooth ? 2 * y - quadY : y;
        }
        const px = s.number() + ox, py = s.number() + oy;
        if (notFinite(x1, y1, px, py)) return;
        sink.quadTo(x1, y1, px, py);
        quadX = x1; quadY = y1;
        x = px; y = py;
        break;
      }
      case 'A': {
        const rx = s.number(), ry = s.number(), rotation = s.number();
        const large = s.flag(), sweep = s.flag();
        const px = s.number() + ox, py = s.number() + oy;
        if (notFinite(rx, ry, rotation, large, sweep, px, py)) return;
        if (px !== x || py !== y) {
          const arc = endpointToCenter(x, y, rx, ry, rotation, large === 1, sweep === 1, px, py);
          if (arc && finiteArc(arc)) sink.arcTo(arc, px, py);
          else sink.lineTo(px, py);
        }
        x = px; y = py;
        break;
      }
    }
    previous = command;
  }
}
