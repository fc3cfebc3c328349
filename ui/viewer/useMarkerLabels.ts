import { useEffect, useMemo } from 'react';
import { recordMarkerId, type DataRecord, type MapOptions } from '../../domain/index';
import type { MapEngine } from '../../engine/index';
import type { RecordList } from '../data/index';
import type { TemplateRenderer } from '../templates/index';
import { useTemplateRenderer } from './useTemplateRenderer';
import { labelText } from './choropleth/regionLabels';

/**
 * Label strings of markers from the `labelMarker` template: each record with an id gets the
 * label of its marker (the record is the template's data), and markers placed by hand get
 * theirs from their own id, title and attached object. Empty results give no label.
 */
export function markerLabelStrings(
  markers: ReadonlyArray<{ id: string; title?: string; object?: unknown }>,
  records: readonly DataRecord[],
  renderer: TemplateRenderer,
): Map<string, string> {
  const labels = new Map<string, string>();
  if (!renderer.has('labelMarker')) return labels;
  const add = (id: string, data: Record<string, unknown>) => {
    const text = labelText(renderer.render('labelMarker', data));
    if (text !== '') labels.set(id, text);
  };
  for (const record of records) {
    if (record.id !== undefined) add(recordMarkerId(record.id), record as Record<string, unknown>);
  }
  for (const marker of markers) {
    if (labels.has(marker.id) || marker.id.startsWith('record_')) continue;
    const object = marker.object && typeof marker.object === 'object' ? marker.object as Record<string, unknown> : {};
    add(marker.id, { ...object, id: marker.id, title: marker.title ?? object.title });
  }
  return labels;
}

/**
 * Marker labels (option `labelsMarkers.on`): renders the marker label template (errors log
 * "Error in the Marker Label template") and hands the strings to the engine, which draws them
 * under the markers and thins out collisions; they follow the records as pages load.
 */
export function useMarkerLabels(engine: MapEngine | null, options: Pick<MapOptions, 'labelsMarkers' | 'templates'> | null, records: RecordList<DataRecord> | null): void {
  const on = options?.labelsMarkers.on === true;
  const template = options?.templates.labelMarker ?? '';
  const renderer = useTemplateRenderer(useMemo(() => ({ labelMarker: template }), [template]));
  useEffect(() => {
    if (!engine || !on) return undefined;
    const apply = (list: readonly DataRecord[]) => engine.setMarkerLabels(markerLabelStrings(engine.markers(), list, renderer));
    apply(records?.records ?? []);
    const off = records?.on('loaded', ({ records: list }) => apply(list));
    return () => {
      off?.();
      engine.setMarkerLabels(new Map());
    };
  }, [engine, on, renderer, records]);
}
