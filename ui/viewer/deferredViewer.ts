import type { ViewerEventName, ViewerEvents } from './viewerEvents';
import type { MapHandle, MountOptions } from './mount';
import { fetchMapAnswer, type MapAnswer } from './mapAnswer';

/** What the viewer's main module gives (see mount.tsx). */
export interface ViewerModule {
  MapSVG: { mount(element: HTMLElement, options: MountOptions): MapHandle; getMap(id: number): MapHandle | undefined };
}

type AnyListener = (this: MapHandle, payload: never) => void;

/**
 * The handle of a map mounted before the viewer's code has arrived: listeners added meanwhile
 * are passed on, and `engine` reads through, once the real handle exists.
 */
class PendingHandle {
  engine: MapHandle['engine'] = null;
  private real: MapHandle | null = null;
  private cancelled = false;
  private readonly listeners: Array<{ event: ViewerEventName; listener: AnyListener; remove: (() => void) | null }> = [];

  constructor(readonly element: HTMLElement, readonly id: number | undefined) {}

  get isCancelled(): boolean {
    return this.cancelled;
  }

  attach(real: MapHandle): void {
    this.real = real;
    Object.defineProperty(this, 'engine', { get: () => real.engine, configurable: true });
    for (const entry of this.listeners) entry.remove = real.on(entry.event, entry.listener as never);
  }

  on<K extends ViewerEventName>(event: K, listener: (this: MapHandle, payload: ViewerEvents[K]) => void): () => void {
    if (this.real) return this.real.on(event, listener);
    const entry = { event, listener: listener as AnyListener, remove: null as (() => void) | null };
    this.listeners.push(entry);
    return () => this.off(event, listener);
  }

  off<K extends ViewerEventName>(event: K, listener: (this: MapHandle, payload: ViewerEvents[K]) => void): void {
    const index = this.listeners.findIndex((entry) => entry.event === event && entry.listener === listener);
    const [entry] = index >= 0 ? this.listeners.splice(index, 1) : [];
    if (entry?.remove) entry.remove();
    else this.real?.off(event, listener);
  }

  unmount(): void {
    this.cancelled = true;
    this.real?.unmount();
  }
}

/** Work the page's entry starts for a map before the viewer's code is there. */
export interface EarlyWork {
  /** A map is about to mount: start what every map needs (the geometry worker). */
  warm(): void;
  /** The map's stored options are known: start fetching and parsing its file. */
  prepare(options: Record<string, unknown>): void;
}

const NO_EARLY_WORK: EarlyWork = { warm: () => undefined, prepare: () => undefined };

/**
 * The map's answer the server put in its container (an inert JSON script, see the server's map
 * embed), taken out of the page so nothing renders over it; null when there is none or it is
 * not the map's answer.
 */
export function takeEmbeddedAnswer(element: HTMLElement, id: number): MapAnswer | null {
  const script = element.querySelector<HTMLScriptElement>(':scope > script.mapsvg-answer');
  if (!script) return null;
  script.remove();
  try {
    const answer = JSON.parse(script.textContent ?? '') as MapAnswer;
    return answer?.map?.id === id && typeof answer.map.options === 'object' ? answer : null;
  } catch {
    return null;
  }
}

/** The answer a mount starts from: given, embedded in the page, or asked for now. */
function startAnswer(element: HTMLElement, options: MountOptions): Promise<MapAnswer> | undefined {
  if (options.options || options.answer) return options.answer;
  if (options.id === undefined) return undefined;
  const embedded = takeEmbeddedAnswer(element, options.id);
  return embedded ? Promise.resolve(embedded) : fetchMapAnswer(options.id);
}

/**
 * `window.MapSVG` while the viewer's code loads in its own chunk: `mount` answers at once with a
 * handle and asks the server for a stored map's options right away, and once they are there
 * `early` starts fetching and parsing the map's file, so both run while the code downloads; the
 * map mounts when the code is there. Once loaded, calls go straight to the viewer.
 */
export function deferredViewer(load: () => Promise<ViewerModule>, early: EarlyWork = NO_EARLY_WORK) {
  let loaded: ViewerModule | null = null;
  const pending = new Set<PendingHandle>();
  const module = load().then((viewer) => {
    loaded = viewer;
    return viewer;
  });

  function mount(element: HTMLElement, options: MountOptions): MapHandle {
    const answer = startAnswer(element, options);
    // Whoever mounts the map reads a failure; until then it is not an unhandled rejection.
    answer?.catch(() => undefined);
    if (loaded) return loaded.MapSVG.mount(element, { ...options, answer });
    element.dataset.state = 'loading';
    early.warm();
    if (options.options) early.prepare(options.options);
    else answer?.then((body) => early.prepare(body.map.options), () => undefined);
    const handle = new PendingHandle(element, options.id);
    pending.add(handle);
    module.then((viewer) => {
      pending.delete(handle);
      if (!handle.isCancelled) handle.attach(viewer.MapSVG.mount(element, { ...options, answer }));
    }, (error: unknown) => {
      pending.delete(handle);
      element.dataset.state = 'error';
      console.error('MapSVG: the viewer could not be loaded', error);
    });
    return handle as unknown as MapHandle;
  }

  function getMap(id: number): MapHandle | undefined {
    if (loaded) return loaded.MapSVG.getMap(id);
    return Array.from(pending).find((handle) => handle.id === id) as unknown as MapHandle | undefined;
  }

  /** Mounts every `.mapsvg[data-map-id]` container of a page. */
  function mountAll(root: ParentNode): void {
    for (const element of Array.from(root.querySelectorAll<HTMLElement>('.mapsvg[data-map-id]'))) {
      const id = Number(element.dataset.mapId);
      if (Number.isSafeInteger(id)) mount(element, { id });
    }
  }

  return { api: { mount, getMap }, mountAll };
}
