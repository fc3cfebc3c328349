import type { ContainerName } from '../../../domain/index';
import type { MapCorner } from '../MapCorners';

/** Where the legend sits: a corner over the map, or a container beside it. */
export type LegendPlace = MapCorner | ContainerName;

interface Size {
  width: number;
  height: number;
}

interface Point {
  x: number;
  y: number;
}

/** Where the map's drawing and the legend go in the exported picture, in CSS pixels. */
interface ExportLayout {
  width: number;
  height: number;
  map: Point;
  legend: Point;
}

/** The gap between the legend and the edge of the map or of the picture. */
export const EXPORT_MARGIN = 10;

/**
 * Lays out the exported picture as the visitor sees the map: a legend in a corner lies over the
 * map in that corner; a legend in a container beside the map (a sidebar, the header, the footer)
 * lies beside the map's drawing on that side, the picture growing to hold both, so the legend
 * never covers what the page shows uncovered.
 */
export function exportLayout(map: Size, legend: Size, place: LegendPlace): ExportLayout {
  const besideWidth = legend.width + 2 * EXPORT_MARGIN;
  const besideHeight = legend.height + 2 * EXPORT_MARGIN;
  switch (place) {
    case 'leftSidebar':
      return { width: besideWidth + map.width, height: Math.max(map.height, besideHeight), map: { x: besideWidth, y: 0 }, legend: { x: EXPORT_MARGIN, y: EXPORT_MARGIN } };
    case 'rightSidebar':
      return { width: map.width + besideWidth, height: Math.max(map.height, besideHeight), map: { x: 0, y: 0 }, legend: { x: map.width + EXPORT_MARGIN, y: EXPORT_MARGIN } };
    case 'header':
      return { width: Math.max(map.width, besideWidth), height: besideHeight + map.height, map: { x: 0, y: besideHeight }, legend: { x: EXPORT_MARGIN, y: EXPORT_MARGIN } };
    case 'footer':
      return { width: Math.max(map.width, besideWidth), height: map.height + besideHeight, map: { x: 0, y: 0 }, legend: { x: EXPORT_MARGIN, y: map.height + EXPORT_MARGIN } };
    default: {
      // Over the map: a legend larger than the map keeps its top-left corner on the picture.
      const x = place.endsWith('right') ? map.width - legend.width - EXPORT_MARGIN : EXPORT_MARGIN;
      const y = place.startsWith('bottom') ? map.height - legend.height - EXPORT_MARGIN : EXPORT_MARGIN;
      return { width: map.width, height: map.height, map: { x: 0, y: 0 }, legend: { x: Math.max(0, x), y: Math.max(0, y) } };
    }
  }
}
