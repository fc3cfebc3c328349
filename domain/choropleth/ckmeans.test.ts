import { describe, expect, it } from 'vitest';
import type { ClassesOptions } from '../map/optionTypes/choroplethOptions';
import { classify } from './classes';
import { classBounds, classCounts, classOf } from './classify';
import { naturalBreaks } from './ckmeans';

/** A seeded generator (mulberry32), so a failing case can be replayed. */
function seededRandom(seed: number): () => number {
  let state = seed >>> 0;
  return () => {
    state = (state + 0x6d2b79f5) >>> 0;
    let t = state;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
}

function sumOfSquares(values: readonly number[]): number {
  const mean = values.reduce((a, b) => a + b, 0) / values.length;
  return values.reduce((total, value) => total + (value - mean) ** 2, 0);
}

/**
 * The textbook Fisher–Jenks programme, O(k·n²) over every value (no ties merged, no divide and
 * conquer): the plain statement of "least within-class squares", to hold the fast one to.
 */
function plainJenksBreaks(sorted: readonly number[], classes: number): number[] {
  const n = sorted.length;
  const cost = (from: number, to: number): number => sumOfSquares(sorted.slice(from, to + 1));
  const best: number[][] = [sorted.map((_, i) => cost(0, i))];
  const split: number[][] = [sorted.map(() => 0)];
  for (let q = 1; q < classes; q += 1) {
    best.push([]);
    split.push([]);
    for (let i = 0; i < n; i += 1) {
      let least = Infinity;
      let at = q;
      for (let j = q; j <= i; j += 1) {
        const total = (best[q - 1]?.[j - 1] ?? 0) + cost(j, i);
        if (total < least) {
          least = total;
          at = j;
        }
      }
      best[q]?.push(least);
      split[q]?.push(at);
    }
  }
  const breaks: number[] = [];
  let right = n - 1;
  for (let q = classes - 1; q >= 1; q -= 1) {
    const start = split[q]?.[right] ?? 0;
    breaks.unshift(sorted[start - 1] as number);
    right = start - 1;
  }
  return breaks;
}

/** The within-class squares of the classes the bounds give, as a visitor's map colours them. */
function classifiedSquares(values: readonly number[], bounds: number[]): number {
  const groups = new Map<number, number[]>();
  for (const value of values) {
    const index = classOf(value, bounds);
    groups.set(index, [...(groups.get(index) ?? []), value]);
  }
  return [...groups.values()].reduce((total, group) => total + sumOfSquares(group), 0);
}

/** Every choice of `size` items of `items`, in order. */
function* choices(items: readonly number[], size: number, from = 0): Generator<number[]> {
  if (size === 0) {
    yield [];
    return;
  }
  for (let i = from; i <= items.length - size; i += 1) for (const rest of choices(items, size - 1, i + 1)) yield [items[i] as number, ...rest];
}

describe('natural breaks: the fast programme against plain ones', () => {
  it('gives exactly the breaks of the textbook O(k·n²) programme on random skewed values', () => {
    const random = seededRandom(48);
    for (let trial = 0; trial < 60; trial += 1) {
      const n = 10 + Math.floor(random() * 150);
      const classes = 2 + Math.floor(random() * 8);
      const values = Array.from({ length: n }, () => Math.exp(random() * 12));
      const sorted = [...values].sort((a, b) => a - b);
      expect(naturalBreaks(Float64Array.from(sorted), classes), `trial ${trial}`).toEqual(plainJenksBreaks(sorted, classes));
    }
  });

  it('finds the least within-class squares of every possible set of breaks, ties and negatives included', () => {
    const random = seededRandom(7);
    for (let trial = 0; trial < 200; trial += 1) {
      const values = Array.from({ length: 4 + Math.floor(random() * 12) }, () => Math.floor(random() * 9) - 3);
      const distinct = [...new Set(values)].sort((a, b) => a - b);
      const classes = 2 + Math.floor(random() * 3);
      if (distinct.length <= classes) continue;
      let least = Infinity;
      for (const inner of choices(distinct.slice(0, -1), classes - 1)) {
        least = Math.min(least, classifiedSquares(values, [distinct[0] as number, ...inner, distinct.at(-1) as number]));
      }
      const bounds = classBounds(values, { method: 'jenks', classes });
      expect(bounds, `values ${values.join(',')} in ${classes}`).toHaveLength(classes + 1);
      expect(classifiedSquares(values, bounds)).toBeCloseTo(least, 9);
    }
  });

  it('makes every distinct value but the highest a break when there are no more of them than classes', () => {
    expect(naturalBreaks(Float64Array.from([1, 1, 4, 9, 9]), 3)).toEqual([1, 4]);
    expect(naturalBreaks(Float64Array.from([2, 2, 2]), 3)).toEqual([]);
  });
});

describe('classify: one sort for bounds and counts', () => {
  it('counts each class as classCounts does, for every method, with no-data values left out', () => {
    const random = seededRandom(3141);
    const values = Array.from({ length: 5000 }, (_, i) => (i % 97 === 0 ? undefined : Math.round(10 ** (random() * 6))));
    values.push(Number.NaN, Infinity);
    for (const method of ['quantile', 'jenks', 'equal', 'stddev'] as const) {
      const classification = classify(values, { method, count: 7, palette: 'YlOrRd', reversed: false, breaks: [] });
      expect(classification.counts, method).toEqual(classCounts(values, classification.bounds));
      expect(classification.counts.reduce((a, b) => a + b, 0)).toBe(5000 - Math.ceil(5000 / 97));
    }
  });

  it('classifies the values of a typed array as those of a list (the worker passes one)', () => {
    const values = Array.from({ length: 400 }, (_, i) => (i * 7919) % 1009);
    const options: ClassesOptions = { method: 'jenks', count: 5, palette: 'Blues', reversed: false, breaks: [] };
    expect(classify(Float64Array.from(values), options)).toEqual(classify(values, options));
  });
});
