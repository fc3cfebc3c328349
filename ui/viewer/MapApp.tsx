import { useCallback, useState } from 'react';
import type { MapEngine, MapLoadState } from '../../engine/index';
import type { ResolvedMap, StoredMap } from './mapOptions';
import { MapScreen } from './MapScreen';
import { anotherMapTarget } from './useRegionActions';
import type { ViewerEmitter } from './viewerEvents';
import { OptionsFeed } from './optionsFeed';
import type { AdoptedMap } from './adoptedMap';

/** Props of the viewer's composition root. */
interface MapAppProps {
  mapId: number | undefined;
  load: () => Promise<StoredMap>;
  loadById: (id: number) => Promise<StoredMap>;
  editMode: boolean;
  events: ViewerEmitter;
  onStateChange: (state: MapLoadState) => void;
  onEngine: (engine: MapEngine | null, options: ResolvedMap | null) => void;
  /** Mounts another map into an element (show-another-map with a container id). */
  mountInto: (element: HTMLElement, id: number) => void;
  /** Options given through the handle's `setOptions`; they apply to the map first mounted. */
  optionsFeed: OptionsFeed;
  /** The map the page already started, if any: the first map shown keeps its engine. */
  adopted?: AdoptedMap | null;
}

/** Maps shown by show-another-map take their own options only. */
const NO_OPTIONS = new OptionsFeed();

interface Shown { id: number | undefined; load: () => Promise<StoredMap>; generation: number }

/**
 * The viewer's composition root: the map on screen and the stack of maps shown before it.
 * Show-another-map without a container replaces the map here and pushes the previous one; the
 * Previous map button (shown only when the stack is not empty) pops it.
 */
export function MapApp({ mapId, load, loadById, editMode, events, onStateChange, onEngine, mountInto, optionsFeed, adopted = null }: MapAppProps) {
  const [shown, setShown] = useState<Shown>({ id: mapId, load, generation: 0 });
  const [stack, setStack] = useState<number[]>([]);

  const onAnotherMap = useCallback((target: string, containerId: string) => {
    const id = Number(target);
    if (containerId) {
      const element = anotherMapTarget(containerId, editMode);
      if (element && Number.isSafeInteger(id)) mountInto(element, id);
      return;
    }
    if (!Number.isSafeInteger(id)) return;
    if (shown.id !== undefined) setStack((current) => [...current, shown.id as number]);
    setShown({ id, load: () => loadById(id), generation: shown.generation + 1 });
  }, [editMode, loadById, mountInto, shown]);

  const previous = stack[stack.length - 1];
  const onPrevious = previous === undefined ? null : () => {
    setStack((current) => current.slice(0, -1));
    setShown({ id: previous, load: () => loadById(previous), generation: shown.generation + 1 });
  };

  return (
    <MapScreen key={shown.generation} mapId={shown.id} load={shown.load} editMode={editMode} events={events}
      onStateChange={onStateChange} onEngine={onEngine} onAnotherMap={onAnotherMap} onPrevious={onPrevious}
      optionsFeed={shown.generation === 0 ? optionsFeed : NO_OPTIONS} adopted={shown.generation === 0 ? adopted : null} />
  );
}
