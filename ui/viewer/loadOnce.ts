/** A page-wide value made on first use; see {@link loadOnce}. */
interface LoadedOnce<T> {
  (): Promise<T>;
  /** The value once loaded; null before (code that must run at once checks it first). */
  readonly value: T | null;
}

/**
 * One page-wide value made on first use from code loaded then (a dynamic import): every call
 * answers the same promise. A load that failed (a network blip) is forgotten, so the next call
 * tries again instead of failing for the rest of the visit.
 */
export function loadOnce<T>(load: () => Promise<T>): LoadedOnce<T> {
  let pending: Promise<T> | null = null;
  let value: T | null = null;
  const shared = () => {
    pending ??= load().then((loaded) => {
      value = loaded;
      return loaded;
    }, (error: unknown) => {
      pending = null;
      throw error;
    });
    return pending;
  };
  return Object.defineProperty(shared, 'value', { get: () => value }) as LoadedOnce<T>;
}
