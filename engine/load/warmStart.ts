import { MapScene } from '../scene/MapScene';
import { warmGeometryWorker } from './geometryClient';

export { prepareMapFile, takePreparedMapFile, type MapFileRequest } from './mapFilePrep';

/** A renderer made ahead of the first map of the page, and the width it was made for. */
let parked: Promise<MapScene> | null = null;

/**
 * Starts, ahead of the first map of a page, what every map load waits for and needs nothing
 * from the map: the geometry worker (its script loads and compiles) and a WebGL renderer (the
 * slowest single step of a load). The viewer calls it when a map is mounted, while React
 * renders; the first engine made afterwards takes the renderer. Calling it again does nothing
 * while a renderer waits.
 */
export function warmEngine(): void {
  warmGeometryWorker();
  if (parked || typeof document === 'undefined') return;
  parked = MapScene.create({ width: 1, height: 1 });
  parked.catch(() => undefined);
}

/** The renderer {@link warmEngine} made, once; null when there is none. */
export function takeWarmScene(): Promise<MapScene> | null {
  const scene = parked;
  parked = null;
  return scene;
}
