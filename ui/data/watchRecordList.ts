import type { DataRecord, Query, Schema } from '../../domain';
import type { RecordList, RecordListEvents } from './RecordList';

/** What a view shows of a list; a new object after every change, the same one otherwise. */
export interface RecordListSnapshot<T extends DataRecord = DataRecord> {
  records: readonly T[];
  schema: Schema | undefined;
  query: Readonly<Query>;
  hasNextPage: boolean;
  hasPrevPage: boolean;
  isLoading: boolean;
  /** The latest list call failed; the view offers a retry. */
  loadFailed: boolean;
}

/** A subscription pair in the shape `useSyncExternalStore` takes. */
interface RecordListWatch<T extends DataRecord = DataRecord> {
  subscribe(onChange: () => void): () => void;
  getSnapshot(): RecordListSnapshot<T>;
}

const CHANGE_EVENTS = ['loading', 'loaded', 'failed'] as const satisfies ReadonlyArray<keyof RecordListEvents>;

function takeSnapshot<T extends DataRecord>(list: RecordList<T>): RecordListSnapshot<T> {
  return {
    records: list.records,
    schema: list.schema,
    query: list.query,
    hasNextPage: list.hasNextPage,
    hasPrevPage: list.hasPrevPage,
    isLoading: list.isLoading,
    loadFailed: list.loadFailed,
  };
}

/**
 * Follows a record list's events for a React view. The snapshot is rebuilt only when an event
 * arrives, because `useSyncExternalStore` re-renders whenever it gets a different object.
 */
export function watchRecordList<T extends DataRecord>(list: RecordList<T>): RecordListWatch<T> {
  let snapshot = takeSnapshot(list);
  return {
    subscribe(onChange) {
      const refresh = () => {
        snapshot = takeSnapshot(list);
        onChange();
      };
      const stops = CHANGE_EVENTS.map((event) => list.on(event, refresh));
      return () => stops.forEach((stop) => stop());
    },
    getSnapshot: () => snapshot,
  };
}
