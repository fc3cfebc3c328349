import { recordMarkerId, type DataRecord } from '../../domain/index';
import { runClick } from './clickRunner';
import { recordRegionIds } from './regionData';
import { recordMapPoint } from './recordPoint';
import type { OpenItem, Viewer } from './ViewerContext';

/** The zoom level a directory click shows a record's marker at, unless the map is closer already. */
const RECORD_ZOOM_LEVEL = 2;

/**
 * A click on a record in the directory. A record with a place on the map is selected there: its
 * marker is selected (no region), the map zooms to it and its popover or details open at the
 * marker. A record without a place acts through its first region, as the directory's "select
 * region" option says.
 */
export function clickDirectoryRecord(viewer: Viewer, record: DataRecord, showAnotherMap: (mapId: string, containerId: string) => void): void {
  const engine = viewer.engine;
  const data = record as Record<string, unknown>;
  const mapPoint = engine ? recordMapPoint(engine, data) ?? undefined : undefined;
  const regionId = mapPoint ? undefined : recordRegionIds(record)[0];
  const item: OpenItem = { kind: 'record', id: String(record.id), data, regionId, mapPoint };
  const click = viewer.options.actions.directoryItem.click;
  const markerClick = viewer.options.actions.marker.click;
  if (mapPoint) {
    engine?.deselectRegion();
    engine?.selectMarker(recordMarkerId(record.id));
  } else if (click.selectRegion && regionId) engine?.selectRegion(regionId);
  const zoomToLevel = markerClick.zoomToLevel > 0 ? markerClick.zoomToLevel : Math.max(engine?.zoomLevel() ?? 0, RECORD_ZOOM_LEVEL);
  const actions = {
    ...markerClick, zoom: mapPoint !== undefined, zoomToLevel, filterDirectory: false,
    showDetails: click.showDetails, showPopover: click.showPopover, goToLink: click.goToLink, linkField: click.linkField,
  };
  if (engine) runClick(actions, { kind: 'marker', data }, { editMode: viewer.editMode }, item, { viewer, engine, showAnotherMap });
}
