import type { ReactNode } from 'react';
import { flushSync } from 'react-dom';
import { createRoot, type Root } from 'react-dom/client';
import { prepareLabels, prepareMapFeatures, prepareMapFile, streetMapConsent, warmEngine, type MapEngine, type SetOptionsMode } from '../../engine/index';
import { rememberPrecompiledTemplates } from '../templates/index';
import { MapApp } from './MapApp';
import { fetchMapAnswer, type MapAnswer } from './mapAnswer';
import { engineOptions, resolveMapOptions, type StoredMap } from './mapOptions';
import { OptionsFeed } from './optionsFeed';
import { loadShapeMigration } from './olderShapes';
import { prepareMarkerFeed } from './recordMarkers/earlyFeed';
import { ViewerEmitter, type ViewerEventName, type ViewerEvents } from './viewerEvents';
import type { AdoptedMap } from './adoptedMap';

/** What `MapSVG.mount` accepts: a stored map id, or options for a map not stored on the server. */
export interface MountOptions {
  id?: number;
  options?: Record<string, unknown>;
  /** The admin preview: links and show-another-map are disabled, problems are alerts. */
  editMode?: boolean;
  /** The map's answer already asked for (the page's entry asks while the viewer loads); used once. */
  answer?: Promise<MapAnswer>;
  /** A map the page already started (engine drawn, events held): the viewer takes it over. */
  adopt?: AdoptedMap;
}

/** The handle of one mounted map. */
export interface MapHandle {
  id: number | undefined;
  element: HTMLElement;
  /** The map engine once the map is loaded (regions, selection, zoom, events). */
  engine: MapEngine | null;
  /** Listens to a map event (`click.region`, `shown.popover`, `zoom`, …); returns the remover. */
  on<K extends ViewerEventName>(event: K, listener: (this: MapHandle, payload: ViewerEvents[K]) => void): () => void;
  off<K extends ViewerEventName>(event: K, listener: (this: MapHandle, payload: ViewerEvents[K]) => void): void;
  /**
   * Changes the map's options while it is shown: `partial` is merged into its options (objects
   * key by key, arrays whole), or with `{ replace: true }` it is the whole options (keys left out
   * take their defaults). The overlays render again with them and the engine does only the work
   * the change needs (`MapEngine.setOptions`): the canvas, the view and the page state stay.
   */
  setOptions(partial: Record<string, unknown>, mode?: SetOptionsMode): void;
  unmount(): void;
}

const mounted = new Map<HTMLElement, { handle: MapHandle; root: Root }>();
let removalWatch: MutationObserver | null = null;

/**
 * Unmounts the maps whose element has left the page (a site replacing its content, a
 * single-page app changing views), so they stop acting on the address bar and give their WebGL
 * context back: browsers keep only a few alive per page. The check runs after the change, so
 * an element moved elsewhere within one task stays mounted.
 */
function watchRemovals(): void {
  if (removalWatch || typeof MutationObserver === 'undefined' || typeof document === 'undefined') return;
  removalWatch = new MutationObserver((records) => {
    if (!records.some((record) => record.removedNodes.length > 0)) return;
    for (const [element, { handle }] of mounted) if (!element.isConnected) handle.unmount();
    if (mounted.size > 0) return;
    removalWatch?.disconnect();
    removalWatch = null;
  });
  removalWatch.observe(document, { childList: true, subtree: true });
}

function readMapAnswer(body: MapAnswer): StoredMap {
  rememberPrecompiledTemplates(body.precompiledTemplates);
  return { id: body.map.id, title: body.map.title, options: body.map.options };
}

async function loadMapById(id: number | undefined): Promise<StoredMap> {
  return readMapAnswer(await fetchMapAnswer(id));
}

async function loadMap(options: MountOptions): Promise<StoredMap> {
  if (options.adopt) return options.adopt.map;
  if (options.options) {
    const toCurrentShape = await loadShapeMigration();
    return { id: options.id, title: String(options.options.title ?? ''), options: toCurrentShape(options.options) };
  }
  if (options.answer) return readMapAnswer(await options.answer);
  return loadMapById(options.id);
}

