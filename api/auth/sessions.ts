import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import type { Database } from '../db/Database';
import { ApiError } from '../errors';
import { closeSession, findSession, openSession, type Session } from '../repositories/sessionsRepository';
import type { User } from '../repositories/usersRepository';

/** The cookie carrying the admin session token. */
export const SESSION_COOKIE = 'mapsvg_session';
/** The header every mutating admin call must carry. */
const NONCE_HEADER = 'x-wp-nonce';

declare module 'fastify' {
  interface FastifyRequest {
    /** The admin session of this request, or null for a visitor. */
    session: Session | null;
  }
}

const MUTATING = new Set(['POST', 'PUT', 'PATCH', 'DELETE']);

/** Reads the session cookie on every request and attaches the live session, if any. */
export function registerSessionLoading(app: FastifyInstance, db: Database): void {
  app.decorateRequest('session', null);
  app.addHook('onRequest', async (request) => {
    const token = request.cookies[SESSION_COOKIE];
    if (!token) return;
    request.session = await findSession(db, token);
  });
}

/**
 * Guard for admin routes: a session is required (401), and every mutating call must carry the
 * session's nonce in `X-WP-Nonce` (403). Runs before the body is used, so nothing is written.
 */
export async function requireAdmin(request: FastifyRequest): Promise<void> {
  if (!request.session) {
    throw new ApiError(401, 'rest_not_logged_in', 'You are not currently logged in.');
  }
  if (!MUTATING.has(request.method)) return;
  const nonce = request.headers[NONCE_HEADER];
  if (nonce !== request.session.nonce) {
    throw new ApiError(403, 'rest_cookie_invalid_nonce', 'Cookie check failed');
  }
}

/**
 * Puts {@link requireAdmin} on every route the plugin registers, as a `preValidation` of the
 * route itself rather than a plugin hook: it runs before the route's schemas are checked (a
 * visitor learns nothing of the parameters), and the OpenAPI document sees which routes it guards.
 */
export function requireAdminOnEveryRoute(app: FastifyInstance): void {
  app.addHook('onRoute', (route) => {
    const current = route.preValidation;
    route.preValidation = [requireAdmin, ...(Array.isArray(current) ? current : current ? [current] : [])];
  });
}

/**
 * Attributes of the session cookie: HttpOnly, SameSite=Lax, and Secure when the request arrived
 * over HTTPS, directly or through a proxy trusted with `MAPSVG_TRUST_PROXY` (its
 * `X-Forwarded-Proto` decides `request.protocol`).
 */
function sessionCookieOptions(request: FastifyRequest) {
  return { path: '/', httpOnly: true, sameSite: 'lax', secure: request.protocol === 'https' } as const;
}

/** Opens a session for a user and sets its HttpOnly, SameSite cookie (Secure behind TLS). */
export async function startSession(db: Database, reply: FastifyReply, request: FastifyRequest, user: User, ttlMs: number): Promise<Session> {
  const { token, session } = await openSession(db, user, ttlMs);
  reply.setCookie(SESSION_COOKIE, token, { ...sessionCookieOptions(request), expires: session.expiresAt });
  return session;
}

/** Ends the request's session and clears its cookie. */
export async function endSession(db: Database, reply: FastifyReply, request: FastifyRequest): Promise<void> {
  const token = request.cookies[SESSION_COOKIE];
  if (token) await closeSession(db, token);
  reply.clearCookie(SESSION_COOKIE, sessionCookieOptions(request));
}
