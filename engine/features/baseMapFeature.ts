import type { Camera } from '../camera/Camera';
import { BaseMapManager } from '../basemap/BaseMapManager';
import type { MapScene } from '../scene/MapScene';
import type { EngineMapOptions, MapEngineEvents } from '../types';
import type { GeoFeature } from './GeoFeature';

/** What the street-map feature needs from the map. */
export interface BaseMapFeatureInput {
  scene: MapScene;
  camera: Camera;
  geo: GeoFeature;
  surface: HTMLElement;
  options: EngineMapOptions;
  emit: <K extends keyof MapEngineEvents>(name: K, payload: MapEngineEvents[K]) => void;
}

/**
 * The street-map layer under the vector map, as the map's options start it: Google Maps when
 * `googleMaps.on`, else the XYZ tiles of `baseMap` when on. Changes go out as `baseMapChange`.
 * The layer itself is the street-map subsystem's {@link BaseMapManager}.
 */
export function startBaseMap(input: BaseMapFeatureInput): BaseMapManager {
  const { options } = input;
  const baseMap = new BaseMapManager({
    scene: input.scene, camera: input.camera, converter: input.geo.converter, surface: input.surface,
    hideSvg: options.zoom?.hideSvg, hideSvgZoomLevel: options.zoom?.hideSvgZoomLevel, google: options.googleMaps,
    changed: (on, error) => input.emit('baseMapChange', { on, error }),
  });
  const google = options.googleMaps?.on ? { provider: 'google' as const, on: true } : null;
  const street = google ?? (options.baseMap?.on ? options.baseMap : null);
  if (street) baseMap.set(street);
  return baseMap;
}
