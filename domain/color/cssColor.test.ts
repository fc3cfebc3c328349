import { describe, expect, it } from 'vitest';
import { formatColor, lightened, readColor } from './cssColor';

// Expected values are tinycolor2 1.6's answers for the same calls (`toRgb()`, `toString()`,
// `lighten(20).toString()`), recorded when the viewer stopped shipping it: saved options and
// palettes must keep giving the same colours.
const TINYCOLOR_ANSWERS: ReadonlyArray<[string, { r: number; g: number; b: number; a: number }, string, string]> = [
  ['red', { r: 255, g: 0, b: 0, a: 1 }, 'red', '#ff6666'],
  ['transparent', { r: 0, g: 0, b: 0, a: 0 }, 'transparent', 'transparent'],
  ['Cyan', { r: 0, g: 255, b: 255, a: 1 }, 'cyan', '#66ffff'],
  ['#f00', { r: 255, g: 0, b: 0, a: 1 }, '#ff0000', '#ff6666'],
  ['f00', { r: 255, g: 0, b: 0, a: 1 }, '#ff0000', '#ff6666'],
  ['#ff000080', { r: 255, g: 0, b: 0, a: 0.5019607843137255 }, 'rgba(255, 0, 0, 0.5)', 'rgba(255, 102, 102, 0.5)'],
  ['#f008', { r: 255, g: 0, b: 0, a: 0.5333333333333333 }, 'rgba(255, 0, 0, 0.53)', 'rgba(255, 102, 102, 0.53)'],
  ['#AbCdEf', { r: 171, g: 205, b: 239, a: 1 }, '#abcdef', '#ffffff'],
  ['rgb(10, 20, 30)', { r: 10, g: 20, b: 30, a: 1 }, 'rgb(10, 20, 30)', 'rgb(35, 71, 106)'],
  ['rgba(10,20,30,0.5)', { r: 10, g: 20, b: 30, a: 0.5 }, 'rgba(10, 20, 30, 0.5)', 'rgba(35, 71, 106, 0.5)'],
  ['rgb(50%, 0%, 100%)', { r: 128, g: 0, b: 255, a: 1 }, 'rgb(50%, 0%, 100%)', 'rgb(70%, 40%, 100%)'],
  ['rgb(300,-5,1.0)', { r: 255, g: 0, b: 255, a: 1 }, 'rgb(255, 0, 255)', 'rgb(255, 102, 255)'],
  ['rgb(1.5, 2.5, 127.5)', { r: 2, g: 3, b: 128, a: 1 }, 'rgb(2, 3, 128)', 'rgb(3, 4, 228)'],
  ['rgb(1,2,3,0.5)', { r: 1, g: 2, b: 3, a: 1 }, 'rgb(1, 2, 3)', 'rgb(26, 53, 79)'],
  ['rgb(1 2 3 / 0.5)', { r: 1, g: 2, b: 3, a: 1 }, 'rgb(1, 2, 3)', 'rgb(26, 53, 79)'],
  ['hsl(120, 100%, 50%)', { r: 0, g: 255, b: 0, a: 1 }, 'hsl(120, 100%, 50%)', 'hsl(120, 100%, 70%)'],
  ['hsla(240, 100%, 50%, 0.25)', { r: 0, g: 0, b: 255, a: 0.25 }, 'hsla(240, 100%, 50%, 0.25)', 'hsla(240, 100%, 70%, 0.25)'],
  ['hsl(0, 0.5, 0.5)', { r: 191, g: 64, b: 64, a: 1 }, 'hsl(0, 50%, 50%)', 'hsl(0, 50%, 70%)'],
  ['hsl(400, 1, 0.5)', { r: 255, g: 0, b: 0, a: 1 }, 'hsl(0, 100%, 50%)', 'hsl(0, 100%, 70%)'],
  ['hsl(-30, 50%, 50%)', { r: 191, g: 64, b: 64, a: 1 }, 'hsl(0, 50%, 50%)', 'hsl(0, 50%, 70%)'],
  ['hsl(33.3, 77.7%, 44.4%)', { r: 201, g: 123, b: 25, a: 1 }, 'hsl(33, 78%, 44%)', 'hsl(33, 78%, 64%)'],
  ['hsl(120 60% 70%)', { r: 133, g: 224, b: 133, a: 1 }, 'hsl(120, 60%, 70%)', 'hsl(120, 60%, 90%)'],
  ['hsv(210, 0.4, 0.9)', { r: 138, g: 184, b: 230, a: 1 }, 'hsv(210, 40%, 90%)', 'hsv(210, 11%, 97%)'],
  ['hsva(0, 100%, 100%, 0.3)', { r: 255, g: 0, b: 0, a: 0.3 }, 'hsva(0, 100%, 100%, 0.3)', 'hsva(0, 60%, 100%, 0.3)'],
  ['burntsienna', { r: 234, g: 126, b: 93, a: 1 }, 'burntsienna', '#f6c6b7'],
  ['rgba(0,0,0,.25)', { r: 0, g: 0, b: 0, a: 0.25 }, 'rgba(0, 0, 0, 0.25)', 'rgba(51, 51, 51, 0.25)'],
];

describe('readColor', () => {
  it.each(TINYCOLOR_ANSWERS)('reads %j as tinycolor did', (input, rgba, written, lighter) => {
    const color = readColor(input);
    expect(color && { r: Math.round(color.r), g: Math.round(color.g), b: Math.round(color.b), a: color.a }).toEqual(rgba);
    expect(color && formatColor(color)).toBe(written);
    expect(lightened(input, 20)).toBe(lighter);
  });

  // tinycolor rejected these too: rgba() and hsla() need four values separated by commas or spaces.
  it.each([['rgba(1,2,3)'], ['rgba(1 2 3 / 0.5)'], ['#12345'], ['hsl(1,2)'], ['blurple'], ['']])('rejects %j', (input) => {
    expect(readColor(input)).toBeUndefined();
    expect(lightened(input, 20)).toBeUndefined();
  });

  it('writes a colour in the notation asked for', () => {
    const color = readColor('#ff000080');
    expect(color && formatColor(color, 'hex')).toBe('#ff0000');
    expect(color && formatColor(color, 'hex8')).toBe('#ff000080');
    expect(color && formatColor(color, 'hex3')).toBe('#f00');
    expect(color && formatColor(color, 'hsl')).toBe('hsla(0, 100%, 50%, 0.5)');
    expect(color && formatColor(color, 'name')).toBe('#ff0000');
  });
});
