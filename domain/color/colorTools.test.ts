import { describe, expect, it } from 'vitest';
import { analogous, contrastRatio, darken, desaturate, isReadable, isValidColor, lighten, monochromatic, mostReadable, readabilityThreshold, saturate } from './colorTools';

describe('colour tools', () => {
  it('uses the spec thresholds: AA small and AAA large 4.5, AA large 3, AAA small 7', () => {
    expect(readabilityThreshold()).toBe(4.5);
    expect(readabilityThreshold({ level: 'AAA', size: 'large' })).toBe(4.5);
    expect(readabilityThreshold({ level: 'AA', size: 'large' })).toBe(3);
    expect(readabilityThreshold({ level: 'AAA', size: 'small' })).toBe(7);
  });

  it('judges readability by the contrast ratio', () => {
    expect(contrastRatio('#000000', '#ffffff')).toBe(21);
    // #777 on white is about 4.48: large text only.
    expect(isReadable('#777777', '#ffffff')).toBe(false);
    expect(isReadable('#777777', '#ffffff', { size: 'large' })).toBe(true);
    expect(isReadable('#595959', '#ffffff', { level: 'AAA' })).toBe(true);
  });

  it('picks the most readable candidate, or black or white when none is readable', () => {
    expect(mostReadable('#ffffff', ['#eeeeee', '#333333'])).toBe('#333333');
    expect(mostReadable('#111111', ['#222222', '#333333'])).toBe('#ffffff');
  });

  it('lightens, darkens and saturates by 10 by default', () => {
    expect(lighten('#808080')).toBe('#999999');
    expect(darken('#808080')).toBe('#666666');
    expect(lighten('#808080', 20)).toBe('#b3b3b3');
    expect(saturate('#996666')).not.toBe('#996666');
  });

  it('gives 6 analogous and 6 monochromatic colours, the colour first', () => {
    const near = analogous('#ff0000');
    expect(near).toHaveLength(6);
    expect(near[0]).toBe('#ff0000');
    const shades = monochromatic('#ff0000');
    expect(shades).toHaveLength(6);
    expect(new Set(shades).size).toBe(6);
  });
});

describe('colour tools give tinycolor2 1.6\'s answers', () => {
  it.each([
    ['#808080', '#8d7373', '#808080', '#404040'],
    ['#996666', '#a65959', '#8c7373', '#4c3333'],
    ['red', '#ff0000', '#f20d0d', '#800000'],
    ['hsl(200, 40%, 30%)', '#265973', '#365463', '#080e12'],
  ])('saturates, desaturates and darkens %j', (color, saturated, desaturated, darker) => {
    expect(saturate(color)).toBe(saturated);
    expect(desaturate(color)).toBe(desaturated);
    expect(darken(color, 25)).toBe(darker);
  });

  it('gives the same colour schemes', () => {
    expect(analogous('#996666')).toEqual(['#996666', '#99667a', '#996670', '#996666', '#997066', '#997a66']);
    expect(analogous('hsl(200, 40%, 30%)')).toEqual(['#2e576b', '#2e6b67', '#2e636b', '#2e576b', '#2e4a6b', '#2e3e6b']);
    expect(monochromatic('#996666')).toEqual(['#996666', '#c38282', '#ee9f9f', '#191111', '#442d2d', '#6e4a4a']);
    expect(monochromatic('#808080')).toEqual(['#808080', '#aaaaaa', '#d5d5d5', '#000000', '#2b2b2b', '#555555']);
  });

  it('measures contrast as WCAG does', () => {
    expect(contrastRatio('#336699', '#ffcc00')).toBeCloseTo(3.96686374391581, 12);
    expect(contrastRatio('red', 'white')).toBeCloseTo(3.9984767707539985, 12);
  });

  it('treats text that is not a colour as black, and says it is not valid', () => {
    expect(isValidColor('blurple')).toBe(false);
    expect(isValidColor('rgb(1, 2, 3)')).toBe(true);
    expect(lighten('blurple')).toBe('#1a1a1a');
  });
});
