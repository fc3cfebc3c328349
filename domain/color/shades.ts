import { labHex, labOf } from './lab';

/** The lightness of the lightest shade, in CIELAB: a tint that still shows its hue on white. */
const LIGHTEST_SHADE_LIGHTNESS = 95;

/**
 * `count` shades of one colour, lightest first and the colour itself last, evenly spaced in
 * CIELAB lightness (the hue kept, the chroma growing towards the colour's own): the steps look
 * equal, none is darker than the chosen colour, and none wraps round to black. A colour lighter
 * than the lightest tint gives shades from it down, as evenly, to half its lightness.
 */
export function shades(color: string, count: number): string[] {
  const base = labOf(color);
  if (count <= 1) return [labHex(base)];
  const lightest = Math.max(LIGHTEST_SHADE_LIGHTNESS, base.l);
  const darkest = base.l >= LIGHTEST_SHADE_LIGHTNESS - 10 ? base.l / 2 : base.l;
  const darkestShade = darkest === base.l ? base : { l: darkest, a: base.a, b: base.b };
  return Array.from({ length: count }, (_, i) => {
    const weight = i / (count - 1);
    return labHex({
      l: lightest + (darkestShade.l - lightest) * weight,
      a: darkestShade.a * (0.15 + 0.85 * weight),
      b: darkestShade.b * (0.15 + 0.85 * weight),
    });
  });
}
