import { readFileSync } from 'node:fs';
import type { FastifyInstance } from 'fastify';
import type { Database } from '../../db/Database';

const favicon = readFileSync(new URL('../../assets/favicon.svg', import.meta.url));

/** `/favicon.ico` (the product's icon) and `/healthz`: 200 with the driver in use while the database answers, 503 otherwise. */
export async function healthRoutes(app: FastifyInstance, { db }: { db: Database }): Promise<void> {
  app.get('/favicon.ico', async (_request, reply) => reply.type('image/svg+xml').header('cache-control', 'public, max-age=86400').send(favicon));

  app.get('/healthz', async (_request, reply) => {
    try {
      await db.query('SELECT 1');
      return { status: 'ok', database: db.driver };
    } catch {
      return reply.code(503).send({ status: 'unavailable', database: db.driver });
    }
  });
}
