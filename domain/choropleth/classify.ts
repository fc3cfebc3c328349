import { naturalBreaks } from './ckmeans';

/** How values are split into classes. */
export type ClassMethod = 'equal' | 'quantile' | 'jenks' | 'stddev' | 'custom';

/** Every classification method, in the order the admin lists them. */
export const CLASS_METHODS: readonly ClassMethod[] = ['quantile', 'jenks', 'equal', 'stddev', 'custom'];

/** The fewest and most classes a classified choropleth may have. */
export const MIN_CLASSES = 2;
export const MAX_CLASSES = 9;

/** A classification that cannot be made as asked; the message names the problem. */
export class ClassificationError extends Error {
  constructor(message: string) {
    super(message);
    this.name = 'ClassificationError';
  }
}

/**
 * Class bounds, lowest first: `bounds[0]` is the lowest value and `bounds[k]` the highest; class
 * `i` holds the values above `bounds[i]` up to and including `bounds[i + 1]` (the first class
 * holds its lower bound too). A class count below the one asked for means the data could not
 * fill more (all values equal, fewer distinct values than classes, ties at a quantile).
 */
export type ClassBounds = number[];

/** What a classification needs besides the values. */
export interface ClassifyRequest {
  method: ClassMethod;
  classes: number;
  /** The inner breaks of the `custom` method, ascending. */
  breaks?: readonly number[];
}

function checkClassCount(classes: number): void {
  if (!Number.isInteger(classes) || classes < MIN_CLASSES || classes > MAX_CLASSES) {
    throw new ClassificationError(`The number of classes must be a whole number from ${MIN_CLASSES} to ${MAX_CLASSES}; got ${classes}.`);
  }
}

/** The finite values, ascending, in a typed array (sorts numerically and fast). */
export function sortedFinite(values: Iterable<number | undefined>): Float64Array {
  // Arrays and typed arrays fill a buffer of their length: no growing list, one copy.
  if (Array.isArray(values) || ArrayBuffer.isView(values)) {
    const list = values as ArrayLike<number | undefined>;
    const kept = new Float64Array(list.length);
    let count = 0;
    for (let i = 0; i < list.length; i += 1) {
      const value = list[i];
      if (value !== undefined && Number.isFinite(value)) kept[count++] = value;
    }
    return kept.subarray(0, count).sort();
  }
  const kept: number[] = [];
  for (const value of values) if (value !== undefined && Number.isFinite(value)) kept.push(value);
  return Float64Array.from(kept).sort();
}

function distinctCount(sorted: Float64Array, atMost: number): number {
  let count = sorted.length > 0 ? 1 : 0;
  for (let i = 1; i < sorted.length && count < atMost; i += 1) if (sorted[i] !== sorted[i - 1]) count += 1;
  return count;
}

/**
 * Bounds from inner breaks: drops breaks outside the data and repeated ones. A first break at
 * the lowest value stays: that class holds the lowest value alone (many zeros, say).
 */
function boundsFrom(min: number, inner: readonly number[], max: number): ClassBounds {
  const bounds = [min];
  for (const value of inner) {
    const rises = value > (bounds.at(-1) as number) || (bounds.length === 1 && value === min);
    if (rises && value < max) bounds.push(value);
  }
  bounds.push(max);
  return bounds;
}

/** The value at quantile p of sorted values, interpolated linearly between neighbours. */
export function quantileOf(sorted: ArrayLike<number>, p: number): number {
  const at = (sorted.length - 1) * p;
  const below = Math.floor(at);
  const low = sorted[below] as number;
  const high = sorted[Math.min(sorted.length - 1, below + 1)] as number;
  return low + (high - low) * (at - below);
}

function meanAndDeviation(sorted: Float64Array): { mean: number; deviation: number } {
  let sum = 0;
  for (const value of sorted) sum += value;
  const mean = sum / sorted.length;
  let squares = 0;
  for (const value of sorted) squares += (value - mean) ** 2;
  return { mean, deviation: Math.sqrt(squares / sorted.length) };
}

