import type { DataRecord } from '../record/record';
import type { FieldOption, SchemaField } from './schemaField';

/** The fields whose values a record sends: the id, plus every field that is not read-only. */
export function editableFields(fields: readonly SchemaField[]): SchemaField[] {
  return fields.filter((field) => field.type === 'id' || field.name === 'id' || !field.readonly);
}

function optionLabel(field: SchemaField, value: unknown): string | undefined {
  const options = (field.options ?? []) as FieldOption[];
  return options.find((option) => String(option.value) === String(value))?.label;
}

/**
 * The data a record sends on save: the id and the values of fields that are not read-only.
 * Single select and radio fields also send their option label under `{name}_text`, so lists and
 * templates can show it without the schema.
 */
export function recordData(fields: readonly SchemaField[], record: DataRecord): Record<string, unknown> {
  const data: Record<string, unknown> = { id: record.id };
  for (const field of editableFields(fields)) {
    if (!Object.hasOwn(record, field.name)) continue;
    const value = record[field.name];
    data[field.name] = value;
    const labelled = field.type === 'radio' || (field.type === 'select' && !field.multiselect);
    if (labelled) data[`${field.name}_text`] = optionLabel(field, value) ?? '';
  }
  return data;
}
