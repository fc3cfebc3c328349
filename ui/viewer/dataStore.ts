import { createDataStore, type DataStore } from '../data/index';

let store: DataStore | null = null;

/** The data store every map of the page shares (one cache, one connection). */
export function viewerDataStore(): DataStore {
  store ??= createDataStore();
  return store;
}
