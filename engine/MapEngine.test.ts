// @vitest-environment happy-dom
import { afterEach, describe, expect, it, vi } from 'vitest';
import type { Bubble } from '../domain/index';
import type * as AssembleModule from './assemble';
import { Camera } from './camera/Camera';
import { RegionIndex } from './hit-test/RegionIndex';
import { LabelPoints } from './labels/LabelPoints';
import { LayerManager } from './layers/LayerManager';
import { MarkerStore } from './markers/MarkerStore';
import type { MarkerColumns } from './markers/markerColumns';
import type { MarkerInput } from './markers/types';
import { RegionStates } from './regions/RegionStates';
import { parseSvgMap } from './svg/parseSvgMap';
import type { ParseAndPackResult } from './workers/protocol';

/**
 * The facade's rule for changes made before its map is ready, through the real loader and
 * facade: the file, the renderer and the map's assembly are replaced. The map assembled has the
 * real region states, index, layers, camera and marker store; what draws (the scene, overlays,
 * the marker layer) records what it is asked.
 */
const svg = `<svg xmlns="http://www.w3.org/2000/svg" width="300" height="100">
  <rect id="A" x="0" y="0" width="100" height="100" fill="#ff0000"/>
  <rect id="B" x="100" y="0" width="100" height="100" fill="#00ff00"/>
</svg>`;

/** Resolves the map file the engine waits for: the test decides when the map can be built. */
let deliverFile: (result: ParseAndPackResult) => void = () => undefined;
/** What the map built was asked to draw, in order. */
let drawn: string[] = [];

const scene = {
  warmPrograms: () => undefined, linkPrograms: () => Promise.resolve(), resize: () => undefined, dispose: () => undefined, setTransform: () => undefined,
  setFocusOutline: () => undefined, allowPatch: () => undefined, requestRender: () => undefined,
};

vi.mock('./scene/MapScene', () => ({ MapScene: { create: () => Promise.resolve(scene) } }));
vi.mock('./load/warmStart', () => ({
  takeWarmScene: () => null,
  takePreparedMapFile: () => new Promise<ParseAndPackResult>((resolve) => { deliverFile = resolve; }),
}));
vi.mock('./load/geometryClient', () => ({ warmGeometryWorker: () => undefined, parseAndPackOffThread: () => new Promise(() => undefined) }));
vi.mock('./features/prepareFeatures', () => ({ prepareMapFeatures: () => undefined }));
vi.mock('./assemble', async (importOriginal) => ({ ...await importOriginal<typeof AssembleModule>(), assembleMap: async () => assembledMap() }));

const { MapEngine } = await import('./MapEngine');

/** The markers of the map built: the real store, and a layer recording its labels and bubbles. */
function markerFeature(regionIds: ReadonlySet<string>) {
  const store = new MarkerStore({ converter: null, regionIds });
  const manager = {
    store,
    add: (input: MarkerInput) => store.add(input),
    update: (id: string, patch: Partial<MarkerInput>) => store.update(id, patch),
    remove: (id: string) => store.remove(id),
    removeBatch: (ids: Iterable<string>) => store.removeMany(ids),
    filter: (keep: ReadonlySet<string> | null) => store.filter(keep),
    list: () => store.list(false),
    select: (id: string) => store.select(id).length > 0,
    setEditMode: (mode: { on: boolean }) => drawn.push(`edit mode ${mode.on}`),
    dispose: () => undefined,
  };
  return {
    manager,
    addBatch: (batch: MarkerColumns | MarkerInput[]) => store.addBatch(batch),
    setLabels: (labels: ReadonlyMap<string, string>) => drawn.push(`marker labels ${[...labels.values()].join(',')}`),
    setBubbles: (bubbles: ReadonlyMap<string, Bubble>) => drawn.push(`marker bubbles ${[...bubbles.keys()].join(',')}`),
    settled: async () => { drawn.push('markers settled'); },
    dispose: () => undefined,
  };
}

