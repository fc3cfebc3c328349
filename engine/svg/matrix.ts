import type { Matrix } from './types';

/** The identity transform. */
export const IDENTITY: Matrix = [1, 0, 0, 1, 0, 0];

/** `m · n`: apply `n` first, then `m` (a parent's matrix times its child's). */
export function multiply(m: Matrix, n: Matrix): Matrix {
  const [a, b, c, d, e, f] = m;
  const [a2, b2, c2, d2, e2, f2] = n;
  return [
    a * a2 + c * b2,
    b * a2 + d * b2,
    a * c2 + c * d2,
    b * c2 + d * d2,
    a * e2 + c * f2 + e,
    b * e2 + d * f2 + f,
  ];
}

/** Whether the matrix changes nothing, so callers can skip per-point work. */
export function isIdentity(m: Matrix): boolean {
  return m[0] === 1 && m[1] === 0 && m[2] === 0 && m[3] === 1 && m[4] === 0 && m[5] === 0;
}

/** Largest factor by which the matrix stretches a length (the larger singular value). */
export function maxScale(m: Matrix): number {
  const [a, b, c, d] = m;
  const p = a * a + b * b;
  const q = c * c + d * d;
  const r = a * c + b * d;
  const mean = (p + q) / 2;
  const spread = Math.sqrt(((p - q) / 2) ** 2 + r * r);
  return Math.sqrt(mean + spread);
}

/** Geometric mean scale, √|det|: how a font size or area-like length scales. */
export function meanScale(m: Matrix): number {
  return Math.sqrt(Math.abs(m[0] * m[3] - m[1] * m[2]));
}

const TRANSFORM_FUNCTION = /(matrix|translate|scale|rotate|skewX|skewY)\s*\(([^)]*)\)/g;
const NUMBER = /[-+]?(?:\d+\.?\d*|\.\d+)(?:[eE][-+]?\d+)?/g;

/**
 * Parses an SVG `transform` attribute (a list of functions applied right to left).
 * Unknown or malformed functions are skipped rather than failing the whole map.
 */
export function parseTransform(text: string): Matrix {
  let result: Matrix = IDENTITY;
  for (const match of text.matchAll(TRANSFORM_FUNCTION)) {
    const args = (match[2] ?? '').match(NUMBER)?.map(Number) ?? [];
    const step = transformFunction(match[1] ?? '', args);
    if (step) result = multiply(result, step);
  }
  return result;
}

function transformFunction(name: string, args: number[]): Matrix | null {
  const [p = 0, q, r, s, t, u] = args;
  const rad = (p * Math.PI) / 180;
  switch (name) {
    case 'matrix':
      return args.length === 6 ? [p, q ?? 0, r ?? 0, s ?? 0, t ?? 0, u ?? 0] : null;
    case 'translate':
      return [1, 0, 0, 1, p, q ?? 0];
    case 'scale':
      return [p, 0, 0, q ?? p, 0, 0];
    case 'rotate': {
      const rotation: Matrix = [Math.cos(rad), Math.sin(rad), -Math.sin(rad), Math.cos(rad), 0, 0];
      if (q === undefined) return rotation;
      const cy = r ?? 0;
      return multiply(multiply([1, 0, 0, 1, q, cy], rotation), [1, 0, 0, 1, -q, -cy]);
    }
    case 'skewX':
      return [1, 0, Math.tan(rad), 1, 0, 0];
    case 'skewY':
      return [1, Math.tan(rad), 0, 1, 0, 0];
    default:
      return null;
  }
}
