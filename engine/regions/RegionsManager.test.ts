import { describe, expect, it } from 'vitest';
import { Camera } from '../camera/Camera';
import type { ScreenPoint } from '../camera/types';
import { RegionIndex } from '../hit-test/RegionIndex';
import { LabelPoints } from '../labels/LabelPoints';
import { LayerManager } from '../layers/LayerManager';
import type { Rgba8 } from '../scene/Palette';
import { parseSvgMap } from '../svg/parseSvgMap';
import type { MapEngineEvents } from '../types';
import { RegionsManager, type RegionEventName, type RegionMap } from './RegionsManager';
import { RegionStates, type RegionStateOptions } from './RegionStates';

/** Three side-by-side squares; the parks layer holds C. */
const svg = `<svg xmlns="http://www.w3.org/2000/svg" width="300" height="100">
  <rect id="A" x="0" y="0" width="100" height="100" fill="#ff0000"/>
  <rect id="B" x="100" y="0" width="100" height="100" fill="#00ff00"/>
  <g id="parks"><rect id="C" x="200" y="0" width="100" height="100" fill="#0000ff"/></g>
</svg>`;

const CLOSED = { '0': { label: 'Closed', value: '0', color: '', disabled: true } };

function palette() {
  return { set: (_index: number, _color: Rgba8) => undefined };
}

/** A built map from real states, index, layers and camera; the GPU scene, mirror and overlays record what they are asked. */
function buildMap(options: RegionStateOptions) {
  const document = parseSvgMap(svg);
  const layers = new LayerManager(document, {}, { regionFill: palette(), regionStroke: palette(), decorationFill: palette(), decorationStroke: palette() });
  const camera = new Camera({ viewport: { width: 300, height: 100 }, viewBox: { x: 0, y: 0, width: 300, height: 100 } });
  const bubbleHits = new Map<string, string>();
  const calls = { patches: [] as number[][], renders: 0, mirrorSelected: [] as Array<[string, boolean]>, mirrorReads: 0, labels: [] as string[][], bubbles: [] as string[][] };
  const map: RegionMap = {
    document,
    states: new RegionStates(document.regions, { colors: { hover: 20, selected: 40 }, ...options }, layers.regionFill, layers.regionStroke),
    index: new RegionIndex(document.regions),
    camera,
    layers: { manager: layers },
    labelPoints: new LabelPoints(document.regions),
    scene: {
      allowPatch: (indices) => { calls.patches.push([...indices]); },
      requestRender: () => { calls.renders += 1; },
    },
    mirror: {
      setSelected: (_kind, id, selected) => { calls.mirrorSelected.push([id, selected]); },
      invalidate: () => { calls.mirrorReads += 1; },
    },
    labels: { setLabels: (labels) => { calls.labels.push([...labels.values()]); } },
    bubbles: {
      setBubbles: (bubbles) => { calls.bubbles.push([...bubbles.keys()]); },
      hitTest: (x, y) => bubbleHits.get(`${x},${y}`) ?? null,
    },
  };
  /** The viewport point over the middle of a region. */
  const over = (id: string): ScreenPoint => {
    const box = map.document.regions.find((region) => region.id === id)?.bbox;
    if (!box) throw new Error(`no region ${id}`);
    return camera.mapToScreen({ x: (box.minX + box.maxX) / 2, y: (box.minY + box.maxY) / 2 });
  };
  return { map, layers, calls, bubbleHits, over };
}

/** A manager over one built map, with the events it raised. */
function setup(options: RegionStateOptions = {}) {
  const built = buildMap(options);
  const events: Array<{ name: RegionEventName; payload: MapEngineEvents[RegionEventName] }> = [];
  const regions = new RegionsManager(() => built.map, (name, payload) => { events.push({ name, payload }); });
  const named = <K extends RegionEventName>(name: K) => events.filter((event) => event.name === name).map((event) => event.payload as MapEngineEvents[K]);
  return { ...built, regions, named };
}

describe('RegionsManager selection', () => {
  it('with multiSelect, selecting adds to the selection and a click toggles one region off', () => {
    const { regions, named, calls } = setup({ multiSelect: true });
    expect(regions.select('A')).toBe(true);
    expect(regions.select('B')).toBe(true);
    regions.click('A');
    expect(regions.list().filter((state) => state.selected).map((state) => state.id)).toEqual(['B']);
    expect(named('selectionChange')).toEqual([
      { selected: ['A'], changed: ['A'] },
      { selected: ['A', 'B'], changed: ['B'] },
      { selected: ['B'], changed: ['A'] },
    ]);
    expect(named('regionClick')).toEqual([{ id: 'A', point: null }]);
    expect(calls.mirrorSelected).toEqual([['A', true], ['B', true], ['A', false]]);
    // Only the changed region is drawn over the cached map.
    expect(calls.patches).toEqual([[0], [1], [0]]);
  });

  it('without multiSelect, selecting another region deselects the first in the same event', () => {
    const { regions, named } = setup();
    regions.select('A');
    regions.select('B');
    expect(named('selectionChange').at(-1)).toEqual({ selected: ['B'], changed: ['A', 'B'] });
  });

  it('selecting the selected region or deselecting nothing changes nothing and raises no event', () => {
    const { regions, named, calls } = setup();
    regions.select('A');
    expect(regions.select('A')).toBe(false);
    expect(regions.deselect('B')).toBe(false);
    expect(regions.deselect()).toBe(true);
    expect(named('selectionChange')).toHaveLength(2);
    expect(calls.renders).toBe(2);
  });

  it('a click on the map selects the region under the pointer and reports the point', () => {
    const { regions, named, over } = setup();
    regions.pointerClicked(over('B'));
    expect(regions.get('B')?.selected).toBe(true);
    expect(named('regionClick')).toEqual([{ id: 'B', point: over('B') }]);
  });
});

