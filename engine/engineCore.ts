import { Emitter } from '../domain/index';
import type { ScreenPoint } from './camera/types';
import { HandlerSwitches } from './interaction/HandlerSwitches';
import { MapLoader, type LoadedMap } from './load/MapLoader';
import { mapCallbacks } from './mapCallbacks';
import { PendingChanges } from './PendingChanges';
import { RegionsManager } from './regions/RegionsManager';
import type { EngineMapOptions, MapEngineEvents, MapEngineSettings } from './types';

/** The events a visitor's pointer or keyboard causes, which a page may hold until its overlays can answer. */
export const INTERACTION_EVENTS: ReadonlyArray<keyof MapEngineEvents> = [
  'regionHover', 'regionClick', 'selectionChange', 'regionFocus', 'markerHover', 'markerClick', 'markerSelectionChange', 'clusterClick',
];

/** What the facade composes: the managers that outlive any one built map. */
export interface EngineCore {
  events: Emitter<MapEngineEvents>;
  /** Loads, builds and frees the map; holds the map built (`loader.loaded`). */
  loader: MapLoader;
  /** The regions' hover, clicks, selection, states, labels and bubbles, across every map built. */
  regions: RegionsManager;
  /** The gestures' switches, kept across builds. */
  handlerSwitches: HandlerSwitches;
  /** Changes made while no map is ready, applied in order when one is (see `PendingChanges`). */
  pending: PendingChanges<LoadedMap>;
  /** Takes clicks on the map instead of the normal click behaviour (see `MapEngine.setClickHandler`). */
  clickHandler: ((point: ScreenPoint) => void) | null;
  /** The map built now (it may not be announced ready yet), for reading; null while there is none. */
  map: () => LoadedMap | null;
  /** The map built now; throws while there is none, for the readings that cannot answer without it. */
  built: () => LoadedMap;
}

/** What the core reads back from the facade. */
interface EngineCoreInput {
  host: HTMLElement;
  options: EngineMapOptions;
  settings: MapEngineSettings;
}

/** Why `locate` rejects when the engine is disposed of before its map is ready. */
export function mapRemoved(): Promise<never> {
  return Promise.reject(new Error('MapSVG: the map was removed before it was ready.'));
}

/**
 * Makes the facade's managers and wires them together: the loader starts loading the map at
 * once; every map it builds gets the labels and bubbles kept on regions, and, as it becomes
 * ready, the changes made while none was.
 */
export function createEngineCore({ host, options, settings }: EngineCoreInput): EngineCore {
  const events = new Emitter<MapEngineEvents>({ onListenerError: settings.onListenerError });
  let loader: MapLoader | null = null;
  const built = (): LoadedMap | null => loader?.loaded ?? null;
  // Ready means announced ready: a map built but still listing its regions, or one being
  // rebuilt or reloaded, takes no changes until it (or its successor) is announced.
  const pending = new PendingChanges<LoadedMap>(() => (loader?.state === 'ready' ? built() : null));
  const regions = new RegionsManager(built, (name, payload) => events.emit(name, payload));
  const handlerSwitches = new HandlerSwitches(() => loader?.options ?? options);
  const surface = (): HTMLElement | null => loader?.surface ?? null;
  loader = new MapLoader(host, events, {
    options,
    settings,
    handlerSwitches,
    callbacks: mapCallbacks({
      map: built,
      regions,
      clickHandler: () => core.clickHandler,
      setPointing: (pointing) => {
        const element = surface();
        if (element) element.style.cursor = pointing ? (loader?.options.cursor || 'pointer') : '';
      },
      regionFocused: (id) => events.emit('regionFocus', { id }),
    }),
    built: (map) => regions.built(map),
    readying: (map) => pending.flush(map),
  });
  const core: EngineCore = {
    events, loader, regions, handlerSwitches, pending, clickHandler: null, map: built,
    built: () => {
      const map = built();
      if (!map) throw new Error('MapSVG: the map is not loaded yet.');
      return map;
    },
  };
  return core;
}
