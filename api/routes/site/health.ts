import type { FastifyInstance } from 'fastify';
import type { Database } from '../../db/Database';

/** `/healthz`: 200 with the driver in use while the database answers, 503 otherwise. */
export async function healthRoutes(app: FastifyInstance, { db }: { db: Database }): Promise<void> {
  app.get('/healthz', async (_request, reply) => {
    try {
      await db.query('SELECT 1');
      return { status: 'ok', database: db.driver };
    } catch {
      return reply.code(503).send({ status: 'unavailable', database: db.driver });
    }
  });
}
