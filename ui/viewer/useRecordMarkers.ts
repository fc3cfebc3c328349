import { useEffect, useMemo } from 'react';
import { recordIdOfMarker, type DataRecord } from '../../domain/index';
import type { MapEngine } from '../../engine/index';
import { markerFeedGateway, narrowsRecords, type RecordList } from '../data/index';
import { viewerConnection, viewerRecordReader } from './dataStore';
import type { ResolvedMap } from './mapOptions';
import { feedColumns, placeFields, recordPlacesOf } from './recordMarkers/markerColumns';
import type { ExtraRecordMarkers } from './recordMarkers/extraMarkers';
import { RecordMarkers } from './recordMarkers/RecordMarkers';
import { markerFeedAccess, type MarkerFeedAccess } from './recordMarkers/earlyFeed';

/**
 * The marker feed of the map's records table, asked for as soon as the options are known (when
 * the map was mounted), so it downloads while the map file loads and draws. Null when the map
 * shows no record markers from the feed.
 */
function useMarkerFeed(options: ResolvedMap | null, records: RecordList<DataRecord> | null): MarkerFeedAccess | null {
  return useMemo(() => (options && records ? markerFeedAccess(options) : null), [options, records]);
}

/**
 * While the map loads, tells its engine which markers the feed will bring, so clustering can
 * index them before the map is ready.
 */
function usePreparedMarkers(loadingEngine: MapEngine | null, feed: MarkerFeedAccess | null, options: ResolvedMap | null): void {
  useEffect(() => {
    const early = feed?.early();
    if (!loadingEngine || !early || !options || loadingEngine.loadState === 'ready') return undefined;
    let live = true;
    early.then((answer) => {
      if (live) loadingEngine.prepareMarkers(feedColumns(answer, recordPlacesOf(options)));
    }, () => undefined);
    return () => {
      live = false;
    };
  }, [loadingEngine, feed, options]);
}

/** The viewer's engine: `engine` once its map is ready, `loadingEngine` from its creation on. */
interface RecordMarkerEngines {
  engine: MapEngine | null;
  loadingEngine: MapEngine | null;
}

/**
 * Shows the map's records as markers: every located record of the table, following the
 * directory's search and filters over the whole table (`database.recordMarkers: 'all'`, the
 * default), or only the directory's page (`'page'`). A click on a record marker loads its full
 * record (unless the directory's page holds it) and calls `onRecordClick`. `extraMarkers` holds
 * records shown besides the matching ones; every rebuilt set of markers shows them too.
 */
export function useRecordMarkers(engines: RecordMarkerEngines, options: ResolvedMap | null, records: RecordList<DataRecord> | null, onRecordClick: (record: DataRecord) => void,
  extraMarkers?: ExtraRecordMarkers): void {
  const { engine, loadingEngine } = engines;
  const feed = useMarkerFeed(options, records);
  usePreparedMarkers(loadingEngine, feed, options);
  useEffect(() => {
    if (!engine || !records || !options) return undefined;
    const table = options.database.objectsTableName;
    const ids = markerFeedGateway(viewerConnection(), table);
    const places = recordPlacesOf(options);
    const markers = new RecordMarkers(engine, records, {
      mode: feed ? 'all' : 'page',
      feed: feed?.take ?? (() => ids.feed(placeFields(places))),
      matchingIds: (query) => ids.ids(query),
      narrows: narrowsRecords,
      noFiltersNoLoad: options.database.noFiltersNoLoad,
      waitForFirstLoad: !options.database.loadOnStart || options.database.noFiltersNoLoad,
      places,
    });
    const detachExtra = extraMarkers?.attach(markers);
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
      viewerRecordReader('objects', table).get(recordId).then((record) => {
        if (sequence === clickSequence) onRecordClick(record);
      }, () => undefined);
    });
    return () => {
      offClick();
      detachExtra?.();
      markers.dispose();
    };
  }, [engine, options, records, feed, onRecordClick, extraMarkers]);
}
