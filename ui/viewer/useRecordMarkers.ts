import { useEffect } from 'react';
import type { DataRecord, Location } from '../../domain/index';
import type { MapEngine } from '../../engine/index';
import type { Repository } from '../data/index';

/** Marker id of a record's location, so record markers never collide with hand-placed ones. */
export function recordMarkerId(recordId: string | number): string {
  return `record_${recordId}`;
}

function locationOf(record: DataRecord): Location | null {
  const location = (record as { location?: unknown }).location;
  if (!location || typeof location !== 'object') return null;
  const { geoPoint, svgPoint } = location as Location;
  const hasGeo = geoPoint && Number.isFinite(Number(geoPoint.lat)) && Number.isFinite(Number(geoPoint.lng));
  const hasSvg = svgPoint && Number.isFinite(Number(svgPoint.x)) && Number.isFinite(Number(svgPoint.y));
  return hasGeo || hasSvg ? (location as Location) : null;
}

/**
 * Shows every loaded record that has a location as a marker (the store-locator view) and
 * keeps them in step with the directory's page, search and filters. A click on a record marker
 * calls `onRecordClick`.
 */
export function useRecordMarkers(engine: MapEngine | null, records: Repository<DataRecord> | null, onRecordClick: (record: DataRecord) => void): void {
  useEffect(() => {
    if (!engine || !records) return undefined;
    let shown = new Map<string, DataRecord>();
    const sync = (list: readonly DataRecord[]) => {
      for (const id of shown.keys()) engine.removeMarker(id);
      shown = new Map();
      for (const record of list) {
        const location = locationOf(record);
        if (!location || record.id === undefined) continue;
        const id = recordMarkerId(record.id);
        const title = typeof (record as { title?: unknown }).title === 'string' ? String((record as { title?: unknown }).title) : undefined;
        try {
          engine.addMarker({ id, location, geoPoint: location.geoPoint, svgPoint: location.svgPoint, object: record, title });
          shown.set(id, record);
        } catch (error) {
          console.error(error instanceof Error ? error.message : error);
        }
      }
    };
    sync(records.records);
    const offLoaded = records.on('loaded', ({ records: list }) => sync(list));
    const offClick = engine.on('markerClick', ({ id }) => {
      const record = shown.get(id);
      if (record) onRecordClick(record);
    });
    return () => {
      offLoaded();
      offClick();
      for (const id of shown.keys()) engine.removeMarker(id);
    };
  }, [engine, records, onRecordClick]);
}
