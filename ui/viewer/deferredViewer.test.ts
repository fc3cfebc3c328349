// @vitest-environment happy-dom
import { afterEach, describe, expect, it, vi } from 'vitest';
import { deferredViewer, type LightStart, type ViewerModule } from './deferredViewer';
import type { MapAnswer } from './mapAnswer';
import type { ResolvedMap } from './mapOptions';
import type { MapHandle, MountOptions } from './mount';

/** A stand-in for the viewer's code that records mounts and hands out plain handles. */
function fakeViewer() {
  const mounts: Array<{ element: HTMLElement; options: MountOptions; handle: MapHandle }> = [];
  const module: ViewerModule = {
    MapSVG: {
      mount(element, options) {
        const listeners: Array<[string, unknown]> = [];
        const handle = {
          id: options.id, element, engine: { name: 'engine' }, listeners,
          on: (event: string, listener: unknown) => { listeners.push([event, listener]); return () => undefined; },
          off: vi.fn(), unmount: vi.fn(),
        } as unknown as MapHandle;
        mounts.push({ element, options, handle });
        return handle;
      },
      getMap: (id) => mounts.find((entry) => entry.options.id === id)?.handle,
    },
  };
  return { module, mounts };
}

// A failed assertion skips the rest of its test: restore fetch here so the next test never sees a stub.
afterEach(() => {
  vi.unstubAllGlobals();
});

