import path from 'node:path';
import { fileURLToPath } from 'node:url';
import Fastify, { type FastifyInstance, type FastifyServerOptions } from 'fastify';
import cookie from '@fastify/cookie';
import fastifyStatic from '@fastify/static';
import type { Database } from './db/Database';
import { toWpError, wpErrorBody } from './errors';
import { registerSessionLoading } from './auth/sessions';
import { AssetResolver } from './services/assets';
import { authRoutes } from './routes/mapsvg/auth';
import { mapsReadRoutes } from './routes/mapsvg/maps';
import { pageRoutes } from './routes/site/pages';
import { healthRoutes } from './routes/site/health';

const repoRoot = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');

/** Everything the app needs from the outside; tests pass an in-memory database. */
export interface AppOptions {
  db: Database;
  /** Folder of the browser build (`dist/`). */
  distDir?: string;
  /** Folder of the bundled map library served at `/maps/`. */
  mapsDir?: string;
  /** How long an admin session lasts. */
  sessionTtlMs?: number;
  /** Largest accepted request body in bytes. */
  bodyLimit?: number;
  logger?: FastifyServerOptions['logger'];
}

/** Default admin session lifetime: 12 hours. */
export const DEFAULT_SESSION_TTL_MS = 12 * 60 * 60 * 1000;
/** Default largest request body: 2 MiB. */
export const DEFAULT_BODY_LIMIT = 2 * 1024 * 1024;

function registerFormBodies(app: FastifyInstance): void {
  app.addContentTypeParser('application/x-www-form-urlencoded', { parseAs: 'string' }, (_request, body, done) => {
    done(null, Object.fromEntries(new URLSearchParams(String(body))));
  });
}

function registerErrorHandling(app: FastifyInstance): void {
  app.setErrorHandler((error, request, reply) => {
    const body = toWpError(error);
    if (body.data.status >= 500) request.log.error({ err: error }, 'request failed');
    return reply.code(body.data.status).type('application/json; charset=utf-8').send(body);
  });
  app.setNotFoundHandler((_request, reply) => reply.code(404).send(
    wpErrorBody(404, 'rest_no_route', 'No route was found matching the URL and request method.'),
  ));
}

/**
 * Builds the whole server as a Fastify instance without listening: `server.ts` listens, tests
 * call `app.inject`.
 */
export async function buildApp(options: AppOptions): Promise<FastifyInstance> {
  const { db } = options;
  const sessionTtlMs = options.sessionTtlMs ?? DEFAULT_SESSION_TTL_MS;
  const app = Fastify({
    logger: options.logger ?? false,
    bodyLimit: options.bodyLimit ?? DEFAULT_BODY_LIMIT,
    routerOptions: { ignoreTrailingSlash: false },
  });
  registerErrorHandling(app);
  registerFormBodies(app);
  await app.register(cookie);
  registerSessionLoading(app, db);

  const assets = new AssetResolver(options.distDir ?? path.join(repoRoot, 'dist'));
  await app.register(fastifyStatic, { root: options.distDir ?? path.join(repoRoot, 'dist'), prefix: '/dist/', index: false });
  await app.register(fastifyStatic, { root: options.mapsDir ?? path.join(repoRoot, 'fixtures', 'maps'), prefix: '/maps/', decorateReply: false, index: false });

  await app.register(healthRoutes, { db });
  await app.register(pageRoutes, { db, assets, sessionTtlMs });
  await app.register(async (rest) => {
    await rest.register(authRoutes, { db, sessionTtlMs });
    await rest.register(mapsReadRoutes, { db });
  }, { prefix: '/wp-json/mapsvg/v1' });
  return app;
}
