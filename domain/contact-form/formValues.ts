import type { FieldValue, FormValues } from './types';

/**
 * Groups `[name, value]` entries (a `FormData`'s entries, or multipart parts on the server)
 * into {@link FormValues}. A trailing `[]` is dropped from names, so the values of
 * `colours[]` checkboxes are read under `colours`, the field name the schema uses.
 */
export function toFormValues(entries: Iterable<readonly [string, FieldValue]>): FormValues {
  const grouped = new Map<string, FieldValue[]>();
  for (const [rawName, value] of entries) {
    const name = rawName.endsWith('[]') ? rawName.slice(0, -2) : rawName;
    const list = grouped.get(name);
    if (list === undefined) grouped.set(name, [value]);
    else list.push(value);
  }
  return grouped;
}

/**
 * Builds {@link FormValues} from a plain object, mainly for tests and fixtures: a single value
 * becomes a one-item list.
 */
export function formValuesOf(
  fields: Readonly<Record<string, FieldValue | readonly FieldValue[]>>,
): FormValues {
  const result = new Map<string, readonly FieldValue[]>();
  for (const [name, value] of Object.entries(fields)) {
    result.set(name, Array.isArray(value) ? [...(value as readonly FieldValue[])] : [value as FieldValue]);
  }
  return result;
}
