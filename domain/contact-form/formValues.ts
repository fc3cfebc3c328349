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
