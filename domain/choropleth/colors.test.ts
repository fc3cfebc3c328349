import { describe, expect, it } from 'vitest';
import { defaultMapOptions } from '../map/defaultMapOptions';
import type { ColoringOptions } from '../map/optionTypes/choroplethOptions';
import { bubbleSize, computeChoroplethColors, gradientWeight, mixColors, paletteColor } from './colors';
import { choroplethRange } from './values';

function gradientColoring(min: number | null, max: number | null): ColoringOptions {
  const coloring = defaultMapOptions(1).choropleth.coloring;
  coloring.gradient.values = { min, max, maxAdjusted: min === null || max === null ? null : max - min };
  return coloring;
}

function paletteColoring(): ColoringOptions {
  const coloring = defaultMapOptions(1).choropleth.coloring;
  coloring.mode = 'palette';
  coloring.palette.colors = [
    { color: '#0000ff', valueFrom: null, valueTo: 10, description: 'few' },
    { color: '#00ff00', valueFrom: 10, valueTo: 20, description: 'some' },
    { color: '#ff0000', valueFrom: 30, valueTo: null, description: 'many' },
  ];
  coloring.palette.outOfRange = { color: '#ececec', description: 'Out of range' };
  return coloring;
}

describe('gradient colouring', () => {
  it('gives the low colour at min, the high colour at max and the midpoint in between', () => {
    const colors = computeChoroplethColors(new Map([['lo', 0], ['mid', 50], ['hi', 100]]), { on: true, coloring: gradientColoring(0, 100) });
    expect(colors.get('lo')).toBe('#550000');
    expect(colors.get('hi')).toBe('#ee0000');
    // 0x55 + (0xee - 0x55) / 2 = 0xa2 (rounded from 161.5)
    expect(colors.get('mid')).toBe('#a20000');
  });

  it('clamps values below min and above max to the end colours', () => {
    const colors = computeChoroplethColors(new Map([['below', -5], ['above', 1e9]]), { on: true, coloring: gradientColoring(0, 100) });
    expect(colors.get('below')).toBe('#550000');
    expect(colors.get('above')).toBe('#ee0000');
  });

  it('gives every value the low colour when min equals max', () => {
    const colors = computeChoroplethColors(new Map([['a', 7], ['b', 7]]), { on: true, coloring: gradientColoring(7, 7) });
    expect([...colors.values()]).toEqual(['#550000', '#550000']);
  });

  it('gives regions without a value the no-data colour', () => {
    const colors = computeChoroplethColors(new Map([['empty', undefined], ['nan', Number.NaN]]), { on: true, coloring: gradientColoring(0, 1) });
    expect(colors.get('empty')).toBe('#999999');
    expect(colors.get('nan')).toBe('#999999');
  });

  it('clears every colour (null) when the choropleth is off', () => {
    const colors = computeChoroplethColors(new Map([['a', 1], ['b', undefined]]), { on: false, coloring: gradientColoring(0, 1) });
    expect([...colors.entries()]).toEqual([['a', null], ['b', null]]);
  });

  it('mixes alpha as well as the channels', () => {
    expect(mixColors('rgba(0, 0, 0, 0)', '#ffffff', 0.5)).toBe('rgba(128, 128, 128, 0.5)');
  });
});

describe('palette colouring', () => {
  it('colours by the band holding the value, lower bound inclusive, upper exclusive', () => {
    const palette = paletteColoring().palette;
    expect(paletteColor(-100, palette)).toBe('#0000ff');
    expect(paletteColor(9.99, palette)).toBe('#0000ff');
    expect(paletteColor(10, palette)).toBe('#00ff00');
    expect(paletteColor(30, palette)).toBe('#ff0000');
    expect(paletteColor(1e6, palette)).toBe('#ff0000');
  });

  it('gives the out-of-range colour to values in no band', () => {
    expect(paletteColor(20, paletteColoring().palette)).toBe('#ececec');
    expect(paletteColor(25, paletteColoring().palette)).toBe('#ececec');
  });

  it('reads bounds typed as text, and blank text as an open end', () => {
    const palette = paletteColoring().palette;
    palette.colors = [{ color: '#123456', valueFrom: '5' as unknown as number, valueTo: '' as unknown as number, description: '' }];
    expect(paletteColor(4, palette)).toBe('#ececec');
    expect(paletteColor(5000, palette)).toBe('#123456');
  });

  it('uses the no-data colour for missing values in palette mode too', () => {
    const colors = computeChoroplethColors(new Map([['x', undefined], ['y', 15]]), { on: true, coloring: paletteColoring() });
    expect(colors.get('x')).toBe('#999999');
    expect(colors.get('y')).toBe('#00ff00');
  });
});

describe('range and bubbles', () => {
  it('recomputes min, max and the adjusted max from the data, skipping non-finite values', () => {
    expect(choroplethRange([5, -2, Number.NaN, 9])).toEqual({ min: -2, max: 9, maxAdjusted: 11 });
  });

  it('has no range without values', () => {
    expect(choroplethRange([])).toEqual({ min: null, max: null, maxAdjusted: null });
  });

  it('sizes bubbles between the configured sizes', () => {
    const range = { min: 0, maxAdjusted: 100 };
    expect(bubbleSize(0, range, { min: 20, max: 40 })).toBe(20);
    expect(bubbleSize(50, range, { min: 20, max: 40 })).toBe(30);
    expect(bubbleSize(500, range, { min: 20, max: 40 })).toBe(40);
    expect(gradientWeight(3, { min: 3, maxAdjusted: 0 })).toBe(0);
  });
});

describe('older gauge options', () => {
  it('colour like the gradient they migrate to', async () => {
    const { migrateMapOptions } = await import('../map/migrateMapOptions');
    const { mergeMapOptions } = await import('../map/mergeMapOptions');
    const stored = { gauge: { on: 'true', colors: { low: '#000000', high: '#ffffff', noData: '#abcdef' }, labels: { low: 'few', high: 'many' } }, regionChoroplethField: 'pop' };
    const { choropleth } = mergeMapOptions(defaultMapOptions(1), migrateMapOptions(stored));
    choropleth.coloring.gradient.values = { min: 0, max: 10, maxAdjusted: 10 };
    expect(choropleth.on).toBe(true);
    expect(choropleth.sourceField).toBe('pop');
    const colors = computeChoroplethColors(new Map([['a', 10], ['b', undefined]]), choropleth);
    expect(colors.get('a')).toBe('#ffffff');
    expect(colors.get('b')).toBe('#abcdef');
  });
});
