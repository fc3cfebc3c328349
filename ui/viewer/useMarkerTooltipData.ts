import { useEffect, useState } from 'react';
import { recordIdOfMarker } from '../../domain/index';
import { viewerRecordReader } from './dataStore';
import { useViewerData, useViewerMap } from './ViewerContext';

type TooltipData = Record<string, unknown>;

/**
 * The data the "Marker tooltip" template renders for a hovered marker: its record (from the
 * directory's page, else asked for once per hover), or the marker's own facts for a marker that
 * shows no record. Null while nothing is hovered or the record is on its way.
 */
export function useMarkerTooltipData(markerId: string | null): TooltipData | null {
  const { engine, options } = useViewerMap();
  const { records } = useViewerData();
  const [fetched, setFetched] = useState<{ id: string; data: TooltipData } | null>(null);
  const recordId = markerId ? recordIdOfMarker(markerId) : null;
  const onPage = recordId === null ? undefined : records?.records.find((record) => String(record.id) === recordId);
  const table = options.database.objectsTableName;

  useEffect(() => {
    if (recordId === null || onPage || !table) return undefined;
    let current = true;
    viewerRecordReader('objects', table).get(recordId).then((record) => {
      if (current) setFetched({ id: recordId, data: record as TooltipData });
    }, () => undefined);
    return () => { current = false; };
  }, [recordId, onPage, table]);

  if (!markerId) return null;
  if (recordId === null) {
    const marker = engine?.markers().find((item) => item.id === markerId);
    return marker ? { ...marker.object, id: marker.id, title: marker.title, label: marker.label, location: marker.location } : null;
  }
  if (onPage) return onPage as TooltipData;
  return fetched?.id === recordId ? fetched.data : null;
}