describe('RegionsManager hover', () => {
  it('the pointer lights an enabled region and reports each change once', () => {
    const { regions, named, over, map } = setup();
    expect(regions.pointerMoved(over('A'), false)).toBe('A');
    expect(regions.pointerMoved(over('A'), false)).toBe('A');
    expect(regions.pointerMoved(null, false)).toBeNull();
    expect(named('regionHover')).toEqual([{ id: 'A', point: over('A') }, { id: null, point: null }]);
    expect(map.states.hovered()).toBeNull();
  });

  it('a disabled region is neither lit by the pointer nor by hoverRegion, and moving onto it clears the hover', () => {
    const { regions, named, over, map } = setup();
    regions.setDisabled('B', true);
    regions.pointerMoved(over('A'), false);
    expect(regions.pointerMoved(over('B'), false)).toBeNull();
    expect(map.states.hovered()).toBeNull();
    expect(regions.hover('B')).toBe(false);
    expect(regions.get('B')?.hovered).toBe(false);
    expect(named('regionHover')).toEqual([{ id: 'A', point: over('A') }, { id: null, point: over('B') }]);
  });

  it('a marker over the region takes the pointer: no region is lit', () => {
    const { regions, named, over } = setup();
    expect(regions.pointerMoved(over('A'), true)).toBeNull();
    expect(named('regionHover')).toEqual([]);
  });

  it('hoverRegion draws the regions it lights and puts out over the cached map, without an event', () => {
    const { regions, named, calls } = setup();
    expect(regions.hover('A')).toBe(true);
    expect(regions.hover('B')).toBe(true);
    expect(calls.patches).toEqual([[0], [0, 1]]);
    expect(named('regionHover')).toEqual([]);
  });
});

describe('RegionsManager statuses and disabled regions', () => {
  it('a status that disables a region deselects it, stops its clicks and refreshes the list', () => {
    const { regions, named, calls, over } = setup({ regionStatuses: CLOSED });
    regions.select('A');
    regions.setStatus('A', 0);
    expect(regions.get('A')).toMatchObject({ status: '0', statusText: 'Closed', disabled: true, selected: false });
    expect(calls.mirrorReads).toBe(1);
    regions.click('A');
    regions.pointerClicked(over('A'));
    expect(regions.select('A')).toBe(false);
    expect(named('regionClick')).toEqual([]);
  });

  it('an unknown status enables the region again', () => {
    const { regions } = setup({ regionStatuses: CLOSED });
    regions.setStatus('A', 0);
    regions.setStatus('A', 'open');
    expect(regions.get('A')?.disabled).toBe(false);
  });

  it('a fill change repaints without reading the accessibility list again; an unknown region changes nothing', () => {
    const { regions, calls } = setup();
    regions.setFill('A', '#123456');
    expect(regions.get('A')?.fill).toBe('#123456');
    expect(calls).toMatchObject({ renders: 1, mirrorReads: 0 });
    regions.setDisabled('nowhere', true);
    regions.setStatus('nowhere', 0);
    expect(calls).toMatchObject({ renders: 1, mirrorReads: 0 });
  });
});

describe('RegionsManager lookup', () => {
  it('finds a bubble before the region under it, and skips regions of hidden layers', () => {
    const { regions, over, bubbleHits, layers } = setup();
    const point = over('A');
    bubbleHits.set(`${point.x},${point.y}`, 'B');
    expect(regions.at(point)).toBe('B');
    expect(regions.at(over('C'))).toBe('C');
    layers.setGroupVisible('parks', false);
    expect(regions.at(over('C'))).toBeNull();
  });

  it('gives a region\'s box in map coordinates, null for an unknown id', () => {
    const { regions } = setup();
    expect(regions.box('B')).toEqual({ x: 100, y: 0, width: 100, height: 100 });
    expect(regions.box('nowhere')).toBeNull();
  });
});

describe('RegionsManager across builds', () => {
  it('keeps labels and bubbles set before a map is built and puts them on every map built later', () => {
    const first = buildMap({});
    const events: string[] = [];
    let current: RegionMap | null = null;
    const regions = new RegionsManager(() => current, (name) => { events.push(name); });
    regions.setLabels(new Map([['A', 'Alpha']]), {});
    regions.setBubbles(new Map([['B', { size: 10, color: '#ff0000' }]]));
    expect(regions.list()).toEqual([]);
    expect(regions.select('A')).toBe(false);
    current = first.map;
    regions.built(first.map);
    expect(first.calls).toMatchObject({ labels: [['Alpha']], bubbles: [['B']] });
    const second = buildMap({});
    current = second.map;
    regions.built(second.map);
    expect(second.calls).toMatchObject({ labels: [['Alpha']], bubbles: [['B']] });
    regions.dispose();
    const third = buildMap({});
    regions.built(third.map);
    expect(third.calls).toMatchObject({ labels: [], bubbles: [] });
  });
});
