import type { OptionChangeClass } from '../../domain/index';
import { interactionSettingsOf, type AssembledMap } from '../assemble';
import { cameraSettingsOf } from '../camera/cameraSettings';
import type { EngineMapOptions } from '../types';

/**
 * Applies the classes that change a drawn map in place: region colours and states, layers and
 * floors, gestures and camera limits, the markers' looks and the cluster badges' colours. The WebGL context, the meshes, the hit-test index and the
 * view stay. Labels and overlays need nothing here: the viewer hands the engine new label texts
 * and renders its overlays again. Returns whether the accessibility list must be read again.
 */
export function applyOptionsInPlace(map: AssembledMap, changes: ReadonlySet<OptionChangeClass>, options: EngineMapOptions): boolean {
  let listChanged = false;
  if (changes.has('palette') || changes.has('interaction')) {
    listChanged = map.states.reconfigure(options).length > 0;
    map.scene.requestRender();
  }
  if (changes.has('layers') || changes.has('floors')) map.layers.manager.reconfigure(options);
  if (changes.has('interaction')) map.interaction.configure(interactionSettingsOf(options));
  if (changes.has('clusterStyle')) map.clusters.restyle(options);
  if (changes.has('markerStyle')) map.markers.restyle(options);
  if (changes.has('camera')) map.camera.configure(cameraSettingsOf(options));
  return listChanged;
}
