import { optionValuesEqual, type OptionChangeClass } from '../../domain/index';
import type { EngineMapOptions } from '../types';

/** What the engine must do beyond what `applyOptionsInPlace` does. */
type OptionWork = 'reload' | 'rebuild' | 'resize' | 'none';

/**
 * The heaviest work a set of change classes needs: `reload` fetches and parses the image again
 * (geometry), `rebuild` assembles the scene again from the map already parsed (markers,
 * clustering, the street map, or layers that move markers), `resize` measures the map again;
 * everything else is applied in place.
 */
export function optionWork(changes: ReadonlySet<OptionChangeClass>, previous: EngineMapOptions, next: EngineMapOptions): OptionWork {
  if (changes.has('geometry')) return 'reload';
  if (changes.has('markers') || layersMoveMarkers(changes, previous, next)) return 'rebuild';
  if (changes.has('viewport')) return 'resize';
  return 'none';
}

/**
 * Markers take their layer and floor when they are added, so a change of which markers a layer
 * or floor lists needs the markers added again (a rebuild); other layer changes apply in place.
 */
function layersMoveMarkers(changes: ReadonlySet<OptionChangeClass>, previous: EngineMapOptions, next: EngineMapOptions): boolean {
  if (!changes.has('layers') && !changes.has('floors')) return false;
  return !optionValuesEqual(markerMembers(previous), markerMembers(next));
}

function markerMembers(options: EngineMapOptions): unknown[] {
  return [...(options.groups ?? []), ...(options.floors ?? [])]
    .filter((layer) => (layer.markers?.length ?? 0) > 0)
    .map((layer) => [layer.id, layer.markers]);
}
