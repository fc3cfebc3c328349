import { useEffect, useState } from 'react';
import type { DataRecord } from '../../../domain/index';
import type { RecordList } from '../../data/index';

/**
 * The records the map's record list holds now (the page the directory and filters show), kept
 * current as pages load; null for a map without records.
 */
export function useLoadedRecords(recordList: RecordList<DataRecord> | null | undefined): readonly DataRecord[] | null {
  const [records, setRecords] = useState<readonly DataRecord[] | null>(() => recordList?.records ?? null);
  useEffect(() => {
    if (!recordList) {
      setRecords(null);
      return undefined;
    }
    setRecords(recordList.records);
    return recordList.on('loaded', ({ records: loaded }) => setRecords(loaded));
  }, [recordList]);
  return records;
}
