import { describe, expect, it } from 'vitest';
import { fixHexColor, parseColor } from './color';

describe('fixHexColor', () => {
  it.each([
    ['fff', '#fff'],
    ['A1B2C3', '#A1B2C3'],
    [' 123456 ', '#123456'],
    ['#fff', '#fff'],
    ['#a1b2c3', '#a1b2c3'],
  ])('turns %j into %j', (color, expected) => {
    expect(fixHexColor(color)).toBe(expected);
  });

  it.each([['ffff'], ['fffff'], ['12345678'], ['red'], ['ggg'], ['rgb(1,2,3)'], [''], ['##fff']])(
    'leaves %j without an added hash',
    (color) => {
      expect(fixHexColor(color)).toBe(color);
    },
  );
});

describe('parseColor', () => {
  it.each([
    ['red', { r: 255, g: 0, b: 0, a: 1 }],
    ['RebeccaPurple', { r: 102, g: 51, b: 153, a: 1 }],
    ['#f00', { r: 255, g: 0, b: 0, a: 1 }],
    ['f00', { r: 255, g: 0, b: 0, a: 1 }],
    ['#ff000080', { r: 255, g: 0, b: 0, a: 128 / 255 }],
    ['#f008', { r: 255, g: 0, b: 0, a: 0x88 / 255 }],
    ['#00ff00', { r: 0, g: 255, b: 0, a: 1 }],
    ['rgb(10, 20, 30)', { r: 10, g: 20, b: 30, a: 1 }],
    ['rgba(10,20,30,0.5)', { r: 10, g: 20, b: 30, a: 0.5 }],
    ['rgba(10,20,30,0)', { r: 10, g: 20, b: 30, a: 0 }],
    ['rgba(10,20,30,50%)', { r: 10, g: 20, b: 30, a: 0.5 }],
    ['hsl(120, 100%, 50%)', { r: 0, g: 255, b: 0, a: 1 }],
    ['hsla(240, 100%, 50%, 0.25)', { r: 0, g: 0, b: 255, a: 0.25 }],
    ['hsv(0, 100%, 100%)', { r: 255, g: 0, b: 0, a: 1 }],
    ['hsva(0, 100%, 100%, 0.3)', { r: 255, g: 0, b: 0, a: 0.3 }],
    ['  #000  ', { r: 0, g: 0, b: 0, a: 1 }],
  ])('reads %j', (input, expected) => {
    const color = parseColor(input);
    expect(color).toBeDefined();
    expect(color?.r).toBe(expected.r);
    expect(color?.g).toBe(expected.g);
    expect(color?.b).toBe(expected.b);
    expect(color?.a).toBeCloseTo(expected.a, 5);
  });

  it.each([
    ['rgba(10,20,30,1.5)'],
    ['rgba(10,20,30,-0.5)'],
    ['rgba(10,20,30,150%)'],
    ['hsla(0, 100%, 50%, 2)'],
    ['hsva(0, 100%, 100%, 7)'],
  ])('turns the out-of-range alpha of %j into 1', (input) => {
    expect(parseColor(input)?.a).toBe(1);
  });

  it.each([[''], ['   '], ['notacolor'], ['#ggg'], ['#12345'], ['rgb(1,2)'], ['12'], ['url(x.png)'], ['rgb 1 2 3'], ['rgba(10,20,30,abc)']])(
    'rejects %j',
    (input) => {
      expect(parseColor(input)).toBeUndefined();
    },
  );
});
