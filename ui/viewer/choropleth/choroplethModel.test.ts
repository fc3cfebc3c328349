import { describe, expect, it } from 'vitest';
import { defaultMapOptions, type ChoroplethOptions } from '../../../domain/index';
import { fieldVariants, planChoropleth, planMarkerBubbles, regionValues } from './choroplethModel';

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
