import type { FastifyInstance } from 'fastify';
import type { Database } from '../../db/Database';
import { ApiError } from '../../errors';
import { findMap, listMaps } from '../../repositories/mapsRepository';

function parseId(raw: string): number {
  if (!/^\d+$/.test(raw)) throw new ApiError(400, 'rest_invalid_param', 'Invalid parameter(s): id');
  return Number(raw);
}

/** Read access to maps: visitors see published maps, admins see every map. */
export async function mapsReadRoutes(app: FastifyInstance, { db }: { db: Database }): Promise<void> {
  app.get('/maps', async (request) => {
    const maps = await listMaps(db, { publishedOnly: !request.session });
    return { maps };
  });

  app.get<{ Params: { id: string } }>('/maps/:id', async (request) => {
    const map = await findMap(db, parseId(request.params.id));
    if (!map || (map.status !== 1 && !request.session)) {
      throw new ApiError(404, 'rest_map_not_found', 'Map not found.');
    }
    return { map };
  });
}
