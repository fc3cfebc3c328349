import { describe, expect, it } from 'vitest';
import { defaultMapOptions, mergeMapOptions } from '../../domain/index';
import { computeLayout } from './layout';
import { containersWithLegend } from './legendContainer';

const desktop = { isPhone: false, elementExists: () => false };
const legendIn = (container: string, on = true) => mergeMapOptions(defaultMapOptions(1), { choropleth: { on: true, coloring: { legend: { on, container } } } });
const containers = (options: ReturnType<typeof legendIn>) => containersWithLegend(computeLayout(options, desktop), options);

describe('containersWithLegend', () => {
  it('lays out the container a shown choropleth legend is placed in, sized as the others', () => {
    expect(containers(legendIn('rightSidebar'))).toEqual({ rightSidebar: { width: '250px', height: 'auto' } });
    expect(Object.keys(containers(legendIn('footer')))).toEqual(['footer']);
  });

  it('lays out none for a legend in a corner, turned off, or on a map whose choropleth is off', () => {
    expect(containers(legendIn('top-right'))).toEqual({});
    expect(containers(legendIn('header', false))).toEqual({});
    const off = mergeMapOptions(defaultMapOptions(1), { choropleth: { on: false, coloring: { legend: { container: 'header' } } } });
    expect(containers(off)).toEqual({});
  });

  it('keeps a container the layout already uses as it is', () => {
    const options = mergeMapOptions(defaultMapOptions(1), { menu: { on: true, location: 'leftSidebar' }, choropleth: { on: true, coloring: { legend: { container: 'leftSidebar' } } } });
    const layout = computeLayout(options, desktop);
    expect(containersWithLegend(layout, options)).toBe(layout.containers);
  });
});
