import type { FieldOption, SchemaField } from './schemaField';

/** Field types with options whose single value can choose a marker image (one value per record). */
const CHOOSING_TYPES = new Set(['select', 'radio', 'status']);

/** One category of a markers-by-field setting: the value, its label and its marker image ('' for none). */
export interface MarkerCategory {
  value: string;
  label: string;
  img: string;
}

/** The location field whose markers follow another field's value, when that setting is on. */
export function markersByFieldLocation(fields: readonly SchemaField[]): SchemaField | undefined {
  const field = fields.find((candidate) => candidate.type === 'location');
  return field?.markersByFieldEnabled && field.markerField ? field : undefined;
}

/** Fields an admin may pick to choose marker images by: one value per record. */
export function markerChoosingFields(fields: readonly SchemaField[]): SchemaField[] {
  return fields.filter((field) => field.name !== '' && CHOOSING_TYPES.has(field.type) && !(field.type === 'select' && field.multiselect));
}

/**
 * The marker image a record's location takes from the markers-by-field setting: the image of
 * the record's value of the chosen field, or undefined when the setting is off or the value has
 * none (the location keeps its own image).
 */
export function markerImageByField(fields: readonly SchemaField[], record: Readonly<Record<string, unknown>>): string | undefined {
  const field = markersByFieldLocation(fields);
  if (!field?.markerField) return undefined;
  const value = record[field.markerField];
  if (value === undefined || value === null || typeof value === 'object') return undefined;
  const image = field.markersByField?.[String(value)];
  return image ? image : undefined;
}

/**
 * The categories of a markers-by-field setting, in the chosen field's option order, each with
 * its image ('' when it has none): what the admin assigns images to and what the legend lists.
 */
export function markerCategories(fields: readonly SchemaField[], location: SchemaField | undefined = markersByFieldLocation(fields)): MarkerCategory[] {
  const chooser = location?.markerField ? fields.find((field) => field.name === location.markerField) : undefined;
  if (!location || !chooser) return [];
  const images = location.markersByField ?? {};
  const options = (chooser.options ?? []) as FieldOption[];
  return options.map((option) => ({ value: String(option.value), label: String(option.label), img: images[String(option.value)] ?? '' }));
}

/** Whether two location fields differ in what their markers-by-field setting does. */
export function markersByFieldChanged(before: SchemaField | undefined, after: SchemaField | undefined): boolean {
  const shape = (field: SchemaField | undefined) => JSON.stringify(field?.markersByFieldEnabled && field.markerField
    ? [field.markerField, Object.entries(field.markersByField ?? {}).sort()]
    : null);
  return shape(before) !== shape(after);
}
