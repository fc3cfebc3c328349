import { describe, expect, it } from 'vitest';
import { ClassificationError, classBounds, classCounts, classOf, quantileOf } from './classify';
import { normalizedValues } from './normalize';
import { scalePosition, scaleValue } from './scales';

/**
 * PySAL's standard example: California employment density, 58 counties (mapclassify's
 * `load_example()`). mapclassify's FisherJenks with k=5 publishes the upper bounds
 * 75.29, 192.05, 370.5, 722.85, 4111.45 and the counts 49, 3, 4, 1, 1.
 */
const CALEMP = [
  329.92, 0.42, 5.9, 14.03, 2.78, 1.34, 181.27, 1.65, 10.03, 16.7, 1.32, 3.99, 3.16, 0.22, 8.7, 6.56, 3.27, 0.33, 370.5, 4.51, 75.29,
  0.99, 2.74, 8.68, 0.14, 0.92, 12.63, 28.7, 12.02, 722.85, 36.68, 0.74, 29.82, 192.05, 3.38, 11.15, 110.74, 4111.45, 49.47, 10.33,
  317.11, 20.47, 264.93, 66.26, 5.39, 0.13, 0.61, 50.65, 40.48, 36.67, 13.09, 1.81, 0.2, 7.6, 2.51, 57.26, 24.32, 6.97,
];

describe('natural breaks (Fisher–Jenks)', () => {
  it('gives the published breaks and counts on the California employment data', () => {
    const bounds = classBounds(CALEMP, { method: 'jenks', classes: 5 });
    expect(bounds).toEqual([0.13, 75.29, 192.05, 370.5, 722.85, 4111.45]);
    expect(classCounts(CALEMP, bounds)).toEqual([49, 3, 4, 1, 1]);
  });

  it('finds the obvious groups', () => {
    expect(classBounds([-1, 2, -1, 2, 4, 5, 6, -1, 2, -1], { method: 'jenks', classes: 3 })).toEqual([-1, -1, 2, 6]);
  });

  it('classifies 38,000 values into 9 classes whose counts add up to all of them', () => {
    const values = Array.from({ length: 38_000 }, (_, i) => Math.round(1000 * Math.exp((i % 997) / 90)));
    const bounds = classBounds(values, { method: 'jenks', classes: 9 });
    expect(bounds).toHaveLength(10);
    expect(classCounts(values, bounds).reduce((a, b) => a + b, 0)).toBe(38_000);
  });
});

describe('quantiles, equal intervals, standard deviations', () => {
  it('quantiles put about as many values in each class', () => {
    const bounds = classBounds(CALEMP, { method: 'quantile', classes: 5 });
    // Percentiles interpolated linearly between neighbours (numpy's default).
    expect(bounds.map((b) => Number(b.toFixed(3)))).toEqual([0.13, 1.464, 5.798, 13.278, 54.616, 4111.45]);
    expect(classCounts(CALEMP, bounds)).toEqual([12, 11, 12, 11, 12]);
  });

  it('equal intervals split the range evenly', () => {
    expect(classBounds([0, 10, 60, 100], { method: 'equal', classes: 4 })).toEqual([0, 25, 50, 75, 100]);
  });

  it('standard deviations centre classes one deviation wide on the mean', () => {
    // mean 5, population deviation 2
    const values = [2, 4, 4, 4, 5, 5, 7, 9];
    expect(classBounds(values, { method: 'stddev', classes: 4 })).toEqual([2, 3, 5, 7, 9]);
    // 5 classes: the mean sits in the middle of the middle class; the lowest class, up to
    // 1.5 deviations below the mean, holds the lowest value alone.
    expect(classBounds(values, { method: 'stddev', classes: 5 })).toEqual([2, 2, 4, 6, 8, 9]);
  });

  it('custom breaks keep every class, empty ones included, so colours stay with their class', () => {
    const bounds = classBounds([5, 15, 25], { method: 'custom', classes: 4, breaks: [10, 20, 1000] });
    expect(bounds).toEqual([5, 10, 20, 1000, 1000]);
    expect(classCounts([5, 15, 25], bounds)).toEqual([1, 1, 1, 0]);
  });
});

