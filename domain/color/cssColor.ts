import { bound01 as toFraction, clamp01, colorFromHsl, hslToRgb, hsvToRgb, makeColor, rgbToHsl, rgbToHsv, type ChannelInput, type Color, type ColorFormat } from './colorSpace';
import { colorNameOf, namedColorHex } from './namedColors';

// Functional notation as tinycolor2 matched it (see `bound01` for why its quirks are kept):
// without anchors, `|` accepted as a separator, `rgba(…)`/`hsla(…)` needing all four values
// while `rgb(…)` ignores a fourth.
const UNIT = '([-+]?\\d*\\.\\d+%?|[-+]?\\d+%?)';
const SEPARATOR = '[,|\\s]+';
const THREE = `[\\s|(]+${UNIT}${SEPARATOR}${UNIT}${SEPARATOR}${UNIT}\\s*\\)?`;
const FOUR = `[\\s|(]+${UNIT}${SEPARATOR}${UNIT}${SEPARATOR}${UNIT}${SEPARATOR}${UNIT}\\s*\\)?`;

const FUNCTIONS: ReadonlyArray<{ pattern: RegExp; space: 'rgb' | 'hsl' | 'hsv' }> = [
  { pattern: new RegExp(`rgb${THREE}`), space: 'rgb' },
  { pattern: new RegExp(`rgba${FOUR}`), space: 'rgb' },
  { pattern: new RegExp(`hsl${THREE}`), space: 'hsl' },
  { pattern: new RegExp(`hsla${FOUR}`), space: 'hsl' },
  { pattern: new RegExp(`hsv${THREE}`), space: 'hsv' },
  { pattern: new RegExp(`hsva${FOUR}`), space: 'hsv' },
];

const HEX8 = /^#?([0-9a-f]{2})([0-9a-f]{2})([0-9a-f]{2})([0-9a-f]{2})$/;
const HEX6 = /^#?([0-9a-f]{2})([0-9a-f]{2})([0-9a-f]{2})$/;
const HEX4 = /^#?([0-9a-f])([0-9a-f])([0-9a-f])([0-9a-f])$/;
const HEX3 = /^#?([0-9a-f])([0-9a-f])([0-9a-f])$/;

const byte = (hex: string): number => Number.parseInt(hex, 16);

function readFunctional(text: string): Color | undefined {
  for (const { pattern, space } of FUNCTIONS) {
    const match = pattern.exec(text);
    if (!match) continue;
    const [x, y, z] = [match[1] ?? '', match[2] ?? '', match[3] ?? ''];
    const alpha: ChannelInput = match[4] ?? 1;
    if (space === 'hsl') {
      const { r, g, b } = hslToRgb(x, y, z);
      return makeColor(r, g, b, alpha, 'hsl');
    }
    if (space === 'hsv') {
      const { r, g, b } = hsvToRgb(x, y, z);
      return makeColor(r, g, b, alpha, 'hsv');
    }
    const format = x.endsWith('%') ? 'prgb' : 'rgb';
    return makeColor(toFraction(x, 255) * 255, toFraction(y, 255) * 255, toFraction(z, 255) * 255, alpha, format);
  }
  return undefined;
}

function readHex(text: string, named: boolean): Color | undefined {
  const long = HEX8.exec(text) ?? HEX6.exec(text);
  const short = long ? null : HEX4.exec(text) ?? HEX3.exec(text);
  const digits = long ? long.slice(1) : short?.slice(1).map((digit) => digit + digit);
  if (!digits) return undefined;
  const [r = '', g = '', b = '', a] = digits;
  const format: ColorFormat = named ? 'name' : a === undefined ? 'hex' : 'hex8';
  return makeColor(byte(r), byte(g), byte(b), a === undefined ? 1 : byte(a) / 255, format);
}

/**
 * Reads CSS colour text (named colours, `transparent`, hex of 3, 4, 6 or 8 digits with or
 * without hash, rgb(a), hsl(a), hsv(a)) as tinycolor2 read it; undefined when it is not a colour.
 */
export function readColor(input: string): Color | undefined {
  const text = input.trim().toLowerCase();
  if (text === 'transparent') return makeColor(0, 0, 0, 0, 'name');
  const named = namedColorHex(text);
  if (named) return readHex(named, true);
  return readFunctional(text) ?? readHex(text, false);
}

