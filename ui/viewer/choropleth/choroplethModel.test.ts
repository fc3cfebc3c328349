import { describe, expect, it } from 'vitest';
import { defaultMapOptions, type ChoroplethOptions } from '../../../domain/index';
import { fieldVariants, planChoropleth, planMarkerBubbles, regionValues, shownValues } from './choroplethModel';

function choropleth(patch: Partial<ChoroplethOptions> = {}): ChoroplethOptions {
  return { ...defaultMapOptions(1).choropleth, on: true, sourceField: 'population', ...patch };
}

describe('regionValues', () => {
  it('reads the regions table first, then per-region option data, and marks the rest as no data', () => {
    const values = regionValues('regions', 'population', {
      regionIds: ['a', 'b', 'c', 'd'],
      regionRows: new Map([['a', { id: 'a', population: '10' }], ['b', { id: 'b', population: '' }]]),
      optionRegions: { b: { data: { population: 20 } }, c: { disabled: true } },
    });
    expect([...values]).toEqual([['a', 10], ['b', 20], ['c', undefined], ['d', undefined]]);
  });

  it('adds up linked records for the database source', () => {
    const records = [
      { id: 1, sales: 5, regions: [{ id: 'a', title: 'A' }] },
      { id: 2, sales: 7, regions: [{ id: 'a', title: 'A' }] },
    ];
    expect([...regionValues('database', 'sales', { regionIds: ['a', 'b'], records })]).toEqual([['a', 12], ['b', undefined]]);
  });
});

describe('planChoropleth', () => {
  it('recomputes min and max from the values so the extremes get the end colours', () => {
    const plan = planChoropleth(choropleth(), new Map([['lo', 3], ['hi', 9], ['none', undefined]]));
    expect(plan.range).toEqual({ min: 3, max: 9, maxAdjusted: 6 });
    expect(plan.colors.get('lo')).toBe('#550000');
    expect(plan.colors.get('hi')).toBe('#ee0000');
    expect(plan.colors.get('none')).toBe('#999999');
    expect(plan.bubbles.size).toBe(0);
    expect(plan.legend.mode === 'gradient' && plan.legend.labels).toEqual(['4.20', '5.40', '6.60', '7.80']);
  });

  it('recomputes the range when the data changes', () => {
    const before = planChoropleth(choropleth(), new Map([['a', 1], ['b', 2]]));
    const after = planChoropleth(choropleth(), new Map([['a', 1], ['b', 200]]));
    expect(before.colors.get('b')).toBe('#ee0000');
    expect(after.colors.get('b')).toBe('#ee0000');
    expect(after.colors.get('a')).toBe('#550000');
    expect(after.range.max).toBe(200);
  });

  it('draws bubbles sized 20..40 in bubble mode and leaves the region fills alone', () => {
    const plan = planChoropleth(choropleth({ bubbleMode: true }), new Map([['lo', 0], ['mid', 5], ['hi', 10], ['none', undefined]]));
    expect(plan.bubbles.get('lo')).toEqual({ size: 20, color: '#550000', value: 0 });
    expect(plan.bubbles.get('mid')?.size).toBe(30);
    expect(plan.bubbles.get('hi')?.size).toBe(40);
    expect(plan.bubbles.has('none')).toBe(false);
    expect([...plan.colors.values()].every((color) => color === null)).toBe(true);
  });
});

describe('fieldVariants', () => {
  it('offers the variants, with the configured field first when it is not among them', () => {
    expect(fieldVariants(choropleth({ sourceFieldSelect: { on: true, variants: ['income', ' ', 'area'] } }))).toEqual(['population', 'income', 'area']);
    expect(fieldVariants(choropleth({ sourceFieldSelect: { on: true, variants: ['income', 'population'] } }))).toEqual(['income', 'population']);
  });
});

describe('planMarkerBubbles', () => {
  const records = [
    { id: 1, sales: 10, location: {} },
    { id: 2, sales: '30', location: {} },
    { id: 3, sales: '', location: {} },
    { id: 4, sales: 20 },
  ];
  const markerId = (record: { id?: unknown; location?: unknown }) => (record.location ? `record_${String(record.id)}` : null);

  it('sizes one bubble per located record with a value, smallest to largest over their range', () => {
    const bubbles = planMarkerBubbles(choropleth({ source: 'database', bubbleMode: true, sourceField: 'sales' }), records, markerId);
    expect([...bubbles.keys()]).toEqual(['record_1', 'record_2']);
    expect(bubbles.get('record_1')?.size).toBe(20);
    expect(bubbles.get('record_2')?.size).toBe(40);
    expect(bubbles.get('record_1')?.color).toBe('#550000');
    expect(bubbles.get('record_2')?.color).toBe('#ee0000');
  });

  it('draws none outside bubble mode or for the regions source', () => {
    expect(planMarkerBubbles(choropleth({ source: 'database', bubbleMode: false, sourceField: 'sales' }), records, markerId).size).toBe(0);
    expect(planMarkerBubbles(choropleth({ source: 'regions', bubbleMode: true, sourceField: 'sales' }), records, markerId).size).toBe(0);
  });
});

