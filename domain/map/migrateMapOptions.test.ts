import { describe, expect, it } from 'vitest';
import { defaultMapOptions } from './defaultMapOptions';
import { mergeMapOptions } from './mergeMapOptions';
import { migrateMapOptions } from './migrateMapOptions';

describe('migrateMapOptions: directory position', () => {
  it('turns a left directory with a width into the left sidebar with that width', () => {
    const migrated = migrateMapOptions({ menu: { on: true, position: 'left', width: '300' } });
    expect(migrated.menu).toEqual({ on: true, location: 'leftSidebar' });
    expect(migrated.containers?.leftSidebar).toEqual({ on: true, width: '300px' });
  });

  it('turns any other position into the right sidebar, 200px wide by default', () => {
    const migrated = migrateMapOptions({ menu: { on: 'false', position: 'rigth' } });
    expect(migrated.menu?.location).toBe('rightSidebar');
    expect(migrated.containers?.rightSidebar).toEqual({ on: false, width: '200px' });
  });

  it('keeps the settings of an existing sidebar and switches it on with the directory', () => {
    const migrated = migrateMapOptions({
      menu: { on: true, position: 'right', width: '30%' },
      containers: { rightSidebar: { on: false, width: '250px', height: '500px' } },
    });
    expect(migrated.containers?.rightSidebar).toEqual({ on: true, width: '30%', height: '500px' });
  });

  it('turns a custom container flag into the custom location', () => {
    const migrated = migrateMapOptions({ menu: { customContainer: true, position: 'left', containerId: 'list' } });
    expect(migrated.menu).toEqual({ location: 'custom', containerId: 'list' });
    expect(migrated.containers).toBeUndefined();
  });
});

describe('migrateMapOptions: details view', () => {
  it('puts a "top" details view into the sidebar of the older directory position', () => {
    expect(migrateMapOptions({ menu: { position: 'left' }, detailsView: { location: 'top' } }).detailsView?.location).toBe(
      'leftSidebar',
    );
    expect(migrateMapOptions({ menu: { position: 'right' }, detailsView: { location: 'top' } }).detailsView?.location).toBe(
      'rightSidebar',
    );
  });

  it.each(['near', 'mapContainer', 'top'])('moves a "%s" details view onto the map', (location) => {
    expect(migrateMapOptions({ detailsView: { location } }).detailsView?.location).toBe('map');
  });
});

describe('migrateMapOptions: zoom and controls', () => {
  it('derives the controls from the older zoom buttons', () => {
    const migrated = migrateMapOptions({ zoom: { on: true, buttons: { location: 'left' } } });
    expect(migrated.controls).toEqual({ zoom: true, location: 'left' });
  });

  it('hides the zoom controls when the buttons were hidden or zoom was off', () => {
    expect(migrateMapOptions({ zoom: { on: true, buttons: { location: 'hide' } } }).controls).toEqual({
      zoom: false,
      location: 'right',
    });
    expect(migrateMapOptions({ zoom: { on: false } }).controls).toEqual({ zoom: false, location: 'right' });
  });

  it('leaves existing controls alone', () => {
    const migrated = migrateMapOptions({ zoom: { on: false }, controls: { zoom: true, location: 'left' } });
    expect(migrated.controls).toEqual({ zoom: true, location: 'left' });
  });

  it('turns the very old zoom switch and separate zoom keys into the zoom group', () => {
    const migrated = migrateMapOptions({
      zoom: true,
      zoomButtons: { show: true, location: 'left' },
      zoomLimit: [0, 10],
      zoomDelta: 1.5,
    });
    expect(migrated.zoom).toEqual({ on: true, buttons: { on: true, location: 'left' }, limit: [0, 10], delta: 1.5 });
    expect(migrated.controls).toEqual({ zoom: true, location: 'left' });
    expect(migrated).not.toHaveProperty('zoomButtons');
    expect(migrated).not.toHaveProperty('zoomLimit');
    expect(migrated).not.toHaveProperty('zoomDelta');
  });
});