/** Opaque black: what the colour tools work on when given text that is not a colour. */
export const BLACK: Color = makeColor(0, 0, 0, 1, 'hex');

const round = Math.round;
/** Alpha as colour strings write it: two decimals. */
const shownAlpha = (color: Color): number => round(100 * color.a) / 100;

/** Two hex digits per value (rounded); one each when `short` and every pair repeats a digit. */
function hexOf(values: readonly number[], short: boolean): string {
  const pairs = values.map((value) => round(value).toString(16).padStart(2, '0'));
  if (short && pairs.every((pair) => pair[0] === pair[1])) return pairs.map((pair) => pair[0]).join('');
  return pairs.join('');
}

/** The colour's name: `transparent` when fully clear, none when translucent. */
function nameOf(color: Color): string | undefined {
  if (color.a === 0) return 'transparent';
  if (color.a < 1) return undefined;
  return colorNameOf(hexOf([color.r, color.g, color.b], false));
}

/** `#rrggbb`, or `#rgb` when `short` and every channel's digits repeat. */
export function toHexString(color: Color, short = false): string {
  return `#${hexOf([color.r, color.g, color.b], short)}`;
}

/** `rgb(r, g, b)`, or `rgba(r, g, b, a)` when translucent. */
function toRgbString(color: Color): string {
  const channels = `${round(color.r)}, ${round(color.g)}, ${round(color.b)}`;
  return color.a === 1 ? `rgb(${channels})` : `rgba(${channels}, ${shownAlpha(color)})`;
}

function toPercentageRgbString(color: Color): string {
  const percent = (channel: number): string => `${round(toFraction(channel, 255) * 100)}%`;
  const channels = `${percent(color.r)}, ${percent(color.g)}, ${percent(color.b)}`;
  return color.a === 1 ? `rgb(${channels})` : `rgba(${channels}, ${shownAlpha(color)})`;
}

function toPolarString(color: Color, space: 'hsl' | 'hsv'): string {
  const { h, s, l } = rgbToHsl(color.r, color.g, color.b);
  const third = space === 'hsl' ? l : rgbToHsv(color.r, color.g, color.b).v;
  const saturation = space === 'hsl' ? s : rgbToHsv(color.r, color.g, color.b).s;
  const values = `${round(h * 360)}, ${round(saturation * 100)}%, ${round(third * 100)}%`;
  return color.a === 1 ? `${space}(${values})` : `${space}a(${values}, ${shownAlpha(color)})`;
}

/**
 * The colour written in `format`, else in the notation it was read from (tinycolor's
 * `toString`): a translucent colour read as hex or a name comes back as `rgba(…)`, a name only
 * when the colour still has one, and `#rrggbb` otherwise.
 */
export function formatColor(color: Color, format?: ColorFormat | 'hex3' | 'hex4'): string {
  const notation = format ?? color.format;
  const translucent = color.a < 1 && color.a >= 0;
  if (!format && translucent && (notation === 'hex' || notation === 'hex8' || notation === 'name')) {
    if (notation === 'name' && color.a === 0) return 'transparent';
    return toRgbString(color);
  }
  switch (notation) {
    case 'rgb': return toRgbString(color);
    case 'prgb': return toPercentageRgbString(color);
    case 'hex': return toHexString(color);
    case 'hex3': return toHexString(color, true);
    case 'hex4': return `#${hexOf([color.r, color.g, color.b, color.a * 255], true)}`;
    case 'hex8': return `#${hexOf([color.r, color.g, color.b, color.a * 255], false)}`;
    case 'name': return nameOf(color) ?? toHexString(color);
    case 'hsl': return toPolarString(color, 'hsl');
    case 'hsv': return toPolarString(color, 'hsv');
  }
}

/**
 * The colour lightened by `amount` percentage points of HSL lightness (kept within 0..100),
 * written in the notation it was read from (see {@link formatColor}); undefined when the text
 * is not a colour.
 */
export function lightened(text: string, amount: number): string | undefined {
  const color = readColor(text);
  if (!color) return undefined;
  const { h, s, l } = rgbToHsl(color.r, color.g, color.b);
  return formatColor(colorFromHsl(h * 360, s, clamp01(l + amount / 100), color.a, color.format));
}
