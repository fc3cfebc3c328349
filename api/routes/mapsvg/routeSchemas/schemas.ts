import { Type } from 'typebox';
import { answers, Deleted, NumericId, openObject } from '../../routeSchemas';

const SchemaParams = Type.Object({ id: NumericId });

/** A data table schema as every schemas answer gives it; its fields pass through whole. */
const SchemaRecord = Type.Object({
  id: Type.Integer(),
  title: Type.String(),
  name: Type.String({ description: 'Table name, e.g. `objects_12` or `regions_12`.' }),
  type: Type.String({ description: '`object` or `region`.' }),
  fields: Type.Array(openObject({}, 'A field: type, name, label and the options of its type.')),
});

const SchemaAnswer = Type.Object({ schema: SchemaRecord });

/**
 * The schema of a body, as an object or JSON text. Whether it is there and what it says is
 * checked by the route, whose 400s name the broken rule (`Missing parameter(s): name`, every
 * message of the field editor at once).
 */
const SchemaBody = openObject({
  schema: Type.Optional(Type.Union([Type.String({ description: 'The schema as JSON text.' }), openObject({}, 'Name, title, fields and their options.')])),
});

/** Schemas of the data-table schema routes, by operation. */
export const schemaSchemas = {
  list: { summary: 'List the data table schemas', response: answers(Type.Object({ schemas: Type.Array(SchemaRecord) })) },
  read: { summary: 'Read a schema', params: SchemaParams, response: answers(SchemaAnswer) },
  create: { summary: 'Create a schema and its data table', body: SchemaBody, response: answers(SchemaAnswer) },
  update: { summary: 'Save a schema\'s fields, migrating its table (a 400 lists every broken rule); a changed markers-by-field setting gives every stored record its marker image', params: SchemaParams, body: SchemaBody, response: answers(SchemaAnswer) },
  remove: { summary: 'Delete a schema and drop its table', params: SchemaParams, response: answers(Deleted) },
  clear: { summary: 'Delete every schema and its table', response: answers(Deleted) },
};
