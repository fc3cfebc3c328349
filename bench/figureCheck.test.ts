import { describe, expect, it } from 'vitest';
import { figureProblems } from './figureCheck';

describe('bench smoke figure check', () => {
  it('accepts finite figures, new ones included', () => {
    expect(figureProblems('a.one', { x_ms: 1.5, y_ms: 0 }, { x_ms: 3 })).toEqual([]);
  });

  it('names a figure that is not a finite number', () => {
    expect(figureProblems('a.one', { x_ms: Number.NaN, y_ms: Number.POSITIVE_INFINITY, z_ms: 2 }, undefined)).toEqual([
      'a.one.x_ms: NaN is not a finite number',
      'a.one.y_ms: Infinity is not a finite number',
    ]);
  });

  it('names a figure the recorded run reported and this one did not, and an empty report', () => {
    expect(figureProblems('a.one', { x_ms: 1 }, { x_ms: 1, y_ms: 2 })).toEqual(['a.one.y_ms: missing (the recorded run reports it)']);
    expect(figureProblems('a.one', {}, undefined)).toEqual(['a.one: reported no figures']);
  });
});
