import type { TableArgs } from './collectionRequests';

type Listener = () => void;

const listeners = new Map<string, Set<Listener>>();

function keyOf({ collection, table }: TableArgs): string {
  return `${collection}/${table}`;
}

/**
 * Tells the views of this page that read `table` that its rows changed: the admin's writes go
 * through RTK Query, while the map it previews reads through its own record list, so without
 * this a record saved in the editor would not reach the preview's markers or directory.
 */
export function announceTableWrite(args: TableArgs): void {
  for (const listener of [...(listeners.get(keyOf(args)) ?? [])]) listener();
}

/** Calls `listener` after each write this page makes to `table`; returns a function that stops it. */
export function onTableWrite(args: TableArgs, listener: Listener): () => void {
  const key = keyOf(args);
  const set = listeners.get(key) ?? new Set<Listener>();
  listeners.set(key, set);
  set.add(listener);
  return () => {
    set.delete(listener);
    if (set.size === 0) listeners.delete(key);
  };
}
