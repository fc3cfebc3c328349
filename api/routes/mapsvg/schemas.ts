import type { FastifyInstance, FastifyRequest } from 'fastify';
import type { Database } from '../../db/Database';
import { requireAdmin } from '../../auth/sessions';
import { ApiError } from '../../errors';
import { clearSchemas, deleteSchema, findSchema, insertSchema, listSchemas, updateSchema } from '../../repositories/schemasRepository';
import { readSchemaChanges } from '../../services/records/schemaInput';
import { applyMarkerImagesToTable } from '../../services/records/markerImages';
import { listTarget } from '../../repositories/recordsRepository';
import { markersByFieldChanged, type SchemaField } from '../../../domain/index';
import { schemaSchemas as docs } from './routeSchemas/schemas';

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
    const schema = await findSchema(db, Number(request.params.id));
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
    const id = Number(request.params.id);
    const changes = readSchemaChanges(schemaBody(request.body));
    let before: SchemaField[] = [];
    const schema = await db.transaction(async (tx) => {
      const current = await findSchema(tx, id);
      if (!current) throw notFound();
      before = current.fields;
      return updateSchema(tx, current, changes);
    });
    // A new markers-by-field setting reaches every stored record, in batches after the save.
    const location = (fields: readonly SchemaField[]) => fields.find((field) => field.type === 'location');
    if (markersByFieldChanged(location(before), location(schema.fields))) await applyMarkerImagesToTable(db, listTarget(schema), schema.fields);
    return { schema };
  });

  app.delete<{ Params: { id: string } }>('/schemas/:id', { preValidation: requireAdmin, schema: docs.remove }, async (request) => {
    const id = Number(request.params.id);
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
