import { describe, expect, it } from 'vitest';
import { defaultMapOptions } from './defaultMapOptions';

describe('defaultMapOptions', () => {
  it('names the tables after the map id', () => {
    const options = defaultMapOptions(12);
    expect(options.database.regionsTableName).toBe('regions_12');
    expect(options.database.objectsTableName).toBe('objects_12');
  });

  it('shows the header and places the details view on the map', () => {
    const options = defaultMapOptions(1);
    expect(options.containers.header.on).toBe(true);
    expect(options.containers.leftSidebar.on).toBe(false);
    expect(options.detailsView.location).toBe('map');
    expect(options.detailsView.mobileFullscreen).toBe(true);
  });

  it('labels the phone toggle buttons Map, List and Close', () => {
    expect(defaultMapOptions(1).mobileView).toEqual({ labelMap: 'Map', labelList: 'List', labelClose: 'Close' });
  });

  it('starts with choropleth and clustering off', () => {
    const options = defaultMapOptions(1);
    expect(options.choropleth.on).toBe(false);
    expect(options.clustering.on).toBe(false);
  });

  it('uses the documented colours: black base, light grey background, hover 20 and selected 40', () => {
    const { colors } = defaultMapOptions(1);
    expect(colors.baseDefault).toBe('#000000');
    expect(colors.background).toBe('#eeeeee');
    expect(colors.hover).toBe(20);
    expect(colors.selected).toBe(40);
  });

  it('shows markers fully opaque and saturated in every state', () => {
    const { markers } = defaultMapOptions(1).colors;
    for (const state of ['base', 'hovered', 'unhovered', 'active', 'inactive'] as const) {
      expect(markers[state]).toEqual({ opacity: 100, saturation: 100 });
    }
  });

  it('paginates records 30 per page with Prev and Next links', () => {
    const { pagination } = defaultMapOptions(1).database;
    expect(pagination).toMatchObject({ on: true, perpage: 30, prev: 'Prev', next: 'Next' });
  });

  it('zooms by a factor of 2 within levels -20..20 and hides the image at level 7', () => {
    const { zoom } = defaultMapOptions(1);
    expect(zoom.delta).toBe(2);
    expect(zoom.limit).toEqual([-20, 20]);
    expect(zoom.hideSvgZoomLevel).toBe(7);
  });

  it('opens popovers 300 px wide and tooltips at least 100 px wide', () => {
    const options = defaultMapOptions(1);
    expect(options.popovers.width).toBe(300);
    expect(options.tooltips.minWidth).toBe(100);
  });

  it('sorts the directory by id, newest first, at least 400 high', () => {
    const { menu } = defaultMapOptions(1);
    expect(menu.sortBy).toBe('id');
    expect(menu.sortDirection).toBe('desc');
    expect(menu.minHeight).toBe('400');
  });

  it('puts filters in the left sidebar and sidebars 250px wide', () => {
    const options = defaultMapOptions(1);
    expect(options.filters.location).toBe('leftSidebar');
    expect(options.containers.leftSidebar.width).toBe('250px');
    expect(options.containers.rightSidebar.width).toBe('250px');
  });

  it('colours choropleths from #550000 to #ee0000 with #999999 for no data and bubbles of 20..40', () => {
    const { choropleth } = defaultMapOptions(1);
    expect(choropleth.coloring.mode).toBe('gradient');
    expect(choropleth.coloring.gradient.colors).toEqual({ low: '#550000', high: '#ee0000', mid: '#f7f7f7' });
    expect(choropleth.coloring.noData.color).toBe('#999999');
    expect(choropleth.bubbleSize).toEqual({ min: 20, max: 40 });
  });

  it('offers the statuses 1 Enabled and 0 Disabled', () => {
    const { regionStatuses } = defaultMapOptions(1);
    expect(regionStatuses['1']).toMatchObject({ label: 'Enabled', disabled: false });
    expect(regionStatuses['0']).toMatchObject({ label: 'Disabled', disabled: true });
  });

  it('starts the marker and region counters at 0 and the data counter at 1', () => {
    const options = defaultMapOptions(1);
    expect([options.markerLastID, options.regionLastID, options.dataLastID]).toEqual([0, 0, 1]);
    expect(options.fitSingleMarkerZoom).toBe(20);
  });

  it('gives each call its own objects, so editing one map leaves the next untouched', () => {
    const first = defaultMapOptions(1);
    first.colors.markers.base.opacity = 10;
    first.viewBox.push(1);
    const second = defaultMapOptions(1);
    expect(second.colors.markers.base.opacity).toBe(100);
    expect(second.viewBox).toEqual([]);
  });
});
