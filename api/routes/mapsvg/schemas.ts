import type { FastifyInstance, FastifyRequest } from 'fastify';
import type { Database } from '../../db/Database';
import { requireAdmin } from '../../auth/sessions';
import { ApiError } from '../../errors';
import { clearSchemas, deleteSchema, findSchema, insertSchema, listSchemas, updateSchema } from '../../repositories/schemasRepository';
import { readSchemaChanges } from '../../services/records/schemaInput';
import { Type } from 'typebox';
import { Deleted, NumericId, openObject } from '../routeSchemas';

const SchemaParams = Type.Object({ id: NumericId });
/** The schema of a body, as an object or JSON text; the editor's rules are checked by the route. */
const SchemaBody = openObject({
  schema: Type.Optional(Type.Union([Type.String({ description: 'The schema as JSON text.' }), openObject({}, 'Name, title, fields and their options.')])),
});
const docs = {
  list: { summary: 'List the data table schemas' },
  read: { summary: 'Read a schema', params: SchemaParams },
  create: { summary: 'Create a schema and its data table', body: SchemaBody },
  update: { summary: 'Save a schema\'s fields, migrating its table (a 400 lists every broken rule)', params: SchemaParams, body: SchemaBody },
  remove: { summary: 'Delete a schema and drop its table', params: SchemaParams, response: { 200: Deleted } },
  clear: { summary: 'Delete every schema and its table', response: { 200: Deleted } },
};

function parseId(raw: string): number {
  if (!/^\d{1,9}$/.test(raw)) throw new ApiError(400, 'rest_invalid_param', 'Invalid parameter(s): id');
  return Number(raw);
}

function notFound(): ApiError {
  return new ApiError(404, 'rest_schema_not_found', 'Schema not found.');
}

/** The schema of a body: `{ schema: {...} }`, also accepted as JSON text. */
function schemaBody(body: unknown): unknown {
  const raw = typeof body === 'object' && body !== null ? (body as { schema?: unknown }).schema : undefined;
  if (typeof raw !== 'string') return raw;
  try {
    return JSON.parse(raw);
  } catch {
    throw new ApiError(400, 'rest_invalid_param', 'Invalid parameter(s): schema');
  }
}

/**
 * `schemas/`: every schema owns a data table. Creating one creates the table; saving fields
 * migrates its columns and indexes in one transaction after the editor's validation rules
 * pass (a 400 lists every message and nothing is written); deleting drops the table.
 * Admin only: visitors get a table's schema through `withSchema` on the records list.
 */
export async function schemaRoutes(app: FastifyInstance, { db }: { db: Database }): Promise<void> {
  const list = async () => ({ schemas: await listSchemas(db) });
  app.get('/schemas', { preValidation: requireAdmin, schema: docs.list }, list);
  app.get('/schemas/', { preValidation: requireAdmin, schema: docs.list }, list);

  app.get<{ Params: { id: string } }>('/schemas/:id', { preValidation: requireAdmin, schema: docs.read }, async (request) => {
    const schema = await findSchema(db, parseId(request.params.id));
    if (!schema) throw notFound();
    return { schema };
  });

  const create = async (request: FastifyRequest) => {
    const changes = readSchemaChanges(schemaBody(request.body));
    const name = changes.name;
    if (!name) throw new ApiError(400, 'rest_missing_callback_param', 'Missing parameter(s): name');
    const schema = await db.transaction((tx) => insertSchema(tx, { ...changes, name }));
    return { schema };
  };
  app.post('/schemas', { preValidation: requireAdmin, schema: docs.create }, create);
  app.post('/schemas/', { preValidation: requireAdmin, schema: docs.create }, create);

  app.put<{ Params: { id: string } }>('/schemas/:id', { preValidation: requireAdmin, schema: docs.update }, async (request) => {
    const id = parseId(request.params.id);
    const changes = readSchemaChanges(schemaBody(request.body));
    const schema = await db.transaction(async (tx) => {
      const current = await findSchema(tx, id);
      if (!current) throw notFound();
      return updateSchema(tx, current, changes);
    });
    return { schema };
  });

  app.delete<{ Params: { id: string } }>('/schemas/:id', { preValidation: requireAdmin, schema: docs.remove }, async (request) => {
    const id = parseId(request.params.id);
    await db.transaction(async (tx) => {
      const current = await findSchema(tx, id);
      if (!current) throw notFound();
      await deleteSchema(tx, current);
    });
    return { deleted: true };
  });

  const clear = async () => {
    await db.transaction((tx) => clearSchemas(tx));
    return { deleted: true };
  };
  app.delete('/schemas', { preValidation: requireAdmin, schema: docs.clear }, clear);
  app.delete('/schemas/', { preValidation: requireAdmin, schema: docs.clear }, clear);
}
