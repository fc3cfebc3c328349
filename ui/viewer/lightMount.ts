import { MapEngine, type MapLoadState } from '../../engine/index';
import type { AdoptedMap } from './adoptedMap';
import type { MapAnswer } from './mapAnswer';
import { PHONE_MEDIA_QUERY } from './layout';
import { engineOptions, type ResolvedMap } from './mapOptions';

/** A map started with the engine alone, waiting for the visitor to reach for it. */
export interface LightMap {
  engine: MapEngine;
  /**
   * Gives the map to the viewer: the page's own markup goes (the viewer renders its own in the
   * same place at once), and the engine with its held events goes with the returned map.
   */
  handOver(): AdoptedMap;
  /** Removes the map from the page and frees its engine (the viewer never came). */
  dispose(): void;
}

/** What the light map tells the page's entry. */
export interface LightMapCallbacks {
  /** The visitor reached for the map (pointer, touch, wheel, focus), or it failed to load. */
  onReach(): void;
  /** The engine's state changed (`data-state` of the container follows it). */
  onState(state: MapLoadState): void;
}

/**
 * The events that show the visitor reaching for the map: the viewer's overlays are loaded then.
 * A move counts as well as an entry: the pointer may already rest over the map when the page
 * opens, and then it enters nothing.
 */
const REACH_EVENTS = ['pointerover', 'pointermove', 'pointerdown', 'touchstart', 'wheel', 'focusin', 'keydown'] as const;

function element<K extends keyof HTMLElementTagNameMap>(tag: K, className: string, parent?: HTMLElement): HTMLElementTagNameMap[K] {
  const created = document.createElement(tag);
  created.className = className;
  parent?.append(created);
  return created;
}

/** The zoom buttons, as the viewer draws them (see ZoomControls.tsx), on the engine directly. */
function zoomControls(engine: MapEngine, options: ResolvedMap): HTMLElement {
  const group = element('div', `mapsvg-controls mapsvg-controls-${options.controls.location === 'left' ? 'left' : 'right'}`);
  group.setAttribute('role', 'group');
  group.setAttribute('aria-label', 'Map zoom');
  const button = (label: string, text: string, action: () => void) => {
    const made = element('button', 'mapsvg-btn', group);
    made.type = 'button';
    made.setAttribute('aria-label', label);
    made.title = label;
    made.textContent = text;
    made.addEventListener('click', action);
  };
  button('Zoom in', '+', () => engine.zoomIn());
  button('Zoom out', '−', () => engine.zoomOut());
  if (options.controls.zoomReset === true) button('Reset zoom', '⟲', () => engine.resetView());
  return group;
}

/**
 * Starts a map whose first screen is the map alone (see `startsWithMapAlone`) without the
 * viewer's overlays: the same markup the viewer renders, the engine drawing into it, and the
 * zoom buttons in plain DOM. The engine holds the visitor's interaction events; the first
 * reach for the map calls `onReach`, and the page's entry then loads the viewer and hands the
 * map over, whose overlays answer the held events.
 */
export function startLightMap(container: HTMLElement, answer: MapAnswer, options: ResolvedMap, callbacks: LightMapCallbacks): LightMap {
  const scope = String(answer.map.id);
  const app = element('div', 'mapsvg-app');
  app.dataset.mapsvgScope = scope;
  if (window.matchMedia(PHONE_MEDIA_QUERY).matches) app.dataset.phone = 'true';
  const column = element('div', 'mapsvg-map-column', element('div', 'mapsvg-body', app));
  const wrap = element('div', 'mapsvg-wrap', column);
  const host = element('div', 'mapsvg-map', wrap);
  if (options.colors.background) host.style.background = options.colors.background;
  const loading = element('p', 'mapsvg-loading', wrap);
  loading.setAttribute('role', 'status');
  loading.textContent = options.loadingText ?? 'Loading map...';
  const showLoading = (shown: boolean) => {
    if (!shown) loading.remove();
    else if (!loading.isConnected) wrap.append(loading);
  };
  container.replaceChildren(app);

  const engine = new MapEngine(host, engineOptions(options), { editMode: false });
  const release = engine.holdInteractionEvents();
  const reach = () => callbacks.onReach();
  for (const name of REACH_EVENTS) container.addEventListener(name, reach, { once: true, passive: true });
  let controls: HTMLElement | null = null;
  const onState = (state: MapLoadState) => {
    callbacks.onState(state);
    showLoading(state === 'loading');
    if (state === 'ready' && !controls && options.controls.zoom !== false) controls = wrap.appendChild(zoomControls(engine, options));
    // The viewer's overlays are marked ready; here they wait, and the engine holds what they must answer.
    if (state === 'ready') app.dataset.overlays = 'deferred';
    // The viewer shows a failed load with its reason and a retry.
    if (state === 'error') reach();
  };
  const offState = engine.on('stateChange', ({ state }) => onState(state));
  if (engine.loadState !== 'loading') onState(engine.loadState);

  const stopListening = () => {
    offState();
    for (const name of REACH_EVENTS) container.removeEventListener(name, reach);
  };
  return {
    engine,
    handOver() {
      stopListening();
      return { engine, host, map: { id: answer.map.id, title: answer.map.title, options: answer.map.options }, precompiledTemplates: answer.precompiledTemplates, release };
    },
    dispose() {
      stopListening();
      engine.dispose();
      app.remove();
    },
  };
}
