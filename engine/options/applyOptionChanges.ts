import { optionValuesEqual, type OptionChangeClass } from '../../domain/index';
import { cameraSettingsOf, interactionSettingsOf, type AssembledMap } from '../assemble';
import type { EngineMapOptions } from '../types';

/** What the engine must do beyond what {@link applyOptionsInPlace} did. */
export type OptionWork = 'reload' | 'rebuild' | 'resize' | 'none';

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
  return [...(options.groups ?? []), ...(options.floors ?? [])].map((layer) => [layer.id, layer.markers ?? []]);
}

/**
 * Applies the classes that change a drawn map in place: region colours and states, layers and
 * floors, gestures and camera limits. The WebGL context, the meshes, the hit-test index and the
 * view stay. Labels and overlays need nothing here: the viewer hands the engine new label texts
 * and renders its overlays again. Returns whether the accessibility list must be read again.
 */
export function applyOptionsInPlace(map: AssembledMap, changes: ReadonlySet<OptionChangeClass>, options: EngineMapOptions): boolean {
  let listChanged = false;
  if (changes.has('palette') || changes.has('interaction')) {
    listChanged = map.states.reconfigure(options).length > 0;
    map.scene.requestRender();
  }
  if (changes.has('layers') || changes.has('floors')) map.features.layers.reconfigure(options);
  if (changes.has('interaction')) map.interaction.configure(interactionSettingsOf(options));
  if (changes.has('camera')) map.camera.configure(cameraSettingsOf(options));
  return listChanged;
}
