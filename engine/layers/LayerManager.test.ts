import { describe, expect, it } from 'vitest';
import { RegionIndex } from '../hit-test/RegionIndex';
import type { Rgba8 } from '../scene/Palette';
import { parseSvgMap } from '../svg/parseSvgMap';
import { LayerManager } from './LayerManager';

const svg = `<svg xmlns="http://www.w3.org/2000/svg" xmlns:inkscape="http://www.inkscape.org/namespaces/inkscape" width="100" height="100">
  <rect width="100" height="100" fill="#eeeeee"/>
  <g id="floor1"><rect id="room-a" x="0" y="0" width="50" height="50" fill="#ff0000"/></g>
  <g id="floor2"><rect id="room-b" x="0" y="0" width="50" height="50" fill="#00ff00"/></g>
  <g id="parks" inkscape:label="Parks"><rect id="park" x="60" y="60" width="30" height="30" fill="#00aa00"/><circle cx="75" cy="20" r="5" fill="#000"/></g>
</svg>`;

/** A palette that records the last colour per shape, as the GPU palette would hold it. */
function recorder() {
  const colors = new Map<number, Rgba8>();
  return { colors, set: (index: number, color: Rgba8) => { colors.set(index, color); } };
}

function setup(options: ConstructorParameters<typeof LayerManager>[1] = {}) {
  const document = parseSvgMap(svg);
  const palettes = { regionFill: recorder(), regionStroke: recorder(), decorationFill: recorder(), decorationStroke: recorder() };
  const layers = new LayerManager(document, options, palettes);
  document.regions.forEach((_, i) => layers.regionFill.set(i, { r: 10, g: 20, b: 30, a: 255 }));
  document.decorations.forEach((_, i) => layers.decorationFill.set(i, { r: 1, g: 1, b: 1, a: 255 }));
  const index = new RegionIndex(document.regions);
  const regionIndex = (id: string) => document.regions.findIndex((region) => region.id === id);
  return { document, palettes, layers, index, regionIndex };
}

describe('LayerManager', () => {
  it('makes every named SVG group a layer, labelled by its Inkscape name', () => {
    const { layers } = setup();
    expect(layers.groups().map((layer) => [layer.id, layer.title, layer.visible])).toEqual([
      ['floor1', 'floor1', true], ['floor2', 'floor2', true], ['parks', 'Parks', true],
    ]);
  });

  it('hides a layer\'s regions and decorations through palette alpha and restores their colours', () => {
    const { layers, palettes, regionIndex, document } = setup();
    const park = regionIndex('park');
    const dot = document.decorations.findIndex((d) => d.kind === 'shape' && d.groupIds.includes('parks'));
    expect(layers.setGroupVisible('parks', false)).toBe(true);
    expect(palettes.regionFill.colors.get(park)?.a).toBe(0);
    expect(palettes.decorationFill.colors.get(dot)?.a).toBe(0);
    // A colour change while hidden is remembered, not shown.
    layers.regionFill.set(park, { r: 200, g: 0, b: 0, a: 255 });
    expect(palettes.regionFill.colors.get(park)?.a).toBe(0);
    layers.setGroupVisible('parks', true);
    expect(palettes.regionFill.colors.get(park)).toEqual({ r: 200, g: 0, b: 0, a: 255 });
    expect(layers.setGroupVisible('parks', true)).toBe(false);
  });

  it('takes hidden regions out of hit testing, finding the shown one beneath', () => {
    const { layers, index } = setup();
    expect(layers.hitTest(index, 10, 10)).toBe('room-b');
    layers.setGroupVisible('floor2', false);
    expect(layers.hitTest(index, 10, 10)).toBe('room-a');
    layers.setGroupVisible('parks', false);
    expect(layers.hitTest(index, 70, 70)).toBeNull();
  });

  it('shows one floor at a time', () => {
    const floors = [
      { id: 'floor1', title: 'Ground', objects: [], visible: false },
      { id: 'floor2', title: 'First', objects: [], visible: false },
    ];
    const { layers, index } = setup({ floors });
    expect(layers.currentFloor()).toBe('floor1');
    expect(layers.groups().map((layer) => layer.id)).toEqual(['parks']);
    expect(layers.hitTest(index, 10, 10)).toBe('room-a');
    expect(layers.setFloor('floor2')).toBe(true);
    expect(layers.floors().map((floor) => floor.visible)).toEqual([false, true]);
    expect(layers.hitTest(index, 10, 10)).toBe('room-b');
    expect(layers.setFloor('nope')).toBe(false);
  });

  it('hides single regions put into a user-defined layer, with or without SVG groups', () => {
    const groups = [{ id: 'layer_1', title: 'Shops', objects: [], visible: true, regions: ['park'] }];
    const { layers, palettes, index, regionIndex } = setup({ groups });
    expect(layers.setGroupVisible('layer_1', false)).toBe(true);
    expect(palettes.regionFill.colors.get(regionIndex('park'))?.a).toBe(0);
    expect(palettes.regionFill.colors.get(regionIndex('room-a'))?.a).toBe(255);
    expect(layers.isRegionHidden('park')).toBe(true);
    expect(layers.hitTest(index, 70, 70)).toBeNull();
    layers.setGroupVisible('layer_1', true);
    expect(layers.hitTest(index, 70, 70)).toBe('park');
  });

  it('names the hidden layers for the markers and where the options put single markers', () => {
    const groups = [
      { id: 'shops', title: 'Shops', objects: [], visible: false, markers: ['marker_1'] },
      { id: 'parking', title: 'Parking', objects: [], visible: true, markers: ['record_7'] },
    ];
    const floors = [{ id: 'floor1', title: 'Ground', objects: [], visible: true, markers: ['marker_2'] }];
    const { layers } = setup({ groups, floors });
    expect([...layers.hiddenLayerIds()]).toEqual(['shops']);
    const places = layers.markerPlaces();
    expect(places.layerOf.get('record_7')).toBe('parking');
    expect(places.floorOf.get('marker_2')).toBe('floor1');
    layers.setGroupVisible('parking', false);
    expect([...layers.hiddenLayerIds()].sort()).toEqual(['parking', 'shops']);
  });

  it('shows a floor\'s single regions only while that floor is shown', () => {
    const floors = [
      { id: 'ground', title: 'Ground', objects: [{ label: 'floor1', value: 'floor1' }], visible: true },
      { id: 'first', title: 'First', objects: [{ label: 'floor2', value: 'floor2' }], visible: false, regions: ['park'] },
    ];
    const { layers } = setup({ floors });
    expect(layers.isRegionHidden('park')).toBe(true);
    layers.setFloor('first');
    expect(layers.isRegionHidden('park')).toBe(false);
    expect(layers.isRegionHidden('room-a')).toBe(true);
  });
});

describe('LayerManager.reconfigure', () => {
  it('takes new layer definitions in place and tells its listeners once', () => {
    const { layers, palettes, regionIndex } = setup();
    let heard = 0;
    layers.onChange(() => { heard += 1; });
    layers.reconfigure({ groups: [{ id: 'parks', title: 'Green', visible: false, objects: [] }] as never });
    expect(heard).toBe(1);
    expect(layers.groups().find((layer) => layer.id === 'parks')).toMatchObject({ title: 'Green', visible: false });
    expect(palettes.regionFill.colors.get(regionIndex('park'))?.a).toBe(0);
    layers.reconfigure({});
    expect(palettes.regionFill.colors.get(regionIndex('park'))?.a).toBe(255);
  });
});

