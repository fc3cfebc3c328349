import type { PosterFile } from '../../engine/early';
import type { MapHandle, MountOptions } from './mount';
import type { LightMap, LightMapCallbacks } from './lightMount';
import type { LightMarkup, LightPlacement } from './lightMarkup';
import { fetchMapAnswer, type MapAnswer } from './mapAnswer';
import type { ResolvedMap } from './mapOptions';
import { nearQueue } from './nearQueue';
import { PendingHandle } from './PendingHandle';
import { answerOnViewerServer, claimMapElement } from './viewerServer';

/** What the viewer's main module gives (see mount.tsx). */
export interface ViewerModule {
  MapSVG: { mount(element: HTMLElement, options: MountOptions): MapHandle; getMap(id: number): MapHandle | undefined };
}

/** Work the page's entry starts for a map before the viewer's code is there. */
interface EarlyWork {
  /**
   * A map is about to mount: start what every map needs (the geometry worker, with the
   * poster's code when the map starts with its poster).
   */
  warm(withPoster?: boolean): void;
  /** The map's stored options are known: start fetching and parsing its file. */
  prepare(options: Record<string, unknown>): void;
  /**
   * A map starts with its poster: start fetching and parsing its file now, for the poster its
   * markup places later (null when nothing was started).
   */
  preparePoster?(options: Record<string, unknown>): PosterFile | null;
}

const NO_EARLY_WORK: EarlyWork = { warm: () => undefined, prepare: () => undefined };

/**
 * The map's answer the server put in its container (an inert JSON script, see the server's map
 * embed), taken out of the page so nothing renders over it; null when there is none or it is
 * not the map's answer.
 */
function takeEmbeddedAnswer(element: HTMLElement, id: number): MapAnswer | null {
  const script = element.querySelector<HTMLScriptElement>(':scope > script.mapsvg-answer');
  if (!script) return null;
  script.remove();
  try {
    const answer = JSON.parse(script.textContent ?? '') as MapAnswer;
    return answer?.map?.id === id && typeof answer.map.options === 'object' ? answerOnViewerServer(answer) : null;
  } catch {
    return null;
  }
}

/** The map's answer the page carries, for a stored map mounted without options of its own. */
function embeddedAnswer(element: HTMLElement, options: MountOptions): MapAnswer | null {
  if (options.options || options.answer || options.id === undefined) return null;
  return takeEmbeddedAnswer(element, options.id);
}

/** The answer a mount starts from: given, embedded in the page, or asked for now. */
function startAnswer(options: MountOptions, embedded: MapAnswer | null): Promise<MapAnswer> | undefined {
  if (options.options || options.answer) return options.answer;
  if (options.id === undefined) return undefined;
  return embedded ? Promise.resolve(embedded) : fetchMapAnswer(options.id);
}

/**
 * Unmounts the engine-only maps whose element has left the page before the visitor reached for
 * them (a site replacing its content), so they give their WebGL context back; the viewer
 * watches the maps it mounted itself. The check runs after the change, so an element moved
 * elsewhere within one task stays.
 */
class LightRemovals {
  private readonly handles = new Set<PendingHandle>();
  private observer: MutationObserver | null = null;

  add(handle: PendingHandle): void {
    this.handles.add(handle);
    if (this.observer || typeof MutationObserver === 'undefined' || typeof document === 'undefined') return;
    this.observer = new MutationObserver((records) => {
      if (!records.some((record) => record.removedNodes.length > 0)) return;
      for (const entry of [...this.handles]) if (!entry.element.isConnected) entry.unmount();
    });
    this.observer.observe(document, { childList: true, subtree: true });
  }

  delete(handle: PendingHandle): void {
    this.handles.delete(handle);
    if (this.handles.size > 0) return;
    this.observer?.disconnect();
    this.observer = null;
  }
}

/**
 * How the page's entry starts a map whose first screen is the map alone: the engine draws it
 * while the viewer's overlays (React and the panels) stay unloaded until the visitor reaches
 * for the map (see `lightStart.ts` and `lightMount.ts`).
 */
export interface LightStart {
  /** The map's complete options when it starts with the engine alone; null otherwise. */
  decide(answer: MapAnswer): ResolvedMap | null;
  /**
   * Puts the map's markup on the page as soon as its (small) code is there, before the
   * engine-only start's code, with the poster of its `file` (see `lightMarkup.ts`); null when
   * the map was unmounted meanwhile.
   */
  place(container: HTMLElement, answer: MapAnswer, options: ResolvedMap, cancelled: () => boolean, file: PosterFile | null): Promise<LightPlacement | null>;
  /** The engine-only start's code. */
  load(): Promise<{ startLightMap(container: HTMLElement, answer: MapAnswer, options: ResolvedMap, callbacks: LightMapCallbacks, markup: LightMarkup): LightMap }>;
}

/**
 * `window.MapSVG` while the viewer's code loads in its own chunk: `mount` answers at once with a
 * handle and asks the server for a stored map's options right away (or reads them from the
 * page), and `early` starts fetching and parsing the map's file, so both run while the code
 * downloads; the map mounts when the code is there. A map whose first screen is the map alone
 * starts with the engine only (`light`), and the viewer's code loads when the visitor reaches
 * for it. Once the viewer is loaded, calls go straight to it.
 */
