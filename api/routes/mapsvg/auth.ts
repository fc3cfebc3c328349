import type { FastifyInstance } from 'fastify';
import type { Database } from '../../db/Database';
import { ApiError } from '../../errors';
import { authenticate } from '../../repositories/usersRepository';
import { endSession, requireAdmin, startSession } from '../../auth/sessions';
import { tooManyLoginsMessage, type LoginThrottle } from '../../auth/loginThrottle';
import { authSchemas } from './routeSchemas/auth';

interface AuthRouteOptions {
  db: Database;
  sessionTtlMs: number;
  throttle: LoginThrottle;
}

interface LoginBody {
  username?: unknown;
  password?: unknown;
}

function readCredentials(body: LoginBody | undefined): { username: string; password: string } {
  const missing = (['username', 'password'] as const).filter((key) => typeof body?.[key] !== 'string' || body[key] === '');
  if (missing.length > 0) {
    throw new ApiError(400, 'rest_missing_callback_param', `Missing parameter(s): ${missing.join(', ')}`);
  }
  return { username: String(body?.username), password: String(body?.password) };
}

/** `auth/login`, `auth/logout` and `auth/session` under `mapsvg/v1`. */
export async function authRoutes(app: FastifyInstance, { db, sessionTtlMs, throttle }: AuthRouteOptions): Promise<void> {
  app.post<{ Body: LoginBody }>('/auth/login', { schema: authSchemas.login }, async (request, reply) => {
    const { username, password } = readCredentials(request.body);
    // Counted before the password is checked, so parallel guesses cannot slip past the limit.
    const wait = await throttle.admit(request.ip, username);
    if (wait > 0) {
      reply.header('retry-after', String(wait));
      throw new ApiError(429, 'rest_too_many_requests', tooManyLoginsMessage(wait));
    }
    const user = await authenticate(db, username, password);
    if (!user) throw new ApiError(401, 'invalid_credentials', 'The username or password is incorrect.');
    await throttle.succeeded(request.ip, username);
    const session = await startSession(db, reply, request, user, sessionTtlMs);
    return { nonce: session.nonce, user: session.user };
  });

  app.post('/auth/logout', { preValidation: requireAdmin, schema: authSchemas.logout }, async (request, reply) => {
    await endSession(db, reply, request);
    return { loggedOut: true };
  });

  app.get('/auth/session', { preValidation: requireAdmin, schema: authSchemas.session }, async (request) => {
    const session = request.session;
    return { user: session?.user, nonce: session?.nonce };
  });
}