/**
 * Mounts a map into an element; mounting again replaces the previous map, and removing the
 * element from the page unmounts it.
 */
function mount(element: HTMLElement, options: MountOptions): MapHandle {
  mounted.get(element)?.handle.unmount();
  element.dataset.state = 'loading';
  const root = createRoot(element);
  const handle = {
    id: options.id,
    element,
    engine: null,
    unmount: () => {
      events.clear();
      root.unmount();
      mounted.delete(element);
    },
  } as unknown as MapHandle;
  const events = new ViewerEmitter(handle);
  const optionsFeed = new OptionsFeed();
  // Changes apply in the order given, once the migration of older shapes is there (loaded once).
  handle.setOptions = (partial, mode) => {
    loadShapeMigration().then((toCurrentShape) => optionsFeed.set(partial, mode?.replace === true, toCurrentShape), (error: unknown) => {
      console.error('MapSVG: the options could not be applied', error);
    });
  };
  handle.on = (event, listener) => events.on(event, listener as never);
  handle.off = (event, listener) => events.off(event, listener as never);
  mounted.set(element, { handle, root });
  watchRemovals();
  // The map's options are asked for at once, not after React's first render: the first load
  // takes this answer, a retry asks again.
  let early: Promise<StoredMap> | null = loadMap(options);
  // Once the options are there, the map's file is fetched and parsed in the worker, a WebGL
  // renderer is made, its marker feed asked for and the code of its optional features loaded,
  // while React renders the map's screen, which takes them.
  if (!options.adopt) early.then((map) => {
    const resolved = resolveMapOptions(map);
    prepareMapFile(engineOptions(resolved));
    prepareMapFeatures(engineOptions(resolved));
    prepareMarkerFeed(map.id, resolved);
    if (resolved.labelsRegions.on || resolved.labelsMarkers.on) prepareLabels();
    warmEngine();
  }).catch(() => undefined);
  const load = () => {
    const pending = early;
    early = null;
    return pending ?? loadMap({ ...options, answer: undefined });
  };
  const onStateChange = (state: string) => { element.dataset.state = state; };
  const onEngine = (engine: MapEngine | null) => { handle.engine = engine; };
  const mountInto = (target: HTMLElement, id: number) => { mount(target, { id, editMode: options.editMode }); };
  const app = (
    <MapApp mapId={options.id} load={load} loadById={loadMapById} editMode={options.editMode === true} events={events}
      onStateChange={onStateChange} onEngine={onEngine} mountInto={mountInto} optionsFeed={optionsFeed} adopted={options.adopt ?? null} />
  );
  if (options.adopt) {
    rememberPrecompiledTemplates(options.adopt.precompiledTemplates);
    renderAdopted(element, root, app, options.adopt);
  } else {
    root.render(app);
  }
  return handle;
}

/**
 * Renders over a map the page started: at once, so the engine's canvas leaves the page and
 * comes back inside the viewer's tree within one task, before the browser paints, and the
 * keyboard focus the visitor had on the map is given back.
 */
function renderAdopted(element: HTMLElement, root: Root, app: ReactNode, adopted: AdoptedMap): void {
  const focused = document.activeElement;
  const hadFocus = focused instanceof HTMLElement && adopted.host.contains(focused);
  flushSync(() => root.render(app));
  if (hadFocus && focused.isConnected && document.activeElement !== focused) focused.focus({ preventScroll: true });
  element.dataset.state = adopted.engine.loadState;
}

/** The first mounted map with this id. */
function getMap(id: number): MapHandle | undefined {
  return Array.from(mounted.values()).find((entry) => entry.handle.id === id)?.handle;
}

/** The viewer's public API, exposed as `window.MapSVG`. */
export const MapSVG = { mount, getMap, consent: streetMapConsent };
