import type { AssembledMap } from '../assemble';
import { ItemPoints } from './ItemPoints';
import { regionPoints, shownMarkerPoints } from './mirrorContent';
import type { MirrorContent } from './mirrorWindow';

type Box = { minX: number; minY: number; maxX: number; maxY: number };

function boxCentre(box: Box | undefined): { x: number; y: number } | undefined {
  return box ? { x: (box.minX + box.maxX) / 2, y: (box.minY + box.maxY) / 2 } : undefined;
}

/**
 * What the accessibility mirror of a loaded map lists: enabled, shown regions (at their
 * navigation centre, `centreOf`, else their box centre) and the shown markers.
 */
export function mapMirrorContent(map: AssembledMap | null, centreOf: (id: string) => { x: number; y: number } | undefined): MirrorContent {
  if (!map) return { regions: ItemPoints.empty(), markers: ItemPoints.empty() };
  const { document, layers, markers, states } = map;
  const regionCentre = (id: string) => centreOf(id) ?? boxCentre(document.regions[states.get(id)?.index ?? -1]?.bbox);
  return {
    regions: regionPoints(states.list(), (id) => layers.manager.isRegionHidden(id), regionCentre),
    markers: shownMarkerPoints(markers.manager),
  };
}
