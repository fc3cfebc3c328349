import type { DataRecord, Query, Schema } from '../../domain';
import type { Repository, RepositoryEvents } from './Repository';

/** What a view shows of a repository; a new object after every change, the same one otherwise. */
export interface RepositorySnapshot<T extends DataRecord = DataRecord> {
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
export interface RepositoryWatch<T extends DataRecord = DataRecord> {
  subscribe(onChange: () => void): () => void;
  getSnapshot(): RepositorySnapshot<T>;
}

const CHANGE_EVENTS = ['loading', 'loaded', 'created', 'updated', 'deleted', 'cleared', 'failed'] as const satisfies ReadonlyArray<keyof RepositoryEvents>;

function takeSnapshot<T extends DataRecord>(repository: Repository<T>): RepositorySnapshot<T> {
  return {
    records: repository.records,
    schema: repository.schema,
    query: repository.query,
    hasNextPage: repository.hasNextPage,
    hasPrevPage: repository.hasPrevPage,
    isLoading: repository.isLoading,
    loadFailed: repository.loadFailed,
  };
}

/**
 * Follows a repository's events for a React view. The snapshot is rebuilt only when an event
 * arrives, because `useSyncExternalStore` re-renders whenever it gets a different object.
 */
export function watchRepository<T extends DataRecord>(repository: Repository<T>): RepositoryWatch<T> {
  let snapshot = takeSnapshot(repository);
  return {
    subscribe(onChange) {
      const refresh = () => {
        snapshot = takeSnapshot(repository);
        onChange();
      };
      const stops = CHANGE_EVENTS.map((event) => repository.on(event, refresh));
      return () => stops.forEach((stop) => stop());
    },
    getSnapshot: () => snapshot,
  };
}
