// @vitest-environment happy-dom
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { Emitter } from '../../domain/index';
import type { MapEngineEvents } from '../types';
import type { ParseAndPackResult } from '../workers/protocol';
import type { ProgramSources } from '../scene/warmPrograms';

/**
 * The loader's order of work around its renderer, with the renderer, the file and the map's
 * assembly replaced by fakes: what is linked when, against when the map is built.
 */
const steps: string[] = [];
let resolveScene: (scene: unknown) => void = () => undefined;
let resolveFile: (result: ParseAndPackResult) => void = () => undefined;

/**
 * Every program the loader asked the renderer to start linking, and to link, call after call:
 * the fake keeps repeats, so a loader that asks twice for a program is seen doing so.
 */
const warmed: ProgramSources[] = [];
const linked: ProgramSources[] = [];

/** Ends the link the loader waits for; each test decides when the GPU is done. */
let finishLink: () => void = () => undefined;
const fakeScene = {
  warmPrograms: vi.fn((programs: readonly ProgramSources[] = []) => {
    steps.push('ask for programs');
    warmed.push(...programs);
  }),
  linkPrograms: vi.fn((programs: readonly ProgramSources[]) => {
    steps.push('link programs');
    linked.push(...programs);
    return new Promise<void>((resolve) => { finishLink = resolve; });
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
    readying: () => undefined,
  });
}

/** The programs' names, one per distinct program, after checking that none was asked for twice. */
function askedOnce(programs: readonly ProgramSources[]): string[] {
  const distinct = new Set(programs.map((program) => `${program.vertex}\n${program.fragment}`));
  expect(distinct.size).toBe(programs.length);
  return [...new Set(programs.map((program) => program.name))].sort();
}

/** Lets every queued promise reaction and zero-delay timer run. */
async function settle(): Promise<void> {
  for (let i = 0; i < 10; i++) await new Promise((resolve) => setTimeout(resolve, 0));
}

beforeEach(() => {
  steps.length = 0;
  warmed.length = 0;
  linked.length = 0;
});

afterEach(() => {
  document.body.replaceChildren();
  vi.unstubAllGlobals();
});

describe('a map loader linking its renderer\'s programs', () => {
  it('asks for them as soon as the renderer exists when the map\'s file was parsed first, and builds the map once they are linked', async () => {
    const loader = startLoader();
    resolveFile(parsedFile);
    await settle();
    expect(steps).toEqual([]);
    resolveScene(fakeScene);
    await settle();
    finishLink();
    await settle();
    expect(steps).toEqual(['ask for programs', 'link programs', 'build the map']);
    expect(askedOnce(warmed)).toEqual(['region-fill', 'region-index', 'region-stroke']);
    expect(askedOnce(linked)).toEqual(['map-composite', 'region-fill', 'region-index', 'region-stroke']);
    loader.dispose();
  });

  it('asks for them while the file is still on its way when the renderer comes first', async () => {
    const loader = startLoader();
    resolveScene(fakeScene);
    await settle();
    expect(steps).toEqual(['ask for programs']);
    resolveFile(parsedFile);
    await settle();
    finishLink();
    await settle();
    expect(steps).toEqual(['ask for programs', 'link programs', 'build the map']);
    loader.dispose();
  });

  it('builds nothing on the renderer while its programs are still linking (no frame links one on the main thread)', async () => {
    const loader = startLoader();
    resolveScene(fakeScene);
    resolveFile(parsedFile);
    await settle();
    expect(steps).toEqual(['ask for programs', 'link programs']);
    finishLink();
    await settle();
    expect(steps).toEqual(['ask for programs', 'link programs', 'build the map']);
    expect(askedOnce(linked)).toEqual(['map-composite', 'region-fill', 'region-index', 'region-stroke']);
    loader.dispose();
  });
});