describe('classified choropleths', () => {
  function classified(patch: Partial<ChoroplethOptions['coloring']['classes']> = {}): ChoroplethOptions {
    const options = choropleth();
    return { ...options, coloring: { ...options.coloring, mode: 'classes', classes: { ...options.coloring.classes, ...patch } } };
  }
  /** A skewed spread: most regions small, a few very large, as populations are. */
  const skewed = new Map<string, number | undefined>(Array.from({ length: 100 }, (_, i) => [`r${i}`, Math.round(1000 * 1.1 ** i)]));

  it('gives quantile classes equal shares of a skewed spread, so the map is not one colour', () => {
    const plan = planChoropleth(classified({ method: 'quantile', count: 5, palette: 'Blues' }), skewed, 'en-US');
    expect(new Set(plan.colors.values()).size).toBe(5);
    expect(plan.legend.mode === 'classes' && plan.legend.entries.map((entry) => entry.count)).toEqual([20, 20, 20, 20, 20]);
    // A linear gradient paints four fifths of the same regions in the lowest fifth of its range.
    const linear = planChoropleth(choropleth(), skewed);
    const lowest = [...skewed.values()].filter((value) => (value ?? 0) < (linear.range.max ?? 0) / 5).length;
    expect(lowest).toBeGreaterThan(75);
  });

  it('writes class ranges in the page locale, compactly, with counts and the no-data count', () => {
    const values = new Map<string, number | undefined>([['a', 1200], ['b', 50_000], ['c', 1_234_567], ['d', undefined]]);
    const plan = planChoropleth(classified({ method: 'equal', count: 2, palette: 'Greens' }), values, 'en-US');
    if (plan.legend.mode !== 'classes') throw new Error('expected a classes legend');
    expect(plan.legend.entries.map((entry) => entry.label)).toEqual(['1,200 – 617.9K', '617.9K – 1.2M']);
    expect(plan.legend.entries.map((entry) => entry.count)).toEqual([2, 1]);
    expect(plan.legend.noData.count).toBe(1);
    const german = planChoropleth(classified({ method: 'equal', count: 2, palette: 'Greens' }), values, 'de-DE');
    expect(german.legend.mode === 'classes' && german.legend.entries[0]?.label).toBe('1.200 – 617.884');
  });

  it('colours every region and names the problem when the data cannot take the classes or the scale', () => {
    const plan = planChoropleth(classified({ method: 'custom', breaks: [10, 5] }), skewed);
    expect(plan.problem).toBe('Breaks must rise: 10 is followed by 5.');
    expect([...plan.colors.values()].every((color) => typeof color === 'string' && !color.includes('NaN'))).toBe(true);
    const options = choropleth();
    const log = planChoropleth({ ...options, coloring: { ...options.coloring, gradient: { ...options.coloring.gradient, scale: 'log' } } }, new Map([['a', -3], ['b', 10]]));
    expect(log.problem).toMatch(/^A logarithmic scale needs values above 0, and the lowest value is -3/);
    expect(log.colors.get('a')).toBe('#550000');
    expect(log.colors.get('b')).toBe('#ee0000');
  });

  it('a diverging gradient gives the midpoint the middle colour', () => {
    const options = choropleth();
    const diverging = { ...options, coloring: { ...options.coloring, gradient: { ...options.coloring.gradient, midpoint: 0, colors: { low: '#0000ff', mid: '#ffffff', high: '#ff0000' } } } };
    const plan = planChoropleth(diverging, new Map([['cold', -10], ['zero', 0], ['hot', 10]]));
    expect([plan.colors.get('cold'), plan.colors.get('zero'), plan.colors.get('hot')]).toEqual(['#0000ff', '#ffffff', '#ff0000']);
  });

  it('divides by another field for per-capita values', () => {
    const values = shownValues({ source: 'regions', normalizeBy: 'people' }, 'cases', {
      regionIds: ['a', 'b'],
      regionRows: new Map([['a', { id: 'a', cases: 50, people: 1000 }], ['b', { id: 'b', cases: 5, people: 0 }]]),
    });
    expect([...values]).toEqual([['a', 0.05], ['b', undefined]]);
  });
});

describe('the gradient legend histogram', () => {
  it('counts the values in each chunk of the scale, so a skewed spread shows', () => {
    const values = new Map<string, number | undefined>([['a', 1], ['b', 2], ['c', 3], ['d', 100], ['e', undefined]]);
    const linear = planChoropleth(choropleth(), values);
    expect(linear.legend.mode === 'gradient' && linear.legend.histogram).toEqual([3, 0, 0, 0, 1]);
    const options = choropleth();
    const log = planChoropleth({ ...options, coloring: { ...options.coloring, gradient: { ...options.coloring.gradient, scale: 'log' } } }, values);
    expect(log.legend.mode === 'gradient' && log.legend.histogram).toEqual([2, 1, 0, 0, 1]);
  });
});
