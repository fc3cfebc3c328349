import { confusedPairs } from './colorBlindness';
import { mixLab } from './lab';

/** What a palette is for: ordered data, data around a midpoint, or categories. */
export type PaletteKind = 'sequential' | 'diverging' | 'qualitative';

/** A named palette to colour classes from. */
export interface NamedPalette {
  name: string;
  kind: PaletteKind;
  /** The palette's colours, lightest (or first) to darkest (or last). */
  colors: readonly string[];
  /** Up to how many classes people with a colour vision deficiency still tell apart (0: none). */
  colorBlindSafeUpTo: number;
}

const hex = (list: string): string[] => list.split(' ').map((color) => `#${color}`);

/**
 * ColorBrewer's schemes (Cynthia Brewer, Pennsylvania State University) at their largest class
 * count, Viridis, and Okabe and Ito's qualitative set. Colour-blind safety as ColorBrewer rates it.
 */
export const NAMED_PALETTES: readonly NamedPalette[] = [
  { name: 'Blues', kind: 'sequential', colorBlindSafeUpTo: 9, colors: /* @__PURE__ */ hex('f7fbff deebf7 c6dbef 9ecae1 6baed6 4292c6 2171b5 08519c 08306b') },
  { name: 'Greens', kind: 'sequential', colorBlindSafeUpTo: 9, colors: /* @__PURE__ */ hex('f7fcf5 e5f5e0 c7e9c0 a1d99b 74c476 41ab5d 238b45 006d2c 00441b') },
  { name: 'Oranges', kind: 'sequential', colorBlindSafeUpTo: 9, colors: /* @__PURE__ */ hex('fff5eb fee6ce fdd0a2 fdae6b fd8d3c f16913 d94801 a63603 7f2704') },
  { name: 'Purples', kind: 'sequential', colorBlindSafeUpTo: 9, colors: /* @__PURE__ */ hex('fcfbfd efedf5 dadaeb bcbddc 9e9ac8 807dba 6a51a3 54278f 3f007d') },
  { name: 'Reds', kind: 'sequential', colorBlindSafeUpTo: 9, colors: /* @__PURE__ */ hex('fff5f0 fee0d2 fcbba1 fc9272 fb6a4a ef3b2c cb181d a50f15 67000d') },
  { name: 'Greys', kind: 'sequential', colorBlindSafeUpTo: 9, colors: /* @__PURE__ */ hex('ffffff f0f0f0 d9d9d9 bdbdbd 969696 737373 525252 252525 000000') },
  { name: 'YlGnBu', kind: 'sequential', colorBlindSafeUpTo: 9, colors: /* @__PURE__ */ hex('ffffd9 edf8b1 c7e9b4 7fcdbb 41b6c4 1d91c0 225ea8 253494 081d58') },
  { name: 'YlOrRd', kind: 'sequential', colorBlindSafeUpTo: 9, colors: /* @__PURE__ */ hex('ffffcc ffeda0 fed976 feb24c fd8d3c fc4e2a e31a1c bd0026 800026') },
  { name: 'OrRd', kind: 'sequential', colorBlindSafeUpTo: 9, colors: /* @__PURE__ */ hex('fff7ec fee8c8 fdd49e fdbb84 fc8d59 ef6548 d7301f b30000 7f0000') },
  { name: 'PuBu', kind: 'sequential', colorBlindSafeUpTo: 9, colors: /* @__PURE__ */ hex('fff7fb ece7f2 d0d1e6 a6bddb 74a9cf 3690c0 0570b0 045a8d 023858') },
  { name: 'Viridis', kind: 'sequential', colorBlindSafeUpTo: 9, colors: /* @__PURE__ */ hex('fde725 addc30 5ec962 28ae80 21918c 2c728e 3b528b 472d7b 440154') },
  { name: 'RdBu', kind: 'diverging', colorBlindSafeUpTo: 9, colors: /* @__PURE__ */ hex('67001f b2182b d6604d f4a582 fddbc7 f7f7f7 d1e5f0 92c5de 4393c3 2166ac 053061') },
  { name: 'BrBG', kind: 'diverging', colorBlindSafeUpTo: 9, colors: /* @__PURE__ */ hex('543005 8c510a bf812d dfc27d f6e8c3 f5f5f5 c7eae5 80cdc1 35978f 01665e 003c30') },
  { name: 'PuOr', kind: 'diverging', colorBlindSafeUpTo: 9, colors: /* @__PURE__ */ hex('7f3b08 b35806 e08214 fdb863 fee0b6 f7f7f7 d8daeb b2abd2 8073ac 542788 2d004b') },
  { name: 'PiYG', kind: 'diverging', colorBlindSafeUpTo: 9, colors: /* @__PURE__ */ hex('8e0152 c51b7d de77ae f1b6da fde0ef f7f7f7 e6f5d0 b8e186 7fbc41 4d9221 276419') },
  { name: 'RdYlBu', kind: 'diverging', colorBlindSafeUpTo: 9, colors: /* @__PURE__ */ hex('a50026 d73027 f46d43 fdae61 fee090 ffffbf e0f3f8 abd9e9 74add1 4575b4 313695') },
  { name: 'RdYlGn', kind: 'diverging', colorBlindSafeUpTo: 0, colors: /* @__PURE__ */ hex('a50026 d73027 f46d43 fdae61 fee08b ffffbf d9ef8b a6d96a 66bd63 1a9850 006837') },
  { name: 'Spectral', kind: 'diverging', colorBlindSafeUpTo: 0, colors: /* @__PURE__ */ hex('9e0142 d53e4f f46d43 fdae61 fee08b ffffbf e6f598 abdda4 66c2a5 3288bd 5e4fa2') },
  { name: 'Okabe-Ito', kind: 'qualitative', colorBlindSafeUpTo: 8, colors: /* @__PURE__ */ hex('e69f00 56b4e9 009e73 f0e442 0072b2 d55e00 cc79a7 000000') },
  { name: 'Dark2', kind: 'qualitative', colorBlindSafeUpTo: 3, colors: /* @__PURE__ */ hex('1b9e77 d95f02 7570b3 e7298a 66a61e e6ab02 a6761d 666666') },
  { name: 'Set2', kind: 'qualitative', colorBlindSafeUpTo: 3, colors: /* @__PURE__ */ hex('66c2a5 fc8d62 8da0cb e78ac3 a6d854 ffd92f e5c494 b3b3b3') },
  { name: 'Set1', kind: 'qualitative', colorBlindSafeUpTo: 0, colors: /* @__PURE__ */ hex('e41a1c 377eb8 4daf4a 984ea3 ff7f00 ffff33 a65628 f781bf 999999') },
  { name: 'Paired', kind: 'qualitative', colorBlindSafeUpTo: 4, colors: /* @__PURE__ */ hex('a6cee3 1f78b4 b2df8a 33a02c fb9a99 e31a1c fdbf6f ff7f00 cab2d6') },
];

