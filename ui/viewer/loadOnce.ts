/**
 * One page-wide value made on first use from code loaded then (a dynamic import): every call
 * answers the same promise. A load that failed (a network blip) is forgotten, so the next call
 * tries again instead of failing for the rest of the visit.
 */
export function loadOnce<T>(load: () => Promise<T>): () => Promise<T> {
  let pending: Promise<T> | null = null;
  return () => {
    pending ??= load().catch((error: unknown) => {
      pending = null;
      throw error;
    });
    return pending;
  };
}
