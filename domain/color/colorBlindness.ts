import { readColor } from './cssColor';
import { deltaE2000, fromLinear, rgbHex, rgbToLab, toLinear, type LabColor, type RgbTriple } from './lab';

/** The colour vision deficiencies the admin previews: the full (dichromat) forms. */
export type ColorVision = 'protanopia' | 'deuteranopia' | 'tritanopia';

/** The previewed deficiencies, in the order the admin shows them. */
export const COLOR_VISIONS: readonly ColorVision[] = ['protanopia', 'deuteranopia', 'tritanopia'];

type Matrix = readonly [number, number, number, number, number, number, number, number, number];

/**
 * Machado, Oliveira and Fernandes (2009), "A Physiologically-based Model for Simulation of Color
 * Vision Deficiency": the matrices for severity 1.0, applied to linear RGB.
 */
const MACHADO_2009: Record<ColorVision, Matrix> = {
  protanopia: [0.152286, 1.052583, -0.204868, 0.114503, 0.786281, 0.099216, -0.003882, -0.048116, 1.051998],
  deuteranopia: [0.367322, 0.860646, -0.227968, 0.280085, 0.672501, 0.047413, -0.01182, 0.04294, 0.968881],
  tritanopia: [1.255528, -0.076749, -0.178779, -0.078411, 0.930809, 0.147602, 0.004733, 0.691367, 0.3039],
};

/** How a person with the deficiency sees an sRGB colour. */
export function simulateRgb(color: RgbTriple, vision: ColorVision): RgbTriple {
  const m = MACHADO_2009[vision];
  const r = toLinear(color.r);
  const g = toLinear(color.g);
  const b = toLinear(color.b);
  return {
    r: fromLinear(m[0] * r + m[1] * g + m[2] * b),
    g: fromLinear(m[3] * r + m[4] * g + m[5] * b),
    b: fromLinear(m[6] * r + m[7] * g + m[8] * b),
  };
}

function rgbOf(color: string): RgbTriple {
  const parsed = readColor(color);
  return parsed ? { r: parsed.r, g: parsed.g, b: parsed.b } : { r: 0, g: 0, b: 0 };
}

/** {@link simulateRgb} for CSS colour text, as `#rrggbb`. */
export function simulateColor(color: string, vision: ColorVision): string {
  return rgbHex(simulateRgb(rgbOf(color), vision));
}

/**
 * Below this CIEDE2000 difference two map classes are taken as indistinguishable: small areas
 * side by side on a map need more than the ΔE of about 1 that swatches do.
 */
export const DISTINGUISHABLE_DELTA_E = 5;

/** Two classes that look alike to a person with a deficiency. */
export interface ConfusedPair {
  vision: ColorVision;
  /** Indexes of the two classes, lower first. */
  first: number;
  second: number;
  /** Their CIEDE2000 difference as that person sees them. */
  deltaE: number;
}

/**
 * The pairs of classes that normal vision tells apart but a deficiency does not (ΔE under
 * {@link DISTINGUISHABLE_DELTA_E}). Every pair is compared, not only neighbours: any two
 * classes of a map may sit side by side.
 */
export function confusedPairs(colors: readonly string[], threshold = DISTINGUISHABLE_DELTA_E): ConfusedPair[] {
  const seen = colors.map((color) => rgbToLab(rgbOf(color)));
  const pairs: ConfusedPair[] = [];
  for (const vision of COLOR_VISIONS) {
    const simulated = colors.map((color) => rgbToLab(simulateRgb(rgbOf(color), vision)));
    for (let i = 0; i < colors.length; i += 1) {
      for (let j = i + 1; j < colors.length; j += 1) {
        if (deltaE2000(seen[i] as LabColor, seen[j] as LabColor) < threshold) continue;
        const deltaE = deltaE2000(simulated[i] as LabColor, simulated[j] as LabColor);
        if (deltaE < threshold) pairs.push({ vision, first: i, second: j, deltaE });
      }
    }
  }
  return pairs;
}
