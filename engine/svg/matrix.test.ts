import { describe, expect, it } from 'vitest';
import { maxScale, multiply, parseTransform } from './matrix';
import type { Matrix } from './types';

function apply(m: Matrix, x: number, y: number): [number, number] {
  return [+(m[0] * x + m[2] * y + m[4]).toFixed(9), +(m[1] * x + m[3] * y + m[5]).toFixed(9)];
}

describe('parseTransform', () => {
  it('applies a list right to left: translate(10) scale(2) scales first', () => {
    expect(apply(parseTransform('translate(10) scale(2)'), 1, 1)).toEqual([12, 2]);
    expect(apply(parseTransform('scale(2) translate(10)'), 1, 1)).toEqual([22, 2]);
  });

  it('rotates about a given centre', () => {
    expect(apply(parseTransform('rotate(90 10 10)'), 20, 10)).toEqual([10, 20]);
    expect(apply(parseTransform('rotate(90)'), 1, 0)).toEqual([0, 1]);
  });

  it('reads matrix, non-uniform scale, skewX and skewY, with commas or spaces', () => {
    expect(apply(parseTransform('matrix(1,0,0,1,5,6)'), 1, 1)).toEqual([6, 7]);
    expect(apply(parseTransform('scale(2,3)'), 1, 1)).toEqual([2, 3]);
    expect(apply(parseTransform('skewX(45)'), 0, 1)).toEqual([1, 1]);
    expect(apply(parseTransform('skewY(45)'), 1, 0)).toEqual([1, 1]);
  });

  it('ignores malformed functions instead of dropping the shape', () => {
    expect(apply(parseTransform('translate(5,5) wobble(3) matrix(1 2)'), 0, 0)).toEqual([5, 5]);
  });

  it('composes parent then child like nested groups do', () => {
    const m = multiply(parseTransform('translate(100,0)'), parseTransform('scale(10)'));
    expect(apply(m, 1, 1)).toEqual([110, 10]);
  });

  it('reports the largest stretch of a non-uniform scale', () => {
    expect(maxScale(parseTransform('scale(2,5) rotate(30)'))).toBeCloseTo(5);
  });
});
