import { useEffect, useMemo } from 'react';
import { recordIdOfMarker, type DataRecord, type MarkerFeed } from '../../domain/index';
import type { MapEngine } from '../../engine/index';
import { markerFeedGateway, narrowsRecords, objectsGateway, type Repository } from '../data/index';
import { viewerDataStore } from './dataStore';
import type { ResolvedMap } from './mapOptions';
import { RecordMarkers } from './recordMarkers/RecordMarkers';

/**
 * The marker feed of the map's records table, asked for as soon as the options are known, so it
 * downloads while the map file loads and draws. Null when the map shows no record markers from
 * the feed.
 */
export function useMarkerFeed(options: ResolvedMap | null, records: Repository<DataRecord> | null): (() => Promise<MarkerFeed>) | null {
  return useMemo(() => {
    if (!options || !records || options.database.recordMarkers !== 'all') return null;
    let pending: Promise<MarkerFeed> | null = markerFeedGateway(viewerDataStore().dispatch, options.database.objectsTableName).feed();
    // An early failure is reported when the markers ask for the feed, not as an unhandled rejection.
    pending.catch(() => undefined);
    return () => {
      const first = pending;
      pending = null;
      return first ?? markerFeedGateway(viewerDataStore().dispatch, options.database.objectsTableName).feed();
    };
  }, [options, records]);
}

/**
 * Shows the map's records as markers: every located record of the table, following the
 * directory's search and filters over the whole table (`database.recordMarkers: 'all'`, the
 * default), or only the directory's page (`'page'`). A click on a record marker loads its full
 * record (unless the directory's page holds it) and calls `onRecordClick`.
 */
export function useRecordMarkers(engine: MapEngine | null, options: ResolvedMap | null, records: Repository<DataRecord> | null, onRecordClick: (record: DataRecord) => void): void {
  const feed = useMarkerFeed(options, records);
  useEffect(() => {
    if (!engine || !records || !options) return undefined;
    const dispatch = viewerDataStore().dispatch;
    const table = options.database.objectsTableName;
    const ids = markerFeedGateway(dispatch, table);
    const markers = new RecordMarkers(engine, records, {
      mode: feed ? 'all' : 'page',
      feed: feed ?? (() => ids.feed()),
      matchingIds: (query) => ids.ids(query),
      narrows: narrowsRecords,
      noFiltersNoLoad: options.database.noFiltersNoLoad,
      waitForFirstLoad: !options.database.loadOnStart || options.database.noFiltersNoLoad,
    });
    void markers.start();
    let clickSequence = 0;
    const offClick = engine.on('markerClick', ({ id }) => {
      const recordId = recordIdOfMarker(id);
      if (recordId === null) return;
      const sequence = ++clickSequence;
      const onPage = records.records.find((record) => String(record.id) === recordId);
      if (onPage) {
        onRecordClick(onPage);
        return;
      }
      objectsGateway(dispatch, table).get(recordId).then((record) => {
        if (sequence === clickSequence) onRecordClick(record);
      }, () => undefined);
    });
    return () => {
      offClick();
      markers.dispose();
    };
  }, [engine, options, records, feed, onRecordClick]);
}