describe('window.MapSVG while the viewer loads', () => {
  it('answers a mount at once, asks for the map while the code loads, and mounts it with that answer', async () => {
    const answer = { map: { id: 3, title: 'US', options: {} } };
    const fetchMock = vi.fn(async () => new Response(JSON.stringify(answer), { status: 200 }));
    vi.stubGlobal('fetch', fetchMock);
    const { module, mounts } = fakeViewer();
    let release: (value: ViewerModule) => void = () => undefined;
    const viewer = deferredViewer(() => new Promise((resolve) => { release = resolve; }));
    const element = document.createElement('div');
    const handle = viewer.api.mount(element, { id: 3 });
    const clicks: unknown[] = [];
    handle.on('click.region', (payload) => clicks.push(payload));
    expect(element.dataset.state).toBe('loading');
    expect(fetchMock).toHaveBeenCalledWith('/wp-json/mapsvg/v1/maps/3', expect.anything());
    expect(viewer.api.getMap(3)).toBe(handle);
    release(module);
    await vi.waitFor(() => expect(mounts).toHaveLength(1));
    expect(await mounts[0]?.options.answer).toEqual(answer);
    expect(handle.engine).toEqual({ name: 'engine' });
    expect((mounts[0]?.handle as unknown as { listeners: Array<[string, unknown]> }).listeners.map(([event]) => event)).toEqual(['click.region']);
  });

  it('never mounts a map unmounted before the code arrived', async () => {
    const { module, mounts } = fakeViewer();
    const viewer = deferredViewer(async () => module);
    const handle = viewer.api.mount(document.createElement('div'), { options: { source: '/maps/x.svg' } });
    handle.unmount();
    await new Promise((resolve) => setTimeout(resolve, 0));
    expect(mounts).toHaveLength(0);
  });

  it('goes straight to the viewer once it is loaded', async () => {
    const { module, mounts } = fakeViewer();
    const viewer = deferredViewer(async () => module);
    viewer.api.mount(document.createElement('div'), { options: {} });
    await vi.waitFor(() => expect(mounts).toHaveLength(1));
    const handle = viewer.api.mount(document.createElement('div'), { options: {} });
    expect(handle).toBe(mounts[1]?.handle);
  });

  it('starts the map file of each map as soon as its options are known, before the code arrives', async () => {
    const answer = { map: { id: 4, title: 'World', options: { source: '/maps/world.svg' } } };
    vi.stubGlobal('fetch', vi.fn(async () => new Response(JSON.stringify(answer), { status: 200 })));
    const warmed: number[] = [];
    const prepared: Array<Record<string, unknown>> = [];
    const viewer = deferredViewer(() => new Promise<ViewerModule>(() => undefined), {
      warm: () => warmed.push(1),
      prepare: (options) => { prepared.push(options); },
    });
    viewer.api.mount(document.createElement('div'), { id: 4 });
    viewer.api.mount(document.createElement('div'), { options: { source: '/maps/inline.svg' } });
    expect(warmed).toHaveLength(2);
    await vi.waitFor(() => expect(prepared).toEqual([{ source: '/maps/inline.svg' }, { source: '/maps/world.svg' }]));
  });

  it('takes the answer the page carries in the map\'s container instead of asking the server', async () => {
    const fetchMock = vi.fn(async () => new Response('{}', { status: 500 }));
    vi.stubGlobal('fetch', fetchMock);
    const { module, mounts } = fakeViewer();
    const prepared: Array<Record<string, unknown>> = [];
    const viewer = deferredViewer(async () => module, { warm: () => undefined, prepare: (options) => { prepared.push(options); } });
    const answer = { map: { id: 7, title: 'Stores', options: { source: '/maps/usa.svg' } }, precompiledTemplates: {} };
    const element = document.createElement('div');
    element.innerHTML = `<script type="application/json" class="mapsvg-answer">${JSON.stringify(answer)}</script>`;
    viewer.api.mount(element, { id: 7 });
    expect(fetchMock).not.toHaveBeenCalled();
    expect(element.querySelector('script')).toBeNull();
    await vi.waitFor(() => expect(mounts).toHaveLength(1));
    expect(await mounts[0]?.options.answer).toEqual(answer);
    expect(prepared).toEqual([{ source: '/maps/usa.svg' }]);
    // The answer of another map, or one that is not JSON, is not taken: the server is asked.
    const other = document.createElement('div');
    other.innerHTML = `<script type="application/json" class="mapsvg-answer">${JSON.stringify(answer)}</script>`;
    viewer.api.mount(other, { id: 8 });
    expect(fetchMock).toHaveBeenCalledWith('/wp-json/mapsvg/v1/maps/8', expect.anything());
  });

  it('starts a map of regions alone with the engine only, and loads the viewer when the visitor reaches for it', async () => {
    const { module, mounts } = fakeViewer();
    const load = vi.fn(async () => module);
    const events: string[] = [];
    let reach: () => void = () => undefined;
    const engine = { name: 'light engine' };
    const light: LightStart = {
      decide: (answer) => (answer.map.id === 7 ? ({ title: answer.map.title } as ResolvedMap) : null),
      place: async (container) => {
        const app = document.createElement('div');
        container.replaceChildren(app);
        return { markup: { app, wrap: app, host: app, loading: app }, posterShown: Promise.resolve() };
      },
      load: async () => ({
        startLightMap(container, answer, options, callbacks) {
          events.push(`start ${answer.map.id} ${options.title}`);
          reach = callbacks.onReach;
          callbacks.onState('ready');
          return {
            engine: engine as never,
            handOver: () => { events.push('hand over'); return { engine, host: container, map: { id: 7, title: 'Regions', options: {} }, release: () => undefined } as never; },
            dispose: () => events.push('dispose'),
          };
        },
      }),
    };
    const viewer = deferredViewer(load, NO_WORK, light);
    const element = withAnswer({ map: { id: 7, title: 'Regions', options: {} } });
    const handle = viewer.api.mount(element, { id: 7 });
    await vi.waitFor(() => expect(events).toEqual(['start 7 Regions']));
    expect(element.dataset.state).toBe('ready');
    expect(handle.engine).toBe(engine);
    expect(viewer.api.getMap(7)).toBe(handle);
    await new Promise((resolve) => setTimeout(resolve, 0));
    expect(load).not.toHaveBeenCalled();
    reach();
    await vi.waitFor(() => expect(mounts).toHaveLength(1));
    expect(events).toEqual(['start 7 Regions', 'hand over']);
    expect(mounts[0]?.options.adopt?.map.title).toBe('Regions');
    expect(handle.engine).toEqual({ name: 'engine' });

    // A site script's listener or option change is a reason to load the viewer at once.
    const second = withAnswer({ map: { id: 7, title: 'Regions', options: {} } });
    const viewer2 = deferredViewer(async () => module, NO_WORK, light);
    const handle2 = viewer2.api.mount(second, { id: 7 });
    handle2.on('click.region', () => undefined);
    await vi.waitFor(() => expect(mounts).toHaveLength(2));

    // A map unmounted before the visitor came frees its engine, and the viewer never loads for it.
    const load3 = vi.fn(async () => module);
    const viewer3 = deferredViewer(load3, NO_WORK, light);
    const handle3 = viewer3.api.mount(withAnswer({ map: { id: 7, title: 'Regions', options: {} } }), { id: 7 });
    await vi.waitFor(() => expect(events.filter((event) => event.startsWith('start'))).toHaveLength(3));
    handle3.unmount();
    expect(events.at(-1)).toBe('dispose');
    expect(viewer3.api.getMap(7)).toBeUndefined();
    expect(load3).not.toHaveBeenCalled();

    // So does one whose element leaves the page.
    const placed = withAnswer({ map: { id: 7, title: 'Regions', options: {} } });
    document.body.append(placed);
    const viewer4 = deferredViewer(load3, NO_WORK, light);
    viewer4.api.mount(placed, { id: 7 });
    await vi.waitFor(() => expect(events.filter((event) => event.startsWith('start'))).toHaveLength(4));
    const disposed = () => events.filter((event) => event === 'dispose').length;
    expect(disposed()).toBe(1);
    placed.remove();
    await vi.waitFor(() => expect(disposed()).toBe(2));
    expect(viewer4.api.getMap(7)).toBeUndefined();
    expect(load3).not.toHaveBeenCalled();
  });

  it('places a light map\'s markup and poster before the engine\'s code, and runs that code once the poster is on screen', async () => {
    let posterShown: () => void = () => undefined;
    const started: string[] = [];
    const load = vi.fn(async () => ({
      startLightMap(_container: HTMLElement, _answer: MapAnswer, _options: ResolvedMap, _callbacks: unknown, markup: { host: HTMLElement }) {
        started.push(markup.host.className);
        return { engine: {} as never, handOver: () => ({}) as never, dispose: () => undefined };
      },
    }));
    const light: LightStart = {
      decide: (answer) => ({ title: answer.map.title } as ResolvedMap),
      place: async (container) => {
        const app = document.createElement('div');
        const host = document.createElement('div');
        host.className = 'e2e-host';
        app.append(host);
        container.replaceChildren(app);
        return { markup: { app, wrap: app, host, loading: app }, posterShown: new Promise<void>((resolve) => { posterShown = resolve; }) };
      },
      load,
    };
    const viewer = deferredViewer(() => new Promise<ViewerModule>(() => undefined), NO_WORK, light);
    const element = withAnswer({ map: { id: 7, title: 'Regions', options: { source: '/maps/usa.svg' } } });
    viewer.api.mount(element, { id: 7 });
    await vi.waitFor(() => expect(element.querySelector('.e2e-host')).not.toBeNull());
    await new Promise((resolve) => setTimeout(resolve, 0));
    expect(load).not.toHaveBeenCalled();
    posterShown();
    await vi.waitFor(() => expect(started).toEqual(['e2e-host']));

    // A map that leaves the page before its engine's code runs never makes its engine.
    const leaving = withAnswer({ map: { id: 7, title: 'Regions', options: {} } });
    document.body.append(leaving);
    deferredViewer(() => new Promise<ViewerModule>(() => undefined), NO_WORK, light).api.mount(leaving, { id: 7 });
    await vi.waitFor(() => expect(leaving.querySelector('.e2e-host')).not.toBeNull());
    leaving.remove();
    await new Promise((resolve) => setTimeout(resolve, 0));
    posterShown();
    await new Promise((resolve) => setTimeout(resolve, 10));
    expect(started).toEqual(['e2e-host']);
    expect(leaving.querySelector('.e2e-host')).toBeNull();

    // A map unmounted before its markup's code arrived gets none.
    const gone = withAnswer({ map: { id: 7, title: 'Regions', options: {} } });
    const cancelledChecks: boolean[] = [];
    const late: LightStart = { ...light, place: async (_container, _answer, _options, cancelled) => { await Promise.resolve(); cancelledChecks.push(cancelled()); return null; } };
    deferredViewer(() => new Promise<ViewerModule>(() => undefined), NO_WORK, late).api.mount(gone, { id: 7 }).unmount();
    await vi.waitFor(() => expect(cancelledChecks).toEqual([true]));
  });

  it('parses a light map\'s file for its poster from the start, and tells the worker when no poster follows', async () => {
    const posterFile = () => {
      const attached: unknown[] = [];
      const file = { fetched: Promise.resolve({ text: '<svg/>', viewBox: undefined }), done: Promise.resolve(), attach: (poster: unknown) => { attached.push(poster); return true; } };
      return { file, attached };
    };
    const files: Array<ReturnType<typeof posterFile>> = [];
    const prepared: string[] = [];
    const early = {
      warm: () => undefined,
      prepare: () => undefined,
      preparePoster: (options: Record<string, unknown>) => {
        prepared.push(String(options.source));
        const made = posterFile();
        files.push(made);
        return made.file as never;
      },
    };
    const placedWith: unknown[] = [];
    const never = () => new Promise<never>(() => undefined);
    const placing = (result: 'placed' | 'none' | 'failed'): LightStart => ({
      decide: (answer) => ({ title: answer.map.title } as ResolvedMap),
      place: async (container, _answer, _options, _cancelled, file) => {
        placedWith.push(file);
        if (result === 'failed') throw new Error('the chunk did not load');
        if (result === 'none') return null;
        const app = document.createElement('div');
        container.replaceChildren(app);
        return { markup: { app, wrap: app, host: app, loading: app }, posterShown: never() };
      },
      load: never,
    });
    const answer = { map: { id: 7, title: 'Regions', options: { source: '/maps/usa.svg' } } };
    // Started before the markup's code is there, and handed to the placement, which shows the poster.
    deferredViewer(never, early, placing('placed')).api.mount(withAnswer(answer), { id: 7 });
    expect(prepared).toEqual(['/maps/usa.svg']);
    await vi.waitFor(() => expect(placedWith).toEqual([files[0]?.file]));
    await new Promise((resolve) => setTimeout(resolve, 0));
    expect(files[0]?.attached).toEqual([]);
    // Unmounted before its markup came, or its markup's code failed: the worker hears there is none.
    deferredViewer(never, early, placing('none')).api.mount(withAnswer(answer), { id: 7 });
    deferredViewer(never, early, placing('failed')).api.mount(withAnswer(answer), { id: 7 });
    await vi.waitFor(() => expect(files.slice(1).map((made) => made.attached)).toEqual([[null], [null]]));
  });

  it('mounts the whole viewer for a map the light start turns down, and in edit mode', async () => {
    const { module, mounts } = fakeViewer();
    const light: LightStart = { decide: () => null, place: () => Promise.reject(new Error('not used')), load: () => Promise.reject(new Error('not used')) };
    const viewer = deferredViewer(async () => module, NO_WORK, light);
    viewer.api.mount(withAnswer({ map: { id: 5, title: 'Stores', options: {} } }), { id: 5 });
    await vi.waitFor(() => expect(mounts).toHaveLength(1));
    expect(mounts[0]?.options.adopt).toBeUndefined();
  });
});

const NO_WORK = { warm: () => undefined, prepare: () => undefined };

/** A map container carrying its answer, as the server renders it. */
function withAnswer(answer: MapAnswer): HTMLElement {
  const element = document.createElement('div');
  element.innerHTML = `<script type="application/json" class="mapsvg-answer">${JSON.stringify(answer)}</script>`;
  return element;
}
