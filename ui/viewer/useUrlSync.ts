import { useEffect, useRef } from 'react';
import type { MapEngine } from '../../engine/index';
import type { FilterValues } from './filterQuery';
import { readSharedView, regionIdFromHash, regionIdFromQuery, sharesView, writeSharedView } from './urlState';
import type { OpenItem, Viewer } from './ViewerContext';

/** Writes of the shared view wait for the map to settle. */
const SHARE_WRITE_DELAY_MS = 300;

/**
 * Reads the URL once the map is ready: `mapsvg_select` selects a region, `#/m/{id}` selects and
 * clicks it (when the after-load action is on), and a shared view restores zoom, centre, details
 * and filters. With `shareViewInUrl` the view is written back as the visitor moves around.
 */
export function useUrlSync(viewer: Viewer, engine: MapEngine | null, restoreFilters: (values: FilterValues) => void): void {
  const done = useRef(false);
  const latest = useRef(viewer);
  latest.current = viewer;
  const share = sharesView(viewer.options);

  useEffect(() => {
    if (!engine || done.current) return;
    done.current = true;
    const { options, mapId } = latest.current;
    const queried = regionIdFromQuery(window.location.search);
    if (queried && engine.region(queried)) engine.selectRegion(queried);
    const hashed = regionIdFromHash(window.location.hash);
    if (hashed && options.actions.map.afterLoad.selectRegion && engine.region(hashed)) engine.clickRegion(hashed);
    if (!share || mapId === undefined) return;
    const view = readSharedView(window.location.search, mapId);
    if (!view) return;
    if (view.f) restoreFilters(view.f);
    if (view.z !== undefined) engine.zoomTo(view.z);
    const box = engine.getViewBox();
    if (box && view.x !== undefined && view.y !== undefined) engine.setViewBox({ ...box, x: view.x - box.width / 2, y: view.y - box.height / 2 });
    if (view.d?.startsWith('r:')) {
      const id = view.d.slice(2);
      const data = latest.current.regionData(id);
      if (data) {
        engine.selectRegion(id);
        latest.current.showDetails({ kind: 'region', id, data, regionId: id });
      }
    } else if (view.d?.startsWith('o:')) {
      latest.current.records?.find(view.d.slice(2)).then((record) => latest.current.clickRecord(record), () => undefined);
    }
  }, [engine, share, restoreFilters]);

  const details: OpenItem | null = viewer.details;
  const filters = viewer.filterValues;
  useEffect(() => {
    const mapId = latest.current.mapId;
    if (!engine || !share || mapId === undefined) return undefined;
    let timer = 0;
    const write = () => {
      window.clearTimeout(timer);
      timer = window.setTimeout(() => {
        const box = engine.getViewBox();
        const active = Object.fromEntries(Object.entries(filters).filter(([, value]) => value !== '' && value !== false && !(Array.isArray(value) && value.length === 0)
          && !(typeof value === 'object' && value !== null && !Array.isArray(value) && !('geoPoint' in value && (value as { geoPoint?: unknown }).geoPoint))));
        const search = writeSharedView(window.location.search, mapId, {
          z: engine.zoomLevel(),
          x: box ? box.x + box.width / 2 : undefined,
          y: box ? box.y + box.height / 2 : undefined,
          d: details ? `${details.kind === 'region' ? 'r' : 'o'}:${details.id}` : undefined,
          f: active,
        });
        history.replaceState(history.state, '', `${window.location.pathname}${search}${window.location.hash}`);
      }, SHARE_WRITE_DELAY_MS);
    };
    write();
    const off = engine.on('viewChange', write);
    return () => {
      off();
      window.clearTimeout(timer);
    };
  }, [engine, share, details, filters]);
}
