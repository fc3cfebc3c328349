import { MapEngine, removePoster, type MapLoadState } from '../../engine/index';
import type { AdoptedMap } from './adoptedMap';
import { element, type LightMarkup } from './lightMarkup';
import type { MapAnswer } from './mapAnswer';
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
export function startLightMap(container: HTMLElement, answer: MapAnswer, options: ResolvedMap, callbacks: LightMapCallbacks, markup: LightMarkup): LightMap {
  const { app, wrap, host, loading } = markup;
  const showLoading = (shown: boolean) => {
    if (!shown) loading.remove();
    else if (!loading.isConnected) wrap.append(loading);
  };

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
  // The map's poster goes once the engine's own frame has been on screen (a map is ready a frame
  // after its first frame) or the load failed, whether the viewer has taken the map over or not.
  const offPoster = engine.on('stateChange', ({ state }) => {
    if (state === 'loading') return;
    offPoster();
    removePoster(host);
  });
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
