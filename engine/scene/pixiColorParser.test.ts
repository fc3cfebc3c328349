import { describe, expect, it } from 'vitest';
import { colord } from './pixiColorParser';

describe('pixi colour parsing through the product parser', () => {
  it('reads names, hex and functional notation as pixi asks for them', () => {
    expect(colord('rebeccapurple').rgba).toEqual({ r: 102, g: 51, b: 153, a: 1 });
    expect(colord('#1f2933').rgba).toEqual({ r: 31, g: 41, b: 51, a: 1 });
    expect(colord('rgba(0, 0, 255, 0.5)').rgba).toEqual({ r: 0, g: 0, b: 255, a: 0.5 });
    expect(colord({ r: 10, g: 20, b: 30 }).rgba).toEqual({ r: 10, g: 20, b: 30, a: 1 });
    expect(colord('hsl(120, 100%, 25%)').rgba).toEqual({ r: 0, g: 128, b: 0, a: 1 });
  });

  it('says when a value is not a colour', () => {
    expect(colord('not a colour').isValid()).toBe(false);
    expect(colord({ r: 'x' }).isValid()).toBe(false);
  });
});