function assembledMap() {
  const document = parseSvgMap(svg);
  const palette = { set: () => undefined };
  const layers = new LayerManager(document, {}, { regionFill: palette, regionStroke: palette, decorationFill: palette, decorationStroke: palette });
  const idle = { dispose: () => undefined };
  return {
    document,
    scene,
    states: new RegionStates(document.regions, { colors: { hover: 20, selected: 40 } }, layers.regionFill, layers.regionStroke),
    index: new RegionIndex(document.regions),
    camera: new Camera({ viewport: { width: 300, height: 100 }, viewBox: { x: 0, y: 0, width: 300, height: 100 } }),
    interaction: idle,
    mirror: { viewChanged: () => undefined, invalidate: () => undefined, flush: () => undefined, dispose: () => undefined, setSelected: () => undefined },
    labelPoints: new LabelPoints(document.regions),
    labels: { setLabels: (labels: ReadonlyMap<string, string>) => drawn.push(`region labels ${[...labels.values()].join(',')}`), update: () => undefined, dispose: () => undefined },
    bubbles: { setBubbles: () => undefined, hitTest: () => null, update: () => undefined, dispose: () => undefined },
    markers: markerFeature(new Set(document.regions.map((region) => region.id))),
    layers: { manager: layers, dispose: () => undefined },
    clusters: { ...idle, list: () => [] },
    baseMap: { ...idle, on: false, set: (on: boolean) => drawn.push(`street map ${on}`) },
    userLocation: { ...idle, locate: async () => ({ lat: 1, lng: 2 }) },
    searchArea: { ...idle, current: null, set: (area: { label?: string } | null) => drawn.push(`search area ${area?.label ?? 'none'}`) > 0 },
  };
}

function startEngine() {
  const host = document.createElement('div');
  document.body.append(host);
  return new MapEngine(host, { source: '/maps/squares.svg' });
}

/** Lets the map file arrive, and waits until the engine has built the map and announced it ready. */
async function makeReady(engine: InstanceType<typeof MapEngine>): Promise<void> {
  deliverFile({ document: parseSvgMap(svg) } as unknown as ParseAndPackResult);
  await engine.whenReady();
}

/** Lets queued promise reactions and zero-delay timers run. */
async function settle(): Promise<void> {
  for (let i = 0; i < 10; i++) await new Promise((resolve) => setTimeout(resolve, 0));
}

afterEach(() => {
  drawn = [];
  document.body.replaceChildren();
  vi.restoreAllMocks();
});

