import { recordMarkerId } from '../../domain/index';
import type { MapEngine } from '../../engine/index';
import type { Point, Size } from './placement';
import type { OpenItem } from './ViewerContext';

/**
 * The map point an open item points at: its marker's place, else its region's box centre; null
 * when it has neither (the map centre is used). Looked up once per item: the region search is a
 * pass over the map's regions, too dear for every frame of a pan.
 */
export function anchorMapPoint(engine: MapEngine | null, item: OpenItem): Point | null {
  if (item.mapPoint) return item.mapPoint;
  const shape = item.regionId ? engine?.document()?.regions.find((region) => region.id === item.regionId) : undefined;
  if (!shape) return null;
  return { x: (shape.bbox.minX + shape.bbox.maxX) / 2, y: (shape.bbox.minY + shape.bbox.maxY) / 2 };
}

/** Screen point of a map point (see {@link anchorMapPoint}) now, or the map's centre. */
export function anchorOnScreen(engine: MapEngine | null, mapPoint: Point | null, size: Size): Point {
  const centre = { x: size.width / 2, y: size.height / 2 };
  if (!engine || !mapPoint) return centre;
  return engine.mapToScreen(mapPoint) ?? centre;
}

/** Screen point of an open item: its marker, else its region's box centre, else the map centre. */
export function anchorOf(engine: MapEngine | null, item: OpenItem, size: Size): Point {
  return anchorOnScreen(engine, anchorMapPoint(engine, item), size);
}

/**
 * The side of the map a details panel takes: away from the item it shows, so the panel never
 * covers the marker or region that was clicked (right unless the item is in the right half).
 */
export function detailsSide(anchor: Point, size: Size): 'left' | 'right' {
  return size.width > 0 && anchor.x > size.width / 2 ? 'left' : 'right';
}

/** The marker id of an open record item, so closing it deselects its marker; null for regions. */
export function recordItemMarker(item: OpenItem | null | undefined): string | null {
  return item?.kind === 'record' ? recordMarkerId(item.id) : null;
}