/** A palette by name, or undefined. */
export function findPalette(name: string): NamedPalette | undefined {
  return NAMED_PALETTES.find((palette) => palette.name === name);
}

/** Whether a palette has colours for that many classes (qualitative ones are not stretched). */
export function paletteFits(palette: NamedPalette, classes: number): boolean {
  return palette.kind !== 'qualitative' || palette.colors.length >= classes;
}

/** Whether people with a colour vision deficiency tell that many classes of the palette apart. */
export function isColorBlindSafe(palette: NamedPalette, classes: number): boolean {
  return classes <= palette.colorBlindSafeUpTo;
}

/**
 * `classes` colours of a palette, reversed on request. Ordered palettes are sampled evenly
 * along their whole length, between their stored colours in CIELAB, so any count from 2 to 9
 * spans the light-to-dark (or one-end-to-other) range; qualitative ones give their first colours.
 * Throws when the name is unknown or a qualitative palette has too few colours.
 */
export function paletteColors(name: string, classes: number, reversed = false): string[] {
  const palette = findPalette(name);
  if (!palette) throw new Error(`There is no palette named "${name}".`);
  if (!paletteFits(palette, classes)) throw new Error(`The ${name} palette has ${palette.colors.length} colours, fewer than ${classes} classes.`);
  const stored = palette.colors;
  const colors = palette.kind === 'qualitative' ? stored.slice(0, classes) : Array.from({ length: classes }, (_, i) => sampleAt(stored, classes === 1 ? 0 : i / (classes - 1)));
  return reversed ? colors.reverse() : colors;
}

function sampleAt(stored: readonly string[], position: number): string {
  const at = position * (stored.length - 1);
  const below = Math.floor(at);
  const from = stored[below] as string;
  const to = stored[Math.min(stored.length - 1, below + 1)] as string;
  return at === below ? from : mixLab(from, to, at - below);
}

/**
 * A palette of the same kind that people with any of the simulated deficiencies tell apart at
 * this class count, to suggest when the chosen one fails the check; undefined when none does.
 */
export function suggestPalette(kind: PaletteKind, classes: number): NamedPalette | undefined {
  return NAMED_PALETTES.find((palette) => palette.kind === kind && isColorBlindSafe(palette, classes) && paletteFits(palette, classes) && confusedPairs(paletteColors(palette.name, classes)).length === 0);
}