describe('MapEngine before its map is ready', () => {
  it('keeps marker changes (which used to throw or be lost) and applies them in order when the map is ready', async () => {
    const engine = startEngine();
    expect(engine.loadState).toBe('loading');
    expect(engine.addMarker({ id: 'cafe', svgPoint: { x: 10, y: 10 } })).toBeUndefined();
    expect(engine.addMarkers([{ id: 'bar', svgPoint: { x: 20, y: 20 } }, { id: 'shop', svgPoint: { x: 30, y: 30 } }])).toBe(0);
    expect(engine.updateMarker('cafe', { label: 'Open late' })).toBeUndefined();
    expect(engine.removeMarkers(['shop'])).toBe(0);
    // In order: the second "shop" comes after the first one was removed, so it is not a taken id.
    engine.addMarker({ id: 'shop', svgPoint: { x: 40, y: 40 }, label: 'New shop' });
    expect(engine.markers()).toEqual([]);

    await makeReady(engine);

    expect(engine.markers().map((marker) => [marker.id, marker.label])).toEqual([['cafe', 'Open late'], ['bar', undefined], ['shop', 'New shop']]);
    expect(engine.markers().find((marker) => marker.id === 'shop')?.svgPoint).toEqual({ x: 40, y: 40 });
    engine.dispose();
  });

  it('applies the kept changes before announcing the map ready, so the first listeners see them', async () => {
    const engine = startEngine();
    engine.selectRegion('B');
    engine.setRegionDisabled('A', true);
    engine.addMarker({ id: 'cafe', svgPoint: { x: 10, y: 10 } });
    const seenAtReady: unknown[] = [];
    engine.on('stateChange', ({ state }) => {
      if (state === 'ready') seenAtReady.push(engine.region('B')?.selected, engine.region('A')?.disabled, engine.markers().length);
    });

    await makeReady(engine);

    expect(seenAtReady).toEqual([true, true, 1]);
    engine.dispose();
  });

  it('draws marker labels and bubbles, region labels, the street map and the search area given before the map was ready (marker ones were dropped)', async () => {
    const engine = startEngine();
    engine.setMarkerLabels(new Map([['cafe', 'Cafe']]));
    engine.setRegionLabels(new Map([['A', 'Alpha']]));
    engine.setMarkerBubbles(new Map([['cafe', { size: 10, color: '#f00' }]]));
    engine.setBaseMap(true);
    engine.setMarkerEditMode(true);
    engine.setSearchArea({ geoPoint: { lat: 1, lng: 2 }, radiusKm: 5, label: 'Denver' });

    await makeReady(engine);

    expect(drawn).toEqual(['marker labels Cafe', 'region labels Alpha', 'marker bubbles cafe', 'street map true', 'edit mode true', 'search area Denver']);
    engine.dispose();
  });

  it('moves the view as asked before the map was ready', async () => {
    const engine = startEngine();
    expect(engine.getViewBox()).toBeNull();
    engine.setViewBox({ x: 150, y: 25, width: 150, height: 50 });

    await makeReady(engine);

    const view = engine.getViewBox();
    expect(view && [view.x, view.y, view.width, view.height].map((value) => Math.round(value))).toEqual([150, 25, 150, 50]);
    engine.dispose();
  });

  it('reports a kept change that fails on the console, and still applies the changes after it', async () => {
    const errors = vi.spyOn(console, 'error').mockImplementation(() => undefined);
    const engine = startEngine();
    // A region has this id, so the marker cannot take it: the caller would have had the error at once on a ready map.
    engine.addMarker({ id: 'A', svgPoint: { x: 10, y: 10 } });
    engine.addMarker({ id: 'cafe', svgPoint: { x: 20, y: 20 } });

    await makeReady(engine);

    expect(engine.markers().map((marker) => marker.id)).toEqual(['cafe']);
    expect(errors.mock.calls.map((call) => String(call[0]))).toEqual(['MapSVG: a change made before the map was ready failed: This ID is already being used by a Region']);
    engine.dispose();
  });

  it('settles markers and locates the visitor once the map is ready and the markers given meanwhile are on it', async () => {
    const engine = startEngine();
    engine.addMarker({ id: 'cafe', svgPoint: { x: 10, y: 10 } });
    const settled = engine.markersSettled().then(() => engine.markers().map((marker) => marker.id));
    const located = engine.locate();
    await settle();
    expect(drawn).toEqual([]);

    await makeReady(engine);

    await expect(settled).resolves.toEqual(['cafe']);
    await expect(located).resolves.toEqual({ lat: 1, lng: 2 });
    engine.dispose();
  });

  it('drops the kept changes when disposed of first: nothing is applied, locate rejects and markersSettled resolves', async () => {
    const engine = startEngine();
    engine.addMarker({ id: 'cafe', svgPoint: { x: 10, y: 10 } });
    engine.setMarkerLabels(new Map([['cafe', 'Cafe']]));
    const located = engine.locate();
    const settled = engine.markersSettled();

    engine.dispose();

    await expect(located).rejects.toThrow('MapSVG: the map was removed before it was ready.');
    await expect(settled).resolves.toBeUndefined();
    expect(engine.addMarker({ id: 'bar', svgPoint: { x: 1, y: 1 } })).toBeUndefined();
    deliverFile({ document: parseSvgMap(svg) } as unknown as ParseAndPackResult);
    await settle();
    expect(drawn).toEqual([]);
    expect(engine.markers()).toEqual([]);
  });

  it('applies changes at once, with their answers, once the map is ready', async () => {
    const engine = startEngine();
    await makeReady(engine);

    expect(engine.addMarker({ id: 'cafe', svgPoint: { x: 10, y: 10 } })?.id).toBe('cafe');
    expect(engine.selectRegion('A')).toBe(true);
    expect(engine.removeMarkers(['cafe', 'gone'])).toBe(1);
    expect(() => engine.addMarker({ id: 'B', svgPoint: { x: 1, y: 1 } })).toThrow('This ID is already being used by a Region');
    engine.dispose();
  });
});
