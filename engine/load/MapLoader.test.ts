// @vitest-environment happy-dom
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { Emitter } from '../../domain/index';
import type { MapEngineEvents } from '../types';
import type { ParseAndPackResult } from '../workers/protocol';

/**
 * The loader's order of work around its renderer, with the renderer, the file and the map's
 * assembly replaced by fakes: what is linked when, against when the map is built.
 */
const steps: string[] = [];
let resolveScene: (scene: unknown) => void = () => undefined;
let resolveFile: (result: ParseAndPackResult) => void = () => undefined;

/** Links its programs once, as the real renderer does when asked again. */
let linked = false;
const fakeScene = {
  warmPrograms: vi.fn(() => {
    if (linked) return;
    linked = true;
    steps.push('link programs');
  }),
  resize: vi.fn(),
  dispose: vi.fn(),
};

vi.mock('../scene/MapScene', () => ({
  MapScene: { create: () => new Promise((resolve) => { resolveScene = resolve; }) },
}));
vi.mock('./warmStart', () => ({
  takeWarmScene: () => null,
  takePreparedMapFile: () => new Promise<ParseAndPackResult>((resolve) => { resolveFile = resolve; }),
}));
vi.mock('./geometryClient', () => ({ warmGeometryWorker: () => undefined, parseAndPackOffThread: () => new Promise(() => undefined) }));
vi.mock('../features/prepareFeatures', () => ({ prepareMapFeatures: () => undefined }));
vi.mock('../assemble', () => ({
  assembleMap: async () => {
    steps.push('build the map');
    return null;
  },
}));

const { MapLoader } = await import('./MapLoader');

const parsedFile = {
  document: { width: 100, height: 100, viewBox: [0, 0, 100, 100], regions: [], decorations: [] },
} as unknown as ParseAndPackResult;

function startLoader(): InstanceType<typeof MapLoader> {
  const host = document.createElement('div');
  document.body.append(host);
  return new MapLoader(host, new Emitter<MapEngineEvents>(), {
    options: { source: '/maps/usa.svg' },
    settings: {},
    handlerSwitches: {} as never,
    callbacks: {} as never,
    built: () => undefined,
  });
}

/** Lets every queued promise reaction and zero-delay timer run. */
async function settle(): Promise<void> {
  for (let i = 0; i < 10; i++) await new Promise((resolve) => setTimeout(resolve, 0));
}

beforeEach(() => {
  steps.length = 0;
  linked = false;
});

afterEach(() => {
  document.body.replaceChildren();
  vi.unstubAllGlobals();
});

describe('a map loader linking its renderer\'s programs', () => {
  it('links them as soon as the renderer exists when the map\'s file was parsed first, before building the map on it', async () => {
    const loader = startLoader();
    resolveFile(parsedFile);
    await settle();
    expect(steps).toEqual([]);
    resolveScene(fakeScene);
    await settle();
    expect(steps).toEqual(['link programs', 'build the map']);
    loader.dispose();
  });

  it('links them while the file is still on its way when the renderer comes first, and builds the map once it arrives', async () => {
    const loader = startLoader();
    resolveScene(fakeScene);
    await settle();
    expect(steps).toEqual(['link programs']);
    resolveFile(parsedFile);
    await settle();
    expect(steps).toEqual(['link programs', 'build the map']);
    loader.dispose();
  });

  it('links them before building the map when the file arrives after the renderer but before the browser was idle', async () => {
    // A large file parsed while the engine's code runs: the browser is never idle before it arrives.
    vi.stubGlobal('requestIdleCallback', () => 1);
    vi.stubGlobal('cancelIdleCallback', () => undefined);
    const loader = startLoader();
    resolveScene(fakeScene);
    await settle();
    expect(steps).toEqual([]);
    resolveFile(parsedFile);
    await settle();
    expect(steps).toEqual(['link programs', 'build the map']);
    loader.dispose();
  });
});
