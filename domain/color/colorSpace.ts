/** The notation a colour was written in; formatting without a format goes back to it. */
export type ColorFormat = 'name' | 'hex' | 'hex8' | 'rgb' | 'prgb' | 'hsl' | 'hsv';

/** A colour: channels 0..255 (fractions kept until output), alpha 0..1, and its notation. */
export interface Color {
  readonly r: number;
  readonly g: number;
  readonly b: number;
  readonly a: number;
  readonly format: ColorFormat;
}

/** A channel value as written: a number, or text such as `"50%"` or `"0.5"`. */
export type ChannelInput = number | string;

function isPercentage(value: ChannelInput): boolean {
  return typeof value === 'string' && value.includes('%');
}

/**
 * Brings a value in 0..max (or a percentage) to 0..1. As tinycolor2 did: text `"1.0"` means
 * 100%, a percentage keeps two decimals (truncated), and values are clamped, never wrapped.
 * This module keeps tinycolor2's arithmetic, quirks included, on purpose: saved options,
 * palettes and the admin's colour tools must give the same colours as before it was dropped.
 */
export function bound01(value: ChannelInput, max: number): number {
  let input = value;
  if (typeof input === 'string' && input.includes('.') && Number.parseFloat(input) === 1) input = '100%';
  let n = Math.min(max, Math.max(0, typeof input === 'number' ? input : Number.parseFloat(input)));
  if (isPercentage(input)) n = Number.parseInt(String(n * max), 10) / 100;
  if (Math.abs(n - max) < 0.000001) return 1;
  return (n % max) / max;
}

/** A fraction kept in 0..1. */
export function clamp01(value: number): number {
  return Math.min(1, Math.max(0, value));
}

/** Saturation, lightness and value: fractions (0..1) become percentages, as tinycolor read them. */
function asPercentage(value: ChannelInput): ChannelInput {
  const n = Number(value);
  return n <= 1 ? `${n * 100}%` : value;
}

/** An alpha outside 0..1, or unreadable, is opaque. */
function boundAlpha(value: ChannelInput): number {
  const a = typeof value === 'number' ? value : Number.parseFloat(value);
  return Number.isNaN(a) || a < 0 || a > 1 ? 1 : a;
}

/** A colour from channels already in 0..255; channels under 1 are rounded, as tinycolor did. */
export function makeColor(r: number, g: number, b: number, a: ChannelInput, format: ColorFormat): Color {
  const channel = (value: number): number => {
    const clamped = Math.min(255, Math.max(value, 0));
    return clamped < 1 ? Math.round(clamped) : clamped;
  };
  return { r: channel(r), g: channel(g), b: channel(b), a: boundAlpha(a), format };
}

/** Hue 0..1, saturation and lightness 0..1 of red, green, blue 0..255. */
export function rgbToHsl(r: number, g: number, b: number): { h: number; s: number; l: number } {
  const [rr, gg, bb] = [bound01(r, 255), bound01(g, 255), bound01(b, 255)];
  const max = Math.max(rr, gg, bb);
  const min = Math.min(rr, gg, bb);
  const l = (max + min) / 2;
  if (max === min) return { h: 0, s: 0, l };
  const d = max - min;
  const s = l > 0.5 ? d / (2 - max - min) : d / (max + min);
  return { h: hueOf(rr, gg, bb, max, d), s, l };
}

/** Hue 0..1, saturation and value 0..1 of red, green, blue 0..255. */
export function rgbToHsv(r: number, g: number, b: number): { h: number; s: number; v: number } {
  const [rr, gg, bb] = [bound01(r, 255), bound01(g, 255), bound01(b, 255)];
  const max = Math.max(rr, gg, bb);
  const d = max - Math.min(rr, gg, bb);
  const s = max === 0 ? 0 : d / max;
  return { h: d === 0 ? 0 : hueOf(rr, gg, bb, max, d), s, v: max };
}

function hueOf(r: number, g: number, b: number, max: number, d: number): number {
  if (max === r) return ((g - b) / d + (g < b ? 6 : 0)) / 6;
  if (max === g) return ((b - r) / d + 2) / 6;
  return ((r - g) / d + 4) / 6;
}

function hueToChannel(p: number, q: number, hue: number): number {
  let t = hue;
  if (t < 0) t += 1;
  if (t > 1) t -= 1;
  if (t < 1 / 6) return p + (q - p) * 6 * t;
  if (t < 1 / 2) return q;
  if (t < 2 / 3) return p + (q - p) * (2 / 3 - t) * 6;
  return p;
}

/** Red, green, blue 0..255 of hue (degrees) and saturation, lightness (percent or fraction text). */
export function hslToRgb(hue: ChannelInput, saturation: ChannelInput, lightness: ChannelInput): { r: number; g: number; b: number } {
  const h = bound01(hue, 360);
  const s = bound01(asPercentage(saturation), 100);
  const l = bound01(asPercentage(lightness), 100);
  if (s === 0) return { r: l * 255, g: l * 255, b: l * 255 };
  const q = l < 0.5 ? l * (1 + s) : l + s - l * s;
  const p = 2 * l - q;
  return { r: hueToChannel(p, q, h + 1 / 3) * 255, g: hueToChannel(p, q, h) * 255, b: hueToChannel(p, q, h - 1 / 3) * 255 };
}

/** Red, green, blue 0..255 of hue (degrees) and saturation, value (percent or fraction text). */
export function hsvToRgb(hue: ChannelInput, saturation: ChannelInput, value: ChannelInput): { r: number; g: number; b: number } {
  const h = bound01(hue, 360) * 6;
  const s = bound01(asPercentage(saturation), 100);
  const v = bound01(asPercentage(value), 100);
  const i = Math.floor(h);
  const f = h - i;
  const p = v * (1 - s);
  const q = v * (1 - f * s);
  const t = v * (1 - (1 - f) * s);
  const sector = i % 6;
  const r = [v, q, p, p, t, v][sector] ?? v;
  const g = [t, v, v, q, p, p][sector] ?? t;
  const b = [p, p, t, v, v, q][sector] ?? p;
  return { r: r * 255, g: g * 255, b: b * 255 };
}

/** A colour of hue (degrees), saturation and lightness (fractions 0..1) and alpha. */
export function colorFromHsl(h: number, s: number, l: number, a: number, format: ColorFormat): Color {
  const { r, g, b } = hslToRgb(h, s, l);
  return makeColor(r, g, b, a, format);
}

/** A colour of hue (degrees), saturation and value (fractions 0..1) and alpha. */
export function colorFromHsv(h: number, s: number, v: number, a: number, format: ColorFormat): Color {
  const { r, g, b } = hsvToRgb(h, s, v);
  return makeColor(r, g, b, a, format);
}