describe('edge cases', () => {
  it('all-equal values make one class holding every value', () => {
    for (const method of ['equal', 'quantile', 'jenks', 'stddev'] as const) {
      const bounds = classBounds([7, 7, 7], { method, classes: 5 });
      expect(bounds).toEqual([7, 7]);
      expect(classCounts([7, 7, 7], bounds)).toEqual([3]);
    }
  });

  it('fewer distinct values than classes give one class per value, none lost', () => {
    const values = [1, 1, 2, 3];
    for (const method of ['quantile', 'jenks'] as const) {
      const bounds = classBounds(values, { method, classes: 6 });
      expect(bounds.length - 1).toBeLessThanOrEqual(3);
      expect(classCounts(values, bounds).reduce((a, b) => a + b, 0)).toBe(4);
    }
  });

  it('skips missing and non-finite values, and has no bounds without values', () => {
    expect(classBounds([undefined, Number.NaN, 1, 3], { method: 'equal', classes: 2 })).toEqual([1, 2, 3]);
    expect(classBounds([], { method: 'jenks', classes: 3 })).toEqual([]);
    expect(classOf(5, [])).toBe(0);
  });

  it('names the problem with a class count outside 2–9 or custom breaks that do not rise', () => {
    expect(() => classBounds([1, 2], { method: 'equal', classes: 12 })).toThrow(new ClassificationError('The number of classes must be a whole number from 2 to 9; got 12.'));
    expect(() => classBounds([1, 2], { method: 'custom', classes: 3, breaks: [10, 5] })).toThrow('Breaks must rise: 10 is followed by 5.');
    expect(() => classBounds([1, 2], { method: 'custom', classes: 3, breaks: [] })).toThrow('Custom classes need at least one break value.');
  });

  it('puts values on a bound in the lower class and clamps values outside to the ends', () => {
    const bounds = [0, 10, 20];
    expect([classOf(0, bounds), classOf(10, bounds), classOf(10.5, bounds), classOf(99, bounds), classOf(-5, bounds)]).toEqual([0, 0, 1, 1, 0]);
  });
});

describe('continuous scales', () => {
  it('linear, square root and logarithmic positions', () => {
    expect(scalePosition(50, { min: 0, max: 100, scale: 'linear' })).toBe(0.5);
    expect(scalePosition(25, { min: 0, max: 100, scale: 'sqrt' })).toBe(0.5);
    expect(scalePosition(100, { min: 10, max: 1000, scale: 'log' })).toBeCloseTo(0.5);
    expect(scaleValue(0.5, { min: 10, max: 1000, scale: 'log' })).toBeCloseTo(100);
  });

  it('a diverging scale puts the midpoint in the middle and equal distances at equal strength', () => {
    const domain = { min: -10, max: 30, scale: 'linear' as const, midpoint: 0 };
    expect(scalePosition(0, domain)).toBe(0.5);
    expect(scalePosition(30, domain)).toBe(1);
    expect(scalePosition(-10, domain)).toBeCloseTo(0.5 - 10 / 60);
  });

  it('a logarithmic scale over zero or negative values is a clear error, not NaN colours', () => {
    expect(() => scalePosition(5, { min: -3, max: 10, scale: 'log' })).toThrow('A logarithmic scale needs values above 0, and the lowest value is -3. Choose a linear or square-root scale.');
  });

  it('never gives NaN, even without spread', () => {
    expect(scalePosition(4, { min: 4, max: 4, scale: 'linear' })).toBe(0);
    expect(scalePosition(Number.POSITIVE_INFINITY, { min: 0, max: 1, scale: 'sqrt' })).toBe(1);
  });
});

describe('normalisation', () => {
  it('divides by another field, and leaves rows without a usable divisor as no data', () => {
    const values = new Map<string, number | undefined>([['a', 100], ['b', 50], ['c', 10], ['d', undefined]]);
    const areas = new Map<string, number | undefined>([['a', 4], ['b', 0], ['d', 2]]);
    expect([...normalizedValues(values, areas).entries()]).toEqual([['a', 25], ['b', undefined], ['c', undefined], ['d', undefined]]);
    expect(normalizedValues(new Map([['a', 3]]), new Map([['a', 1000]]), 100_000).get('a')).toBe(300);
  });
});

describe('quantile helper', () => {
  it('interpolates between neighbours', () => {
    expect(quantileOf([1, 2, 3, 4], 0.5)).toBe(2.5);
  });
});
