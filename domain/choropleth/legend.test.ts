import { describe, expect, it } from 'vitest';
import { defaultMapOptions } from '../map/defaultMapOptions';
import { legendEntries, legendNumber, paletteEntryLabel } from './legend';

describe('palette legend labels', () => {
  it('writes a closed band as "{from} ≤ {to}" in both layouts', () => {
    expect(paletteEntryLabel({ valueFrom: 10, valueTo: 20 }, 'vertical')).toBe('10.00 ≤ 20.00');
    expect(paletteEntryLabel({ valueFrom: 10, valueTo: 20 }, 'horizontal')).toBe('10.00 ≤ 20.00');
  });

  it('uses words for open bands in the vertical layout', () => {
    expect(paletteEntryLabel({ valueFrom: null, valueTo: 1500 }, 'vertical')).toBe('Less then 1 500.00');
    expect(paletteEntryLabel({ valueFrom: 1500, valueTo: null }, 'vertical')).toBe('1 500.00 or more');
  });

  it('uses symbols for open bands in the narrow horizontal layout', () => {
    expect(paletteEntryLabel({ valueFrom: null, valueTo: 1500 }, 'horizontal')).toBe('< 1 500.00');
    expect(paletteEntryLabel({ valueFrom: 1500, valueTo: null }, 'horizontal')).toBe('1 500.00 <');
  });

  it('leaves a band without bounds to its description', () => {
    expect(paletteEntryLabel({ valueFrom: null, valueTo: null })).toBe('');
  });

  it('honours another number format', () => {
    expect(paletteEntryLabel({ valueFrom: 1234.5, valueTo: null }, 'vertical', { decimals: 1, thousandsSeparator: ',', decimalSeparator: '.' })).toBe('1,234.5 or more');
  });
});

describe('legend numbers', () => {
  it('keeps the map number format under 10 000', () => {
    expect(legendNumber(2.5)).toBe('2.50');
    expect(legendNumber(9999)).toBe('9 999.00');
  });

  it('writes large numbers compactly so neighbouring labels cannot run together', () => {
    expect(legendNumber(200_409.2)).toBe('200k');
    expect(legendNumber(1_234_567)).toBe('1.2M');
    expect(legendNumber(2_000_000)).toBe('2M');
    expect(legendNumber(12_500)).toBe('13k');
    expect(legendNumber(-3_400_000_000)).toBe('-3.4B');
    expect(legendNumber(1_234_567, { decimalSeparator: ',' })).toBe('1,2M');
  });

  it('gives a population gradient short, distinct labels', () => {
    const legend = legendEntries(defaultMapOptions(1).choropleth.coloring, 1_002, 1_000_000);
    expect(legend.mode === 'gradient' && legend.labels).toEqual(['201k', '401k', '600k', '800k']);
  });
});

describe('legend entries', () => {
  it('splits the gradient into 5 chunks with 4 value labels at their borders', () => {
    const coloring = defaultMapOptions(1).choropleth.coloring;
    const legend = legendEntries(coloring, 0, 1000);
    if (legend.mode !== 'gradient') throw new Error('expected a gradient legend');
    expect(legend.chunks).toHaveLength(5);
    expect(legend.chunks[0]).toBe('#640000');
    expect(legend.chunks[4]).toBe('#df0000');
    expect(legend.labels).toEqual(['200.00', '400.00', '600.00', '800.00']);
    expect([legend.lowLabel, legend.highLabel]).toEqual(['low', 'high']);
    expect(legend.noData).toEqual({ color: '#999999', label: '', description: 'No data' });
  });

  it('shows no numbers before data gives a range', () => {
    const legend = legendEntries(defaultMapOptions(1).choropleth.coloring, null, null);
    expect(legend.mode === 'gradient' && legend.labels).toEqual([]);
  });

  it('lists palette bands with their labels and descriptions, then no data', () => {
    const coloring = defaultMapOptions(1).choropleth.coloring;
    coloring.mode = 'palette';
    coloring.palette.colors = [
      { color: '#0000ff', valueFrom: null, valueTo: 10, description: 'Few' },
      { color: '#ff0000', valueFrom: 10, valueTo: null, description: '' },
    ];
    const legend = legendEntries(coloring, 0, 50, 'horizontal');
    expect(legend).toEqual({
      mode: 'palette',
      entries: [
        { color: '#0000ff', label: '< 10.00', description: 'Few' },
        { color: '#ff0000', label: '10.00 <', description: '' },
      ],
      noData: { color: '#999999', label: '', description: 'No data' },
    });
  });
});
