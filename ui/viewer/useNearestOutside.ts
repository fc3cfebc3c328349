import { useEffect, useState } from 'react';
import type { DataRecord } from '../../domain/index';
import type { RecordList } from '../data/index';
import { viewerRecordReader } from './dataStore';
import { nearestOutsideQuery } from './storeFinder';

/**
 * The records nearest a distance search's origin when its radius holds none: after each list
 * that loads empty under a distance search, the same query without the radius limit, nearest
 * first, 3 records. Null while the list has records, loads, or has no distance search.
 */
export function useNearestOutside(records: RecordList<DataRecord> | null, table: string | undefined): readonly DataRecord[] | null {
  const [nearest, setNearest] = useState<readonly DataRecord[] | null>(null);
  useEffect(() => {
    if (!records || !table) return undefined;
    // Only the answer for the latest list counts: a newer list (or its loading) outdates it.
    let sequence = 0;
    const offLoading = records.on('loading', () => {
      sequence += 1;
      setNearest(null);
    });
    const offLoaded = records.on('loaded', ({ records: listed, query }) => {
      const mine = ++sequence;
      const ask = listed.length === 0 ? nearestOutsideQuery(query) : null;
      if (!ask) {
        setNearest(null);
        return;
      }
      viewerRecordReader('objects', table).list(ask).then(
        (page) => { if (mine === sequence) setNearest(page.records.length > 0 ? page.records : null); },
        () => { if (mine === sequence) setNearest(null); },
      );
    });
    return () => {
      offLoading();
      offLoaded();
      setNearest(null);
    };
  }, [records, table]);
  return nearest;
}