function innerBreaks(sorted: Float64Array, request: ClassifyRequest, classes: number): number[] {
  const min = sorted[0] as number;
  const max = sorted[sorted.length - 1] as number;
  const steps = Array.from({ length: classes - 1 }, (_, i) => i + 1);
  switch (request.method) {
    case 'equal':
      return steps.map((i) => min + ((max - min) * i) / classes);
    case 'quantile':
      return steps.map((i) => quantileOf(sorted, i / classes));
    case 'stddev': {
      // Classes one standard deviation wide, centred on the mean (an odd count puts the mean
      // in the middle of the middle class).
      const { mean, deviation } = meanAndDeviation(sorted);
      return steps.map((i) => mean + (i - classes / 2) * deviation);
    }
    case 'jenks':
      return naturalBreaks(sorted, classes);
    case 'custom':
      return [...(request.breaks ?? [])];
  }
}

function checkCustomBreaks(breaks: readonly number[] | undefined): void {
  if (!breaks || breaks.length === 0) throw new ClassificationError('Custom classes need at least one break value.');
  if (breaks.length > MAX_CLASSES - 1) throw new ClassificationError(`Custom classes take at most ${MAX_CLASSES - 1} break values; got ${breaks.length}.`);
  breaks.forEach((value, i) => {
    if (!Number.isFinite(value)) throw new ClassificationError(`Break ${i + 1} is not a number.`);
    const before = breaks[i - 1];
    if (before !== undefined && value <= before) throw new ClassificationError(`Breaks must rise: ${before} is followed by ${value}.`);
  });
}

/**
 * Splits the values into classes by one method. Non-finite values are left out (they are the
 * no-data class). Asking for more classes than the data has distinct values gives fewer
 * classes, never empty or repeated ones; no values gives no bounds.
 */
export function classBounds(values: Iterable<number | undefined>, request: ClassifyRequest): ClassBounds {
  return sortedClassBounds(sortedFinite(values), request);
}

/**
 * {@link classBounds} of values already finite and ascending (from {@link sortedFinite}), so a
 * caller that counts the classes too sorts once.
 */
export function sortedClassBounds(sorted: Float64Array, request: ClassifyRequest): ClassBounds {
  if (request.method === 'custom') checkCustomBreaks(request.breaks);
  else checkClassCount(request.classes);
  if (sorted.length === 0) return [];
  const min = sorted[0] as number;
  const max = sorted[sorted.length - 1] as number;
  if (request.method === 'custom') {
    // The admin's breaks hold whatever the data does: a class the data leaves empty stays, so
    // each class keeps its colour.
    const breaks = request.breaks as readonly number[];
    return [Math.min(min, breaks[0] as number), ...breaks, Math.max(max, breaks.at(-1) as number)];
  }
  if (min === max) return [min, max];
  const classes = distinctCount(sorted, request.classes);
  return boundsFrom(min, innerBreaks(sorted, request, classes), max);
}

/** The class (0-based) of a value: the first whose upper bound holds it; clamped to the ends. */
export function classOf(value: number, bounds: ClassBounds): number {
  const last = bounds.length - 2;
  if (last < 0) return 0;
  let low = 0;
  let high = last;
  while (low < high) {
    const mid = (low + high) >> 1;
    if (value <= (bounds[mid + 1] as number)) high = mid;
    else low = mid + 1;
  }
  return low;
}

/** How many of the values fall in each class. */
export function classCounts(values: Iterable<number | undefined>, bounds: ClassBounds): number[] {
  const counts = new Array<number>(Math.max(0, bounds.length - 1)).fill(0);
  if (counts.length === 0) return counts;
  for (const value of values) {
    if (value === undefined || !Number.isFinite(value)) continue;
    const index = classOf(value, bounds);
    counts[index] = (counts[index] ?? 0) + 1;
  }
  return counts;
}

/**
 * {@link classCounts} of values already finite and ascending: one walk, the class moving up as
 * the values pass its upper bound (the same classes {@link classOf} gives).
 */
export function sortedClassCounts(sorted: ArrayLike<number>, bounds: ClassBounds): number[] {
  const counts = new Array<number>(Math.max(0, bounds.length - 1)).fill(0);
  const last = counts.length - 1;
  if (last < 0) return counts;
  let index = 0;
  for (let i = 0; i < sorted.length; i += 1) {
    const value = sorted[i] as number;
    while (index < last && value > (bounds[index + 1] as number)) index += 1;
    counts[index] = (counts[index] as number) + 1;
  }
  return counts;
}
