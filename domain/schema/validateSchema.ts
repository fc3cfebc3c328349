import { isReservedFieldName, isValidFieldName } from './fieldName';
import type { FieldType, SchemaField } from './schemaField';

/** A problem found in one field of a schema being edited. */
export interface SchemaFieldError {
  /** Position of the offending field, so the editor can highlight it. */
  fieldIndex: number;
  fieldName: string;
  message: string;
}

/** Message for names used by more than one field. */
export const DUPLICATE_NAME_MESSAGE = 'Field names should be unique';
/** Message for a field without a name. */
export const EMPTY_NAME_MESSAGE = "Field name can't be empty";
/** Message for repeated option values. */
export const DUPLICATE_OPTIONS_MESSAGE = 'Check "Options" list - values should not repeat';

/** Message for a reserved name given to a field of another type. */
export function reservedNameMessage(name: string): string {
  return `Field name "${name}" is reserved, please set another name`;
}

/** Message for a name with characters a column name cannot have. */
export function invalidNameMessage(name: string): string {
  return `Field name "${name}" can contain only letters, digits and underscores, and can't start with a digit`;
}

/** Types a schema may hold only one field of. */
export const SINGLE_USE_FIELD_TYPES: readonly FieldType[] = [
  'region', 'marker', 'post', 'status', 'distance', 'location', 'search',
];

/** Message for a second field of a single-use type, e.g. 'You can add only 1 "Region" field'. */
export function singleUseMessage(type: FieldType): string {
  return `You can add only 1 "${type.charAt(0).toUpperCase()}${type.slice(1)}" field`;
}

/**
 * The error shown when adding a field of `type` to `fields`, or undefined when it may be added:
 * a schema holds at most one region, marker, post, status, distance, location and search field.
 */
export function singleUseFieldError(fields: readonly SchemaField[], type: FieldType): string | undefined {
  if (!SINGLE_USE_FIELD_TYPES.includes(type)) return undefined;
  return fields.some((field) => field.type === type) ? singleUseMessage(type) : undefined;
}

/** Types whose options are lists of regions or markers, where repeats are not an editing mistake. */
const OPTIONS_UNCHECKED = new Set<FieldType>(['region', 'marker']);

function hasRepeatedOptionValues(field: SchemaField): boolean {
  if (OPTIONS_UNCHECKED.has(field.type) || !Array.isArray(field.options)) return false;
  const seen = new Set<string>();
  for (const option of field.options) {
    const value = String(option.value ?? '').trim();
    if (value === '') continue;
    if (seen.has(value)) return true;
    seen.add(value);
  }
  return false;
}

/** Messages about a field's own name, empty when the name is fine. */
function nameErrors(field: SchemaField): string[] {
  const name = field.name.trim();
  if (name === '') return [EMPTY_NAME_MESSAGE];
  if (!isValidFieldName(name)) return [invalidNameMessage(name)];
  if (isReservedFieldName(name, field.type)) return [reservedNameMessage(name)];
  return [];
}

/** Lower-cased names used by more than one field; column names ignore case in the database. */
function duplicateNames(fields: readonly SchemaField[]): Set<string> {
  const counts = new Map<string, number>();
  for (const field of fields) {
    const name = field.name.trim().toLowerCase();
    if (name !== '') counts.set(name, (counts.get(name) ?? 0) + 1);
  }
  return new Set([...counts].filter(([, count]) => count > 1).map(([name]) => name));
}

/**
 * Checks a schema before it is saved in edit mode (filter forms are not checked). Every problem
 * is reported with the index and name of its field, in field order, so the editor can highlight
 * the fields and list all messages in one notice.
 */
export function validateSchemaFields(fields: readonly SchemaField[]): SchemaFieldError[] {
  const errors: SchemaFieldError[] = [];
  const duplicates = duplicateNames(fields);
  const typesSeen = new Set<FieldType>();
  fields.forEach((field, fieldIndex) => {
    const report = (message: string) => errors.push({ fieldIndex, fieldName: field.name, message });
    if (duplicates.has(field.name.trim().toLowerCase())) report(DUPLICATE_NAME_MESSAGE);
    nameErrors(field).forEach(report);
    if (hasRepeatedOptionValues(field)) report(DUPLICATE_OPTIONS_MESSAGE);
    if (SINGLE_USE_FIELD_TYPES.includes(field.type) && typesSeen.has(field.type)) {
      report(singleUseMessage(field.type));
    }
    typesSeen.add(field.type);
  });
  return errors;
}
