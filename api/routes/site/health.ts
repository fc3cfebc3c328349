import { readFileSync } from 'node:fs';
import type { FastifyInstance } from 'fastify';
import type { Database } from '../../db/Database';
import type { StoreProbe } from '../../auth/HitCounter';
import { DatabaseProbe } from './databaseProbe';

const favicon = readFileSync(new URL('../../assets/favicon.svg', import.meta.url));

/** Options of the health routes. */
interface HealthRouteOptions {
  db: Database;
  /** Stores besides the database (Redis with `REDIS_URL`) whose state `/healthz` reports. */
  probes?: readonly StoreProbe[];
}

type StoreState = 'up' | 'down';

async function probeState(probe: StoreProbe): Promise<StoreState> {
  return (await probe.isUp().catch(() => false)) ? 'up' : 'down';
}

/**
 * `/favicon.ico` (the product's icon) and `/healthz`: the state of each store, the database and
 * every probed one (`stores: { database: 'up', redis: 'down' }`). 200 `ok` when all are up;
 * 200 `degraded` when only a probed store is down (the server still answers everything: its
 * limits are counted in the database meanwhile, so a load balancer should keep sending it
 * visitors); 503 `unavailable` while the database fails or stays silent (see {@link DatabaseProbe}).
 */
export async function healthRoutes(app: FastifyInstance, { db, probes = [] }: HealthRouteOptions): Promise<void> {
  app.get('/favicon.ico', async (_request, reply) => reply.type('image/svg+xml').header('cache-control', 'public, max-age=86400').send(favicon));

  const databaseProbe = new DatabaseProbe(db);
  app.get('/healthz', async (_request, reply) => {
    const [database, ...others] = await Promise.all([databaseProbe.state(), ...probes.map(probeState)]);
    const stores: Record<string, StoreState> = { database: database ?? 'down' };
    probes.forEach((probe, index) => { stores[probe.storeName] = others[index] ?? 'down'; });
    reply.header('cache-control', 'no-store');
    if (database !== 'up') return reply.code(503).send({ status: 'unavailable', database: db.driver, stores });
    const status = others.every((state) => state === 'up') ? 'ok' : 'degraded';
    return { status, database: db.driver, stores };
  });
}
