import { useMemo, useSyncExternalStore } from 'react';
import type { DataRecord } from '../../domain';
import type { Repository } from './Repository';
import type { RepositorySnapshot } from './watchRepository';
import { watchRepository } from './watchRepository';

/**
 * The current page, schema, query and loading state of a repository; the component re-renders
 * on every repository event. Loading stays with the caller (`repository.load()` in an effect or
 * a handler), so the hook never sends calls of its own.
 */
export function useRepository<T extends DataRecord>(repository: Repository<T>): RepositorySnapshot<T> {
  const watch = useMemo(() => watchRepository(repository), [repository]);
  return useSyncExternalStore(watch.subscribe, watch.getSnapshot, watch.getSnapshot);
}
