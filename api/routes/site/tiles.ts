import type { FastifyInstance } from 'fastify';
import { wpErrorBody } from '../../errors';
import { PLAIN_TILE_MAX_ZOOM, plainTile } from '../../services/plainTiles';

const WHOLE_NUMBER = /^\d{1,8}$/;
const PNG_NAME = /^(\d{1,8})\.png$/;

/**
 * `GET /tiles/{z}/{x}/{y}.png`: the plain street-map tiles the `server` tiles choice shows, drawn
 * by this server (no third-party tile service, no internet). Any site may load them (maps
 * embedded elsewhere draw them as WebGL textures, which needs CORS); caches keep them a day.
 */
export async function tileRoutes(app: FastifyInstance): Promise<void> {
  app.get<{ Params: { z: string; x: string; file: string } }>('/tiles/:z/:x/:file', async (request, reply) => {
    const { z, x, file } = request.params;
    const y = PNG_NAME.exec(file)?.[1];
    const tile = WHOLE_NUMBER.test(z) && WHOLE_NUMBER.test(x) && y !== undefined ? plainTile(Number(z), Number(x), Number(y)) : null;
    if (!tile) {
      const message = `No tile ${z}/${x}/${file}: tiles are /tiles/{z}/{x}/{y}.png with z from 0 to ${PLAIN_TILE_MAX_ZOOM} and x, y from 0 to 2^z - 1.`;
      return reply.code(404).send(wpErrorBody(404, 'mapsvg_tile_not_found', message));
    }
    return reply
      .type('image/png')
      .header('cache-control', 'public, max-age=86400')
      .header('access-control-allow-origin', '*')
      .header('cross-origin-resource-policy', 'cross-origin')
      .send(tile);
  });
}
