import { ClassificationError } from './classify';

/** How a continuous (gradient) choropleth maps values onto its colours. */
export type ContinuousScale = 'linear' | 'log' | 'sqrt';

/** The continuous scales, in the order the admin lists them. */
export const CONTINUOUS_SCALES: readonly ContinuousScale[] = ['linear', 'sqrt', 'log'];

/** What a continuous scale needs: the data's range, and a midpoint for a diverging scale. */
export interface ScaleDomain {
  min: number;
  max: number;
  scale: ContinuousScale;
  /** Set: a diverging scale, the midpoint at the middle colour (0.5). */
  midpoint?: number | null;
}

/** A square root that keeps the sign, so negative values spread as positive ones do. */
function signedSqrt(value: number): number {
  return Math.sign(value) * Math.sqrt(Math.abs(value));
}

function transform(scale: ContinuousScale): (value: number) => number {
  if (scale === 'log') return Math.log10;
  if (scale === 'sqrt') return signedSqrt;
  return (value) => value;
}

/**
 * Checks that a scale can show the data: a logarithmic scale needs every value above zero.
 * Throws a {@link ClassificationError} naming the lowest value otherwise.
 */
export function checkScale(domain: ScaleDomain): void {
  if (domain.scale === 'log' && !(domain.min > 0)) {
    throw new ClassificationError(`A logarithmic scale needs values above 0, and the lowest value is ${domain.min}. Choose a linear or square-root scale.`);
  }
  if (domain.midpoint !== undefined && domain.midpoint !== null && domain.scale === 'log' && !(domain.midpoint > 0)) {
    throw new ClassificationError(`A logarithmic scale needs a midpoint above 0; got ${domain.midpoint}.`);
  }
}

function clamp01(value: number): number {
  return Number.isFinite(value) ? Math.max(0, Math.min(1, value)) : 0;
}

/**
 * Where a value sits on the scale, 0 (lowest colour) to 1 (highest). With a midpoint, the
 * midpoint sits at 0.5 and both sides share one extent (the farther end), so equal distances
 * from the midpoint get equally strong colours. A range without spread puts every value at 0.
 * Never NaN: values outside the range are clamped to its ends.
 */
export function scalePosition(value: number, domain: ScaleDomain): number {
  checkScale(domain);
  const f = transform(domain.scale);
  const low = f(domain.min);
  const high = f(domain.max);
  const x = f(Math.max(domain.min, Math.min(domain.max, value)));
  if (domain.midpoint !== undefined && domain.midpoint !== null) {
    const middle = f(domain.midpoint);
    const extent = Math.max(middle - low, high - middle);
    if (!(extent > 0)) return 0.5;
    return clamp01(0.5 + (x - middle) / (2 * extent));
  }
  if (!(high > low)) return 0;
  return clamp01((x - low) / (high - low));
}

/** The value at a position of the scale (the inverse of {@link scalePosition}, no midpoint). */
export function scaleValue(position: number, domain: ScaleDomain): number {
  const low = transform(domain.scale)(domain.min);
  const high = transform(domain.scale)(domain.max);
  const x = low + (high - low) * position;
  if (domain.scale === 'log') return 10 ** x;
  if (domain.scale === 'sqrt') return Math.sign(x) * x * x;
  return x;
}

/**
 * How many values fall in each of `bins` equal stretches of the scale (as the legend's colour
 * chunks show it): the legend's small histogram of a continuous scale.
 */
export function scaleHistogram(values: Iterable<number>, domain: ScaleDomain, bins: number): number[] {
  const counts = new Array<number>(bins).fill(0);
  for (const value of values) {
    const bin = Math.min(bins - 1, Math.floor(scalePosition(value, domain) * bins));
    counts[bin] = (counts[bin] ?? 0) + 1;
  }
  return counts;
}
