// @vitest-environment happy-dom
import { describe, expect, it, vi } from 'vitest';
import { deferredViewer, type ViewerModule } from './deferredViewer';
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
    vi.unstubAllGlobals();
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
    await new Promise((resolve) => setTimeout(resolve, 0));
    const handle = viewer.api.mount(document.createElement('div'), { options: {} });
    expect(handle).toBe(mounts[0]?.handle);
  });

  it('starts the map file of each map as soon as its options are known, before the code arrives', async () => {
    const answer = { map: { id: 4, title: 'World', options: { source: '/maps/world.svg' } } };
    vi.stubGlobal('fetch', vi.fn(async () => new Response(JSON.stringify(answer), { status: 200 })));
    const warmed: number[] = [];
    const prepared: Array<Record<string, unknown>> = [];
    const viewer = deferredViewer(() => new Promise<ViewerModule>(() => undefined), {
      warm: () => warmed.push(1),
      prepare: (options) => prepared.push(options),
    });
    viewer.api.mount(document.createElement('div'), { id: 4 });
    viewer.api.mount(document.createElement('div'), { options: { source: '/maps/inline.svg' } });
    expect(warmed).toHaveLength(2);
    await vi.waitFor(() => expect(prepared).toEqual([{ source: '/maps/inline.svg' }, { source: '/maps/world.svg' }]));
    vi.unstubAllGlobals();
  });

  it('takes the answer the page carries in the map\'s container instead of asking the server', async () => {
    const fetchMock = vi.fn(async () => new Response('{}', { status: 500 }));
    vi.stubGlobal('fetch', fetchMock);
    const { module, mounts } = fakeViewer();
    const prepared: Array<Record<string, unknown>> = [];
    const viewer = deferredViewer(async () => module, { warm: () => undefined, prepare: (options) => prepared.push(options) });
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
    vi.unstubAllGlobals();
  });
});
