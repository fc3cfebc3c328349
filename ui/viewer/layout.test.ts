import { describe, expect, it } from 'vitest';
import { defaultMapOptions, defaultField, mergeMapOptions } from '../../domain/index';
import type { PartialMapOptions } from '../../domain/index';
import { computeLayout } from './layout';

const desktop = { isPhone: false, elementExists: () => false };
const phone = { isPhone: true, elementExists: () => false };
const options = (partial: PartialMapOptions) => mergeMapOptions(defaultMapOptions(1), partial);
const withFilters = (filters: PartialMapOptions['filters']) => options({ filters: { on: true, ...filters }, filtersSchema: [{ ...defaultField('search'), name: 'search' }] });

describe('computeLayout', () => {
  it('lays out only containers that hold a panel, with px added to bare sizes', () => {
    const layout = computeLayout(options({ menu: { on: true, location: 'leftSidebar' }, containers: { leftSidebar: { on: true, width: '300' } } }), desktop);
    expect(layout.directory).toBe('leftSidebar');
    expect(layout.containers).toEqual({ leftSidebar: { width: '300px', height: 'auto' } });
  });

  it('hides filters and logs when their custom container does not exist', () => {
    const layout = computeLayout(withFilters({ location: 'custom', containerId: 'nowhere' }), desktop);
    expect(layout.filters).toBeNull();
    expect(layout.problems).toEqual(['filter container #nowhere does not exist']);
  });

  it('puts filters in a modal when hide is on, and drops them on phones with hideOnMobile', () => {
    expect(computeLayout(withFilters({ hide: true }), desktop).filters).toBe('modal');
    expect(computeLayout(withFilters({ hideOnMobile: true }), phone).filters).toBeNull();
  });

  it('falls back to the left sidebar for an unknown filters location', () => {
    expect(computeLayout(withFilters({ location: 'somewhere' as 'map' }), desktop).filters).toBe('leftSidebar');
  });

  it('normalises old details locations and goes full screen on phones', () => {
    expect(computeLayout(options({ detailsView: { location: 'near' as 'map' } }), desktop).details).toBe('map');
    expect(computeLayout(options({ menu: { location: 'rightSidebar' }, detailsView: { location: 'top' as 'map' } }), desktop).details).toBe('rightSidebar');
    expect(computeLayout(options({}), phone).details).toBe('fullscreen');
    expect(computeLayout(options({ detailsView: { mobileFullscreen: false, location: 'rightSidebar' } }), phone).details).toBe('rightSidebar');
  });

  it('hides the directory behind the Map / List toggle on phones', () => {
    const layout = computeLayout(options({ menu: { on: true } }), phone);
    expect(layout.directoryToggle).toBe(true);
    expect(layout.containers.leftSidebar).toBeUndefined();
  });
});
