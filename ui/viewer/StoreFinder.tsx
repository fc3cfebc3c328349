import { useEffect, type RefObject } from 'react';
import type { DataRecord, SchemaField } from '../../domain/index';
import type { MapEngine } from '../../engine/index';
import type { RecordList } from '../data/index';
import { activeDistance, type FilterValues } from './filterQuery';
import { useFitDistanceResults } from './useFitDistanceResults';
import { useLocatedOrigin } from './useLocatedOrigin';
import { useNearestOutside } from './useNearestOutside';
import { useSearchArea } from './useSearchArea';
import type { Viewer } from './ViewerContext';
import type { ExtraRecordMarkers } from './recordMarkers/extraMarkers';

interface StoreFinderProps {
  /** The engine once its map is ready. */
  engine: MapEngine | null;
  records: RecordList<DataRecord> | null;
  /** The records table the nearest records come from. */
  table: string;
  fields: readonly SchemaField[];
  filterValues: FilterValues;
  latest: RefObject<Viewer | null>;
  /** Receives the records nearest the origin when the radius holds none (null otherwise). */
  onNearest(nearest: readonly DataRecord[] | null): void;
  /** Where the record markers, however often rebuilt, find the nearest records to show too. */
  extraMarkers: ExtraRecordMarkers;
}

/**
 * What a map with a distance filter does beyond the list, in a chunk of its own that only such
 * maps load: the origin and radius drawn on the map, the map fitted to what a search found,
 * the nearest records when the radius holds none, and "Show my location" as the origin.
 */
export function StoreFinder({ engine, records, table, fields, filterValues, latest, onNearest, extraMarkers }: StoreFinderProps) {
  const nearest = useNearestOutside(records, table);
  useEffect(() => {
    onNearest(nearest);
    extraMarkers.alsoShow(nearest ? nearest.map((record) => String(record.id)) : null);
  }, [nearest, onNearest, extraMarkers]);
  // A map without a distance filter any more shows no nearest records.
  useEffect(() => () => extraMarkers.alsoShow(null), [extraMarkers]);
  useFitDistanceResults(engine, records, activeDistance(fields, filterValues), nearest);
  useSearchArea(engine, fields, filterValues);
  useLocatedOrigin(engine, fields, latest);
  return null;
}
