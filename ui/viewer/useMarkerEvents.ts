import { useEffect } from 'react';
import { recordIdOfMarker, type DataRecord } from '../../domain/index';
import type { MapEngine } from '../../engine/index';
import type { RecordList } from '../data/index';
import type { EventItem, ViewerEmitter } from './viewerEvents';

/**
 * A marker as the map's events carry it: a record's marker by its record's id and data (when
 * the directory's page holds the record), any other marker by its own id.
 */
function markerEventItem(markerId: string, records: RecordList<DataRecord> | null): EventItem {
  const recordId = recordIdOfMarker(markerId);
  if (recordId === null) return { id: markerId, data: {} };
  const record = records?.records.find((entry) => String(entry.id) === recordId);
  return { id: recordId, data: (record as Record<string, unknown> | undefined) ?? {} };
}

/**
 * Emits `mouseover.marker` and `mouseout.marker` for site scripts as the pointer enters and
 * leaves markers (a move from one marker straight to another leaves the first, then enters the
 * second), as region hovers emit theirs. `click.marker` is emitted where a marker's click is
 * acted on (`MapScreen`), with the whole record.
 */
export function useMarkerHoverEvents(engine: MapEngine | null, events: ViewerEmitter, records: RecordList<DataRecord> | null): void {
  useEffect(() => {
    if (!engine) return undefined;
    let hovered: string | null = null;
    const off = engine.on('markerHover', ({ id }) => {
      if (id === hovered) return;
      if (hovered !== null) events.emit('mouseout.marker', { marker: markerEventItem(hovered, records) });
      hovered = id;
      if (id !== null) events.emit('mouseover.marker', { marker: markerEventItem(id, records) });
    });
    return () => {
      off();
      if (hovered !== null) events.emit('mouseout.marker', { marker: markerEventItem(hovered, records) });
    };
  }, [engine, events, records]);
}
