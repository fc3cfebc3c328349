/** Keys never copied from input: writing them would change an object's prototype. */
const UNSAFE_KEYS = new Set(['__proto__', 'constructor', 'prototype']);

/** True for objects made by literals or JSON, as opposed to arrays, dates and class instances. */
export function isPlainObject(value: unknown): value is Record<string, unknown> {
  if (typeof value !== 'object' || value === null) return false;
  const proto: unknown = Object.getPrototypeOf(value);
  return proto === Object.prototype || proto === null;
}

/** Deep copy of plain objects and arrays; other values are shared. */
export function deepClone<T>(value: T): T {
  if (Array.isArray(value)) return value.map((item: unknown) => deepClone(item)) as T;
  if (!isPlainObject(value)) return value;
  const copy: Record<string, unknown> = {};
  for (const [key, item] of Object.entries(value)) {
    if (UNSAFE_KEYS.has(key)) continue;
    copy[key] = deepClone(item);
  }
  return copy as T;
}

/**
 * Merges `patch` into a copy of `base`: plain objects merge key by key at every depth, arrays and
 * other values replace, and undefined in the patch leaves the base value. Neither input changes.
 */
export function deepMerge<T>(base: T, patch: unknown): T {
  if (patch === undefined) return deepClone(base);
  if (!isPlainObject(base) || !isPlainObject(patch)) return deepClone(patch) as T;
  return mergeIntoCopy(deepClone(base), patch) as T;
}

/**
 * Merges `patch` into `copy`, a copy made by {@link deepMerge} and changed in place: the base is
 * copied once, not again at every depth (a map's options merge on the page's first task).
 */
function mergeIntoCopy(copy: Record<string, unknown>, patch: Record<string, unknown>): Record<string, unknown> {
  for (const [key, value] of Object.entries(patch)) {
    if (UNSAFE_KEYS.has(key) || value === undefined) continue;
    const current = Object.hasOwn(copy, key) ? copy[key] : undefined;
    copy[key] = isPlainObject(current) && isPlainObject(value) ? mergeIntoCopy(current, value) : deepClone(value);
  }
  return copy;
}