describe('migrateMapOptions: popover, tooltips and choropleth', () => {
  it('renames popover to popovers, keeping newer popovers settings', () => {
    const migrated = migrateMapOptions({ popover: { width: 250, centerOn: false }, popovers: { width: 400 } });
    expect(migrated.popovers).toEqual({ width: 400, centerOn: false });
    expect(migrated).not.toHaveProperty('popover');
  });

  it('moves the tooltips mode key into tooltips and shows tooltips unless the mode is off', () => {
    expect(migrateMapOptions({ tooltipsMode: 'custom' }).tooltips).toEqual({ mode: 'custom', on: true });
    expect(migrateMapOptions({ tooltipsMode: 'off' }).tooltips).toEqual({ mode: 'off', on: false });
    expect(migrateMapOptions({ tooltipsMode: 'id', tooltips: { on: false } }).tooltips).toEqual({ mode: 'id', on: false });
    expect(migrateMapOptions({ tooltipsMode: 'id' })).not.toHaveProperty('tooltipsMode');
  });

  it('turns the older gauge form into a gradient colouring of the same field', () => {
    const migrated = migrateMapOptions({
      gauge: {
        on: true,
        labels: { low: 'few', high: 'many' },
        colors: { low: '#000011', high: '#0000ff', noData: '#cccccc' },
        min: 0,
        max: 10,
      },
      regionChoroplethField: 'population',
    });
    expect(migrated.choropleth).toEqual({
      on: true,
      source: 'regions',
      sourceField: 'population',
      coloring: {
        mode: 'gradient',
        gradient: { colors: { low: '#000011', high: '#0000ff' }, labels: { low: 'few', high: 'many' } },
        noData: { color: '#cccccc' },
      },
    });
    expect(migrated).not.toHaveProperty('gauge');
    expect(migrated).not.toHaveProperty('regionChoroplethField');
  });

  it('moves older colours and labels kept directly in the choropleth into the gradient', () => {
    const migrated = migrateMapOptions({
      choropleth: { on: true, labels: { low: 'L' }, colors: { high: '#ff0000' }, min: 1, max: 2 },
    });
    expect(migrated.choropleth).toEqual({
      on: true,
      coloring: { mode: 'gradient', gradient: { colors: { high: '#ff0000' }, labels: { low: 'L' } } },
    });
  });

  it('gives the migrated choropleth every default it lacks once merged', () => {
    const options = mergeMapOptions(
      defaultMapOptions(5),
      migrateMapOptions({ gauge: { on: 'on', colors: { low: '#111111' } }, regionChoroplethField: 'gdp' }),
    );
    expect(options.choropleth.on).toBe(true);
    expect(options.choropleth.sourceField).toBe('gdp');
    expect(options.choropleth.coloring.gradient.colors).toEqual({ low: '#111111', high: '#ee0000', mid: '#f7f7f7' });
    expect(options.choropleth.coloring.noData.color).toBe('#999999');
  });
});

describe('migrateMapOptions: safety', () => {
  const oldMap = {
    menu: { on: true, position: 'left', width: '280' },
    detailsView: { location: 'top' },
    zoom: { on: true, buttons: { location: 'left' } },
    popover: { width: 320 },
    tooltipsMode: 'combined',
    gauge: { on: true, colors: { low: '#001100', high: '#00ff00' }, labels: { low: 'a', high: 'b' } },
    regionChoroplethField: 'value',
    colors: { base: '#abcdef' },
  };

  it('is idempotent: migrating migrated options changes nothing', () => {
    const once = migrateMapOptions(oldMap);
    expect(migrateMapOptions(once)).toEqual(once);
  });

  it('leaves current options exactly as they are', () => {
    const current = defaultMapOptions(8);
    expect(migrateMapOptions(current)).toEqual(current);
  });

  it('does not change its input', () => {
    const input = structuredClone(oldMap);
    migrateMapOptions(input);
    expect(input).toEqual(oldMap);
  });

  it.each([[null], [undefined], ['text'], [[1, 2]]])('gives empty options for %j', (input) => {
    expect(migrateMapOptions(input as object)).toEqual({});
  });
});
