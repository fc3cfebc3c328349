import { readColor } from './cssColor';

/** A colour in CIELAB (D65): lightness 0..100 and the two opponent axes. */
export interface LabColor {
  l: number;
  a: number;
  b: number;
}

/** sRGB channels 0..255. */
export interface RgbTriple {
  r: number;
  g: number;
  b: number;
}

const WHITE = { x: 0.95047, y: 1, z: 1.08883 };

/** An sRGB channel (0..255) as linear light (0..1). */
export function toLinear(channel: number): number {
  const c = channel / 255;
  return c <= 0.04045 ? c / 12.92 : ((c + 0.055) / 1.055) ** 2.4;
}

/** Linear light (0..1) as an sRGB channel (0..255), clamped. */
export function fromLinear(value: number): number {
  const v = Math.max(0, Math.min(1, value));
  return 255 * (v <= 0.0031308 ? 12.92 * v : 1.055 * v ** (1 / 2.4) - 0.055);
}

function labF(t: number): number {
  return t > 216 / 24389 ? Math.cbrt(t) : (t * 24389) / 27 / 116 + 16 / 116;
}

function labFInverse(t: number): number {
  return t ** 3 > 216 / 24389 ? t ** 3 : (116 * t - 16) / (24389 / 27);
}

/** sRGB to CIELAB. */
export function rgbToLab({ r, g, b }: RgbTriple): LabColor {
  const [lr, lg, lb] = [toLinear(r), toLinear(g), toLinear(b)];
  const x = (0.4124564 * lr + 0.3575761 * lg + 0.1804375 * lb) / WHITE.x;
  const y = (0.2126729 * lr + 0.7151522 * lg + 0.072175 * lb) / WHITE.y;
  const z = (0.0193339 * lr + 0.119192 * lg + 0.9503041 * lb) / WHITE.z;
  const [fx, fy, fz] = [labF(x), labF(y), labF(z)];
  return { l: 116 * fy - 16, a: 500 * (fx - fy), b: 200 * (fy - fz) };
}

/** CIELAB to sRGB (channels clamped to the sRGB gamut). */
function labToRgb({ l, a, b }: LabColor): RgbTriple {
  const fy = (l + 16) / 116;
  const x = labFInverse(fy + a / 500) * WHITE.x;
  const y = labFInverse(fy) * WHITE.y;
  const z = labFInverse(fy - b / 200) * WHITE.z;
  return {
    r: fromLinear(3.2404542 * x - 1.5371385 * y - 0.4985314 * z),
    g: fromLinear(-0.969266 * x + 1.8760108 * y + 0.041556 * z),
    b: fromLinear(0.0556434 * x - 0.2040259 * y + 1.0572252 * z),
  };
}

function hex2(channel: number): string {
  return Math.round(Math.max(0, Math.min(255, channel))).toString(16).padStart(2, '0');
}

/** `#rrggbb` of sRGB channels. */
export function rgbHex({ r, g, b }: RgbTriple): string {
  return `#${hex2(r)}${hex2(g)}${hex2(b)}`;
}

/** The CIELAB colour of CSS colour text; black when the text is not a colour. */
export function labOf(color: string): LabColor {
  const parsed = readColor(color);
  return rgbToLab(parsed ? { r: parsed.r, g: parsed.g, b: parsed.b } : { r: 0, g: 0, b: 0 });
}

/** `#rrggbb` of a CIELAB colour. */
export function labHex(lab: LabColor): string {
  return rgbHex(labToRgb(lab));
}

/** Mixes two colours in CIELAB (perceptually even steps); `weight` 0 gives `from`. */
export function mixLab(from: string, to: string, weight: number): string {
  const a = labOf(from);
  const b = labOf(to);
  return labHex({ l: a.l + (b.l - a.l) * weight, a: a.a + (b.a - a.a) * weight, b: a.b + (b.b - a.b) * weight });
}

const RAD = Math.PI / 180;

function hueAngle(b: number, a: number): number {
  if (a === 0 && b === 0) return 0;
  const angle = Math.atan2(b, a) / RAD;
  return angle < 0 ? angle + 360 : angle;
}

function meanHue(h1: number, h2: number, c1: number, c2: number): number {
  if (c1 * c2 === 0) return h1 + h2;
  if (Math.abs(h1 - h2) <= 180) return (h1 + h2) / 2;
  return h1 + h2 < 360 ? (h1 + h2 + 360) / 2 : (h1 + h2 - 360) / 2;
}

function hueDifference(h1: number, h2: number, c1: number, c2: number): number {
  if (c1 * c2 === 0) return 0;
  const d = h2 - h1;
  if (Math.abs(d) <= 180) return d;
  return d > 180 ? d - 360 : d + 360;
}

/**
 * The CIEDE2000 colour difference of two CIELAB colours (Sharma, Wu and Dalal, 2005): about 1
 * is the smallest difference most people notice side by side; map classes need several times that.
 */
export function deltaE2000(x: LabColor, y: LabColor): number {
  const c1 = Math.hypot(x.a, x.b);
  const c2 = Math.hypot(y.a, y.b);
  const cMean7 = ((c1 + c2) / 2) ** 7;
  const g = 0.5 * (1 - Math.sqrt(cMean7 / (cMean7 + 25 ** 7)));
  const a1 = x.a * (1 + g);
  const a2 = y.a * (1 + g);
  const cp1 = Math.hypot(a1, x.b);
  const cp2 = Math.hypot(a2, y.b);
  const h1 = hueAngle(x.b, a1);
  const h2 = hueAngle(y.b, a2);
  const dL = y.l - x.l;
  const dC = cp2 - cp1;
  const dH = 2 * Math.sqrt(cp1 * cp2) * Math.sin((hueDifference(h1, h2, cp1, cp2) / 2) * RAD);
  const lMean = (x.l + y.l) / 2;
  const cMean = (cp1 + cp2) / 2;
  const hMean = meanHue(h1, h2, cp1, cp2);
  const t = 1 - 0.17 * Math.cos((hMean - 30) * RAD) + 0.24 * Math.cos(2 * hMean * RAD) + 0.32 * Math.cos((3 * hMean + 6) * RAD) - 0.2 * Math.cos((4 * hMean - 63) * RAD);
  const sl = 1 + (0.015 * (lMean - 50) ** 2) / Math.sqrt(20 + (lMean - 50) ** 2);
  const sc = 1 + 0.045 * cMean;
  const sh = 1 + 0.015 * cMean * t;
  const cMeanP7 = cMean ** 7;
  const rt = -2 * Math.sqrt(cMeanP7 / (cMeanP7 + 25 ** 7)) * Math.sin(60 * Math.exp(-(((hMean - 275) / 25) ** 2)) * RAD);
  return Math.sqrt((dL / sl) ** 2 + (dC / sc) ** 2 + (dH / sh) ** 2 + rt * (dC / sc) * (dH / sh));
}

/** {@link deltaE2000} of two CSS colours. */
export function colorDifference(a: string, b: string): number {
  return deltaE2000(labOf(a), labOf(b));
}
