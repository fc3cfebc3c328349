import { describe, expect, it } from 'vitest';
import { COLOR_VISIONS, confusedPairs, simulateColor, simulateRgb } from './colorBlindness';
import { colorDifference, deltaE2000, labOf, toLinear, fromLinear } from './lab';
import { NAMED_PALETTES, findPalette, isColorBlindSafe, paletteColors, suggestPalette } from './palettes';
import { shades } from './shades';

describe('CIEDE2000', () => {
  // Sharma, Wu and Dalal (2005), test data pairs 1, 7 and 17.
  it('matches the published test pairs', () => {
    expect(deltaE2000({ l: 50, a: 2.6772, b: -79.7751 }, { l: 50, a: 0, b: -82.7485 })).toBeCloseTo(2.0425, 4);
    expect(deltaE2000({ l: 50, a: 0, b: 0 }, { l: 50, a: -1, b: 2 })).toBeCloseTo(2.3669, 4);
    expect(deltaE2000({ l: 50, a: 2.5, b: 0 }, { l: 73, a: 25, b: -18 })).toBeCloseTo(27.1492, 4);
  });

  it('reads CSS colours, white at lightness 100', () => {
    expect(labOf('#ffffff').l).toBeCloseTo(100, 3);
    expect(colorDifference('#123456', '#123456')).toBe(0);
  });
});

describe('colour vision deficiency simulation', () => {
  // Machado, Oliveira and Fernandes (2009), severity 1.0, as published (rows of the matrix).
  const REFERENCE = {
    protanopia: [[0.152286, 1.052583, -0.204868], [0.114503, 0.786281, 0.099216], [-0.003882, -0.048116, 1.051998]],
    deuteranopia: [[0.367322, 0.860646, -0.227968], [0.280085, 0.672501, 0.047413], [-0.01182, 0.04294, 0.968881]],
    tritanopia: [[1.255528, -0.076749, -0.178779], [-0.078411, 0.930809, 0.147602], [0.004733, 0.691367, 0.3039]],
  } as const;

  it('applies the reference matrices to linear RGB', () => {
    const color = { r: 200, g: 120, b: 40 };
    const linear = [toLinear(color.r), toLinear(color.g), toLinear(color.b)];
    for (const vision of COLOR_VISIONS) {
      const expected = REFERENCE[vision].map((row) => fromLinear(row[0] * linear[0]! + row[1] * linear[1]! + row[2] * linear[2]!));
      const got = simulateRgb(color, vision);
      expect([got.r, got.g, got.b].map((c) => c.toFixed(6))).toEqual(expected.map((c) => c.toFixed(6)));
    }
  });

  it('keeps greys grey and turns red and green alike for protanopes and deuteranopes', () => {
    expect(simulateColor('#808080', 'deuteranopia')).toBe('#808080');
    expect(colorDifference(simulateColor('#d7301f', 'deuteranopia'), simulateColor('#1a9850', 'deuteranopia'))).toBeLessThan(colorDifference('#d7301f', '#1a9850') / 3);
  });

  it('flags the classes of a red–green palette that a deficiency confuses, and passes a safe one', () => {
    const pairs = confusedPairs(paletteColors('RdYlGn', 7));
    expect(pairs.some((pair) => pair.vision === 'deuteranopia' || pair.vision === 'protanopia')).toBe(true);
    expect(pairs.every((pair) => pair.deltaE < 5)).toBe(true);
    expect(confusedPairs(paletteColors('Viridis', 7))).toEqual([]);
  });

  it('suggests a safe palette of the same kind', () => {
    const suggestion = suggestPalette('diverging', 7);
    expect(suggestion?.kind).toBe('diverging');
    expect(isColorBlindSafe(suggestion!, 7)).toBe(true);
  });
});

describe('named palettes', () => {
  it('gives 2 to 9 colours of every ordered palette, ends kept, reversible', () => {
    const blues = findPalette('Blues')!;
    for (let classes = 2; classes <= 9; classes += 1) {
      const colors = paletteColors('Blues', classes);
      expect(colors).toHaveLength(classes);
      expect(colors[0]).toBe(blues.colors[0]);
      expect(colors.at(-1)).toBe(blues.colors.at(-1));
    }
    expect(paletteColors('Blues', 5, true)).toEqual(paletteColors('Blues', 5).reverse());
  });

  it('ordered palettes get darker step by step', () => {
    for (const palette of NAMED_PALETTES.filter((p) => p.kind === 'sequential' && p.name !== 'Viridis')) {
      const lightness = paletteColors(palette.name, 7).map((color) => labOf(color).l);
      lightness.slice(1).forEach((l, i) => expect(l).toBeLessThan(lightness[i]!));
    }
  });

  it('does not stretch a qualitative palette past its colours', () => {
    expect(paletteColors('Okabe-Ito', 3)).toEqual(['#e69f00', '#56b4e9', '#009e73']);
    expect(() => paletteColors('Dark2', 9)).toThrow('The Dark2 palette has 8 colours, fewer than 9 classes.');
    expect(() => paletteColors('Nope', 3)).toThrow('There is no palette named "Nope".');
  });
});

describe('shades of one colour', () => {
  it('gives evenly spaced, distinguishable shades, none darker than the chosen colour', () => {
    for (const base of ['#2a6fdb', '#336699', '#0b3d0b', '#ee0000']) {
      for (const count of [3, 5, 9]) {
        const colors = shades(base, count);
        expect(colors).toHaveLength(count);
        expect(colors.at(-1)).toBe(base);
        for (const color of colors) expect(labOf(color).l).toBeGreaterThanOrEqual(labOf(base).l - 0.5);
        colors.slice(1).forEach((color, i) => expect(colorDifference(color, colors[i]!)).toBeGreaterThan(3));
      }
    }
  });

  it('a three-band palette has no near-black middle band (the 0–100–300–1000 palette)', () => {
    const [, middle] = shades('#2a6fdb', 3);
    expect(labOf(middle!).l).toBeGreaterThan(labOf('#2a6fdb').l);
    expect(middle).not.toBe('#010306');
  });
});
