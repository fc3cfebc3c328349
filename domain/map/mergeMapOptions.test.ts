import { describe, expect, it } from 'vitest';
import { defaultMapOptions } from './defaultMapOptions';
import { mergeMapOptions } from './mergeMapOptions';

describe('mergeMapOptions', () => {
  it('keeps every default the partial options do not mention', () => {
    const merged = mergeMapOptions(defaultMapOptions(3), { colors: { hover: 35 } });
    expect(merged.colors.hover).toBe(35);
    expect(merged.colors.selected).toBe(40);
    expect(merged.colors.markers.base).toEqual({ opacity: 100, saturation: 100 });
    expect(merged.database.regionsTableName).toBe('regions_3');
  });

  it('merges nested groups key by key', () => {
    const merged = mergeMapOptions(defaultMapOptions(3), {
      database: { pagination: { perpage: 10 } },
      actions: { region: { click: { showPopover: true } } },
    });
    expect(merged.database.pagination).toMatchObject({ on: true, perpage: 10, next: 'Next' });
    expect(merged.actions.region.click.showPopover).toBe(true);
    expect(merged.actions.region.click.showDetails).toBe(true);
  });

  it('replaces arrays whole instead of merging them item by item', () => {
    const defaults = mergeMapOptions(defaultMapOptions(1), { viewBox: [0, 0, 100, 100] });
    const merged = mergeMapOptions(defaults, { viewBox: [5, 5, 10] });
    expect(merged.viewBox).toEqual([5, 5, 10]);
  });

  it('adds per-region options keyed by region id', () => {
    const merged = mergeMapOptions(defaultMapOptions(1), { regions: { 'US-TX': { disabled: true } } });
    expect(merged.regions['US-TX']).toEqual({ disabled: true });
  });

  it('ignores undefined values but applies false, 0 and empty strings', () => {
    const merged = mergeMapOptions(defaultMapOptions(1), {
      containers: { header: { on: false } },
      zoom: { delta: undefined, hideSvgZoomLevel: 0 },
      loadingText: '',
    });
    expect(merged.containers.header.on).toBe(false);
    expect(merged.zoom.delta).toBe(2);
    expect(merged.zoom.hideSvgZoomLevel).toBe(0);
    expect(merged.loadingText).toBe('');
  });

  it('changes neither the defaults nor the partial options', () => {
    const defaults = defaultMapOptions(1);
    const partial = { colors: { markers: { base: { opacity: 50 } } } };
    const merged = mergeMapOptions(defaults, partial);
    merged.colors.markers.base.saturation = 1;
    expect(defaults.colors.markers.base).toEqual({ opacity: 100, saturation: 100 });
    expect(partial).toEqual({ colors: { markers: { base: { opacity: 50 } } } });
  });

  it('does not let a __proto__ key from stored JSON change object prototypes', () => {
    const partial = JSON.parse('{"__proto__": {"polluted": true}, "colors": {"__proto__": {"x": 1}}}');
    const merged = mergeMapOptions(defaultMapOptions(1), partial);
    expect((merged as unknown as Record<string, unknown>).polluted).toBeUndefined();
    expect(({} as Record<string, unknown>).polluted).toBeUndefined();
    expect((merged.colors as unknown as Record<string, unknown>).x).toBeUndefined();
  });
});
