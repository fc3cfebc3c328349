import { describe, expect, it } from 'vitest';
import { analogous, colorDifference, darken, labOf, lighten, saturate, shades } from '../../../domain/index';
import { applyScheme, applyTool, changeBand, emptyBand, NEW_PALETTE_BANDS, removeBand } from './paletteBands';

const bands = [
  { color: '#336699', valueFrom: 0, valueTo: 10, description: 'few' },
  { color: '#993333', valueFrom: 10, valueTo: null, description: 'many' },
];

describe('palette bands', () => {
  it('changes and removes one band, leaving the others', () => {
    expect(changeBand(bands, 1, { valueTo: 50 })[1]).toEqual({ ...bands[1], valueTo: 50 });
    expect(changeBand(bands, 1, { valueTo: 50 })[0]).toBe(bands[0]);
    expect(removeBand(bands, 0)).toEqual([bands[1]]);
  });

  it('lightens, darkens and saturates a band by the spec 9 step of 10', () => {
    expect(applyTool(bands, 0, 'lighten')[0]?.color).toBe('#407fbf');
    expect(applyTool(bands, 0, 'lighten')[0]?.color).toBe(lighten('#336699', 10));
    expect(applyTool(bands, 0, 'darken')[0]?.color).toBe(darken('#336699', 10));
    expect(applyTool(bands, 0, 'saturate')[0]?.color).toBe(saturate('#336699', 10));
    expect(applyTool(bands, 0, 'darken')[0]?.color).not.toBe('#336699');
    expect(applyTool(bands, 0, 'lighten')[1]).toBe(bands[1]);
  });

  it('leaves a band whose colour cannot be read as it is', () => {
    const odd = [{ ...bands[0]!, color: 'url(#gradient)' }];
    expect(applyTool(odd, 0, 'lighten')).toEqual(odd);
  });

  it('colours the bands from a base colour, keeping their ranges and texts', () => {
    const shaded = applyScheme(bands, '#336699', 'monochromatic');
    expect(shaded?.map((band) => band.color)).toEqual(shades('#336699', 2));
    expect(shaded?.[1]?.color).not.toBe('#993333');
    expect(shaded?.map((band) => [band.valueFrom, band.valueTo, band.description])).toEqual([[0, 10, 'few'], [10, null, 'many']]);
    expect(applyScheme(bands, '#336699', 'analogous')?.[0]?.color).toBe('#336699');
  });

  it('shades a 0–100–300–1000 palette evenly from a light tint to the base, with no near-black band', () => {
    const three = [0, 100, 300].map((from, i) => ({ color: '#000000', valueFrom: from, valueTo: [100, 300, 1000][i] ?? null, description: '' }));
    const colors = applyScheme(three, '#2a6fdb', 'monochromatic')?.map((band) => band.color) ?? [];
    expect(colors.at(-1)).toBe('#2a6fdb');
    for (const color of colors) expect(labOf(color).l).toBeGreaterThanOrEqual(labOf('#2a6fdb').l - 0.5);
    expect(colorDifference(colors[0]!, colors[1]!)).toBeGreaterThan(10);
    expect(colorDifference(colors[1]!, colors[2]!)).toBeGreaterThan(10);
  });

  it('makes six bands from a scheme when there are none, and refuses a base that is not a colour', () => {
    const made = applyScheme([], '#336699', 'analogous');
    expect(made).toHaveLength(NEW_PALETTE_BANDS);
    expect(made?.[0]).toEqual(emptyBand('#336699'));
    expect(made?.map((band) => band.color)).toEqual(analogous('#336699'));
    expect(applyScheme(bands, 'not a colour', 'analogous')).toBeNull();
  });
});
