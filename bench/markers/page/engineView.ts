import type { MapEngine } from '../../../engine/index';
import { zoomForPxPerDegree, type MercatorView } from './mercator';

/**
 * The engine's current view as a Web Mercator camera: the geographic point at the centre of its
 * view, and the zoom at which a degree of longitude there spans as many px as on the engine's
 * screen, so the Mercator peers show the same places at the same density.
 */
export function engineMercatorView(engine: MapEngine): MercatorView {
  const box = engine.getViewBox();
  if (!box) throw new Error('the engine has no view');
  const centre = engine.convertSvgToGeo({ x: box.x + box.width / 2, y: box.y + box.height / 2 });
  const a = engine.mapToScreen(engine.convertGeoToSvg({ lat: centre.lat, lng: centre.lng }));
  const b = engine.mapToScreen(engine.convertGeoToSvg({ lat: centre.lat, lng: centre.lng + 1 }));
  if (!a || !b) throw new Error('the engine cannot place geographic points');
  return { longitude: centre.lng, latitude: centre.lat, zoom: zoomForPxPerDegree(Math.abs(b.x - a.x)) };
}

/** The engine's fence (a one-pixel `readPixels` on its context). */
export function engineFence(engine: MapEngine): void {
  (engine.debug as { fence(): void }).fence();
}

/**
 * Zooms the engine to `level` around Europe (48° N, 10° E) as the markers benches pan it, waits
 * until the markers and the sharp redraw after the zoom have settled, and returns the camera's
 * own pan (as a drag does it).
 */
export async function preparePan(engine: MapEngine, level: number, settle: () => Promise<void>): Promise<(dx: number, dy: number) => void> {
  engine.zoomTo(level, engine.mapToScreen(engine.convertGeoToSvg({ lat: 48, lng: 10 })) ?? undefined);
  await engine.markersSettled();
  await settle();
  engineFence(engine);
  // The facade has no pan by pixels: the bench reaches the map's camera through the facade's core.
  const camera = (engine as unknown as { core: { map(): { camera: { panBy(x: number, y: number): boolean } } } }).core.map().camera;
  return (dx, dy) => camera.panBy(dx, dy);
}
