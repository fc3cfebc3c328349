import type { EngineMapOptions } from '../types';
import type { CameraSettings } from './Camera';

/** The camera settings the map's options give (zoom step and limits, scroll limit). */
export function cameraSettingsOf(options: Pick<EngineMapOptions, 'zoom' | 'scroll'>): CameraSettings {
  return { zoomDelta: options.zoom?.delta, zoomLimit: options.zoom?.limit, scrollLimit: options.scroll?.limit };
}