export function deferredViewer(load: () => Promise<ViewerModule>, early: EarlyWork = NO_EARLY_WORK, light: LightStart | null = null) {
  let loaded: ViewerModule | null = null;
  let module: Promise<ViewerModule> | null = null;
  const pending = new Set<PendingHandle>();
  const lightMaps = new LightRemovals();
  let takeWaiting = (_which: (element: HTMLElement) => boolean): HTMLElement | undefined => undefined;
  const loadViewer = (): Promise<ViewerModule> => {
    module ??= load().then((viewer) => {
      loaded = viewer;
      return viewer;
    });
    return module;
  };

  function failed(element: HTMLElement, error: unknown): void {
    element.dataset.state = 'error';
    console.error('MapSVG: the viewer could not be loaded', error);
  }

  /** Starts a map with the engine alone; the viewer takes it over once the visitor reaches for it. */
  function startLight(element: HTMLElement, options: MountOptions, answer: MapAnswer, resolved: ResolvedMap, lightStart: LightStart): MapHandle {
    let upgrading = false;
    let started: LightMap | null = null;
    const upgrade = () => {
      if (upgrading) return;
      upgrading = true;
      Promise.all([loadViewer(), lightCode]).then(([viewer]) => {
        pending.delete(handle);
        lightMaps.delete(handle);
        if (handle.isCancelled || !started) return;
        // A map whose file failed to load is mounted afresh: the viewer shows the problem and retries.
        if (started.engine.loadState === 'error') {
          started.dispose();
          handle.attach(viewer.MapSVG.mount(element, { ...options, answer: Promise.resolve(answer) }));
          return;
        }
        handle.attach(viewer.MapSVG.mount(element, { ...options, adopt: started.handOver() }));
      }, (error: unknown) => failed(element, error));
    };
    const handle = new PendingHandle(element, options.id, upgrade);
    pending.add(handle);
    handle.onUnmount = () => {
      pending.delete(handle);
      lightMaps.delete(handle);
    };
    // A map on the page that leaves it before its engine's code runs (the poster comes first) is
    // unmounted then, and its engine never made.
    if (element.isConnected) lightMaps.add(handle);
    // The file is parsed while the markup's code loads; a map that places no poster says so,
    // or the worker would hold its meshes for one.
    const file = early.preparePoster?.(answer.map.options) ?? null;
    const placed = lightStart.place(element, answer, resolved, () => handle.isCancelled, file);
    const noPoster = (): void => void file?.fetched.then(() => file.attach(null));
    placed.then((light) => (light ? undefined : noPoster()), noPoster);
    // The engine's code runs once the map's poster is on screen: run earlier, it would hold the
    // main thread when the file arrives and share two cores and the GPU with the poster.
    const lightCode = placed.then((light) => light?.posterShown).then(() => lightStart.load());
    Promise.all([lightCode, placed]).then(([{ startLightMap }, light]) => {
      if (!light) return;
      if (handle.isCancelled) {
        light.markup.app.remove();
        return;
      }
      started = startLightMap(element, answer, resolved, { onReach: upgrade, onState: (state) => { element.dataset.state = state; } }, light.markup);
      handle.engine = started.engine;
      handle.onUnmount = () => {
        pending.delete(handle);
        lightMaps.delete(handle);
        started?.dispose();
      };
      lightMaps.add(handle);
    }, (error: unknown) => failed(element, error));
    return handle as unknown as MapHandle;
  }

  function mount(element: HTMLElement, options: MountOptions): MapHandle {
    takeWaiting((waiting) => waiting === element);
    const embedded = embeddedAnswer(element, options);
    const answer = startAnswer(options, embedded);
    // Whoever mounts the map reads a failure; until then it is not an unhandled rejection.
    answer?.catch(() => undefined);
    if (loaded) return loaded.MapSVG.mount(element, { ...options, answer });
    element.dataset.state = 'loading';
    const resolved = embedded && light && !options.editMode ? light.decide(embedded) : null;
    early.warm(resolved !== null);
    if (embedded && light && resolved) return startLight(element, options, embedded, resolved, light);
    if (options.options) early.prepare(options.options);
    else answer?.then((body) => early.prepare(body.map.options), () => undefined);
    const handle = new PendingHandle(element, options.id);
    pending.add(handle);
    loadViewer().then((viewer) => {
      pending.delete(handle);
      if (!handle.isCancelled) handle.attach(viewer.MapSVG.mount(element, { ...options, answer }));
    }, (error: unknown) => {
      pending.delete(handle);
      failed(element, error);
    });
    return handle as unknown as MapHandle;
  }

  function getMap(id: number): MapHandle | undefined {
    // A site script asking for a map the page has not started yet starts it now.
    const waiting = takeWaiting((element) => element.dataset.mapId === String(id));
    if (waiting) mount(waiting, { id });
    if (loaded) return loaded.MapSVG.getMap(id) ?? pendingMap(id);
    return pendingMap(id);
  }

  function pendingMap(id: number): MapHandle | undefined {
    return Array.from(pending).find((handle) => handle.id === id) as unknown as MapHandle | undefined;
  }

  /**
   * The `.mapsvg[data-map-id]` containers of a page this viewer claims (see
   * {@link claimMapElement}; all of them when no origin is given). Claimed at once, when the
   * script runs, so the viewers of two servers claim in the page's order.
   */
  function claimAll(root: ParentNode, origin: string | null = null): HTMLElement[] {
    return Array.from(root.querySelectorAll<HTMLElement>('.mapsvg[data-map-id]'))
      .filter((element) => Number.isSafeInteger(Number(element.dataset.mapId)) && (origin === null || claimMapElement(element, origin)));
  }

  /**
   * Mounts the given containers, each with the map its `data-map-id` names, one at a time as
   * each comes near the window, the ones in view first (see `nearQueue`).
   */
  function mountElements(elements: readonly HTMLElement[]): void {
    takeWaiting = nearQueue(elements, (element) => mount(element, { id: Number(element.dataset.mapId) }));
  }

  /** Mounts every container of a page this viewer claims. */
  function mountAll(root: ParentNode, origin: string | null = null): void {
    mountElements(claimAll(root, origin));
  }

  return { api: { mount, getMap }, mountAll, claimAll, mountElements };
}
