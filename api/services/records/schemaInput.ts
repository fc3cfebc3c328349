import { FIELD_TYPES, defaultField, validateSchemaFields, type FieldType, type SchemaField, type SchemaFieldError, isPlainObject } from '../../../domain/index';
import { ApiError } from '../../errors';
import { schemaColumns } from '../../sql/columns';
import { isValidTableName } from '../../sql/identifiers';
import type { SchemaChanges } from '../../repositories/schemasRepository';

function invalidParam(name: string): ApiError {
  return new ApiError(400, 'rest_invalid_param', `Invalid parameter(s): ${name}`);
}

/** A field with every default of its type filled in; unknown types are refused. */
function normalizeField(input: unknown): SchemaField {
  if (!isPlainObject(input)) throw invalidParam('fields');
  const type = input.type;
  if (typeof type !== 'string' || !(FIELD_TYPES as readonly string[]).includes(type)) throw invalidParam('fields');
  const field = { ...defaultField(type as FieldType), ...input } as SchemaField;
  field.name = typeof field.name === 'string' ? field.name.trim() : String(field.name ?? '');
  return field;
}

/** Problems the database would hit even though the editor rules pass: long or clashing column names. */
function columnErrors(fields: readonly SchemaField[]): SchemaFieldError[] {
  const errors: SchemaFieldError[] = [];
  const owners = new Map<string, string>();
  fields.forEach((field, fieldIndex) => {
    if (field.name.toLowerCase().startsWith('_search_')) {
      errors.push({ fieldIndex, fieldName: field.name, message: `Field name "${field.name}" is reserved, please set another name` });
      return;
    }
    if (field.name.length > 58) {
      errors.push({ fieldIndex, fieldName: field.name, message: `Field name "${field.name}" is too long (58 characters at most)` });
      return;
    }
    for (const column of schemaColumns([field])) {
      const owner = owners.get(column.name.toLowerCase());
      if (owner !== undefined && owner !== field.name) {
        errors.push({ fieldIndex, fieldName: field.name, message: `Field name "${column.name}" is already used by the "${owner}" field` });
      }
      owners.set(column.name.toLowerCase(), field.name);
    }
  });
  return errors;
}

/**
 * Checks fields with the schema editor's rules (domain `validateSchemaFields`) plus the column
 * limits of the database. Any problem stops the save with a 400 listing every message, so
 * nothing is written.
 */
function checkSchemaFields(input: unknown): SchemaField[] {
  if (!Array.isArray(input)) throw invalidParam('fields');
  const fields = input.map(normalizeField);
  const errors = [...validateSchemaFields(fields), ...columnErrors(fields)];
  if (errors.length === 0) return fields;
  const messages = [...new Set(errors.map((error) => error.message))];
  throw new ApiError(400, 'rest_invalid_schema', messages.join('\n'), { errors, messages });
}

/** Reads the schema of a create or update request; only the given keys are returned. */
export function readSchemaChanges(input: unknown): SchemaChanges {
  if (!isPlainObject(input)) throw invalidParam('schema');
  const changes: SchemaChanges = {};
  if (input.title !== undefined) changes.title = String(input.title);
  if (input.type !== undefined) changes.type = String(input.type);
  if (input.name !== undefined) {
    if (!isValidTableName(input.name)) throw invalidParam('name');
    changes.name = input.name;
  }
  if (input.fields !== undefined) {
    const fields = typeof input.fields === 'string' ? parseJson(input.fields, 'fields') : input.fields;
    changes.fields = checkSchemaFields(fields);
  }
  return changes;
}

function parseJson(text: string, name: string): unknown {
  try {
    return JSON.parse(text);
  } catch {
    throw invalidParam(name);
  }
}
