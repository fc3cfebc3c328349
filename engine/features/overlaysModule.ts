import type { EngineMapOptions } from '../types';
import { LazyModule } from './LazyModule';
import type * as OverlayLayers from './overlayLayers';

/** The labels' and bubbles' module: layers, placement and label points. */
export type OverlayModule = typeof OverlayLayers;

const overlays = new LazyModule<OverlayModule>(() => import('./overlayLayers'));

/**
 * Loads labels and bubbles once per page. Most maps show neither, so their code (with polylabel)
 * stays out of the viewer's first load and comes when options or a call turn them on.
 */
export function loadOverlays(): Promise<OverlayModule> {
  return overlays.load();
}

/** The module once it has loaded; null before. */
export function loadedOverlays(): OverlayModule | null {
  return overlays.loaded;
}

/**
 * Whether a map's options show labels, bubbles or a choropleth (whose colour probes and bubbles
 * use label points): such a map loads the module with the map, so it is ready when the map is.
 */
function optionsUseOverlays(options: EngineMapOptions): boolean {
  return options.labelsRegions?.on === true || options.labelsMarkers?.on === true || options.choropleth?.on === true;
}

/** Starts loading the module when `options` use it; errors are reported where it is used. */
export function prepareOverlaysFor(options: EngineMapOptions): Promise<unknown> | null {
  if (overlays.loaded || !optionsUseOverlays(options)) return null;
  return loadOverlays().catch(() => undefined);
}
