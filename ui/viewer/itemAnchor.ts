import type { MapEngine } from '../../engine/index';
import type { Point, Size } from './placement';
import type { OpenItem } from './ViewerContext';

/** Screen point of an open item: its marker, else its region's box centre, else the map centre. */
export function anchorOf(engine: MapEngine | null, item: OpenItem, size: Size): Point {
  const centre = { x: size.width / 2, y: size.height / 2 };
  if (engine && item.mapPoint) return engine.mapToScreen(item.mapPoint) ?? centre;
  const shape = item.regionId ? engine?.document()?.regions.find((region) => region.id === item.regionId) : undefined;
  if (!engine || !shape) return centre;
  return engine.mapToScreen({ x: (shape.bbox.minX + shape.bbox.maxX) / 2, y: (shape.bbox.minY + shape.bbox.maxY) / 2 }) ?? centre;
}

/**
 * The side of the map a details panel takes: away from the item it shows, so the panel never
 * covers the marker or region that was clicked (right unless the item is in the right half).
 */
export function detailsSide(anchor: Point, size: Size): 'left' | 'right' {
  return size.width > 0 && anchor.x > size.width / 2 ? 'left' : 'right';
}
