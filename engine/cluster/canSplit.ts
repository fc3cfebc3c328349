import { CLUSTER_CELL_SIZE } from '../../domain/marker/marker';
import type { Camera } from '../camera/Camera';

/**
 * Whether zooming in can split a cluster whose markers span `width` x `height` map units: the
 * view is not at its deepest zoom yet and, there, the markers lie a cluster cell or more apart.
 */
export function canSplit(camera: Pick<Camera, 'getLevel' | 'getScale' | 'getZoomDelta' | 'getZoomRange'>, width: number, height: number): boolean {
  const level = camera.getLevel();
  const deepest = camera.getZoomRange()[1];
  if (level >= deepest - 1e-6) return false;
  const scaleAtDeepest = camera.getScale() * camera.getZoomDelta() ** (deepest - level);
  return Math.max(width, height) * scaleAtDeepest >= CLUSTER_CELL_SIZE;
}
