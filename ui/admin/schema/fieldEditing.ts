import {
  cleanDistanceOptions, deriveFieldName, dropEmptyOptions, type DistanceOption, type SchemaField,
} from '../../../domain/index';

/** A field in the form builder: the schema field plus what the builder tracks about it. */
export interface BuilderField {
  /** Stable key for drag and drop and React; never saved. */
  key: string;
  /** The admin typed the name by hand: the label no longer renames the field. */
  nameEdited: boolean;
  field: SchemaField;
}

let nextKey = 0;

/** Wraps a field for the builder. Stored fields count as named by hand: their names are columns. */
export function builderField(field: SchemaField, nameEdited: boolean): BuilderField {
  nextKey += 1;
  return { key: `f${nextKey}`, nameEdited, field };
}

/**
 * A new label: the name follows it (lower case, spaces to underscores, other non-word characters
 * dropped) while the label is under 64 characters and the name was never edited by hand.
 */
export function withLabel(item: BuilderField, label: string): BuilderField {
  const field = { ...item.field, label };
  if (item.nameEdited) return { ...item, field };
  const derived = deriveFieldName(label);
  return { ...item, field: derived === undefined ? field : { ...field, name: derived } };
}

/** A name typed by hand: from now on the label leaves it alone. */
export function withName(item: BuilderField, name: string): BuilderField {
  return { ...item, nameEdited: true, field: { ...item.field, name } };
}

/** The fields as they are saved: options with empty values and blank distance rows dropped. */
export function fieldsToSave(items: readonly BuilderField[]): SchemaField[] {
  return items.map(({ field }) => {
    if (!Array.isArray(field.options)) return field;
    if (field.type === 'distance') return { ...field, options: cleanDistanceOptions(field.options as DistanceOption[]) };
    if (field.type === 'region' || field.type === 'marker') return field;
    return { ...field, options: dropEmptyOptions(field.options as Array<{ value: unknown }>) as SchemaField['options'] };
  });
}

/** Moves one item; the saved order is always the order on screen. */
export function moveItem<T>(items: readonly T[], from: number, to: number): T[] {
  if (from === to || from < 0 || to < 0 || from >= items.length || to >= items.length) return [...items];
  const next = [...items];
  const [moved] = next.splice(from, 1);
  if (moved !== undefined) next.splice(to, 0, moved);
  return next;
}
