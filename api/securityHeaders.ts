import type { FastifyInstance } from 'fastify';
import type { Database } from './db/Database';
import { pagePolicy, resourcePolicy } from './contentSecurityPolicy';
import { pagePolicyNeeds } from './pageMapsPolicy';

/** Pages made to be shown inside other sites' iframes. */
const EMBEDDABLE = /^\/(?:embed\/|wp-admin\/admin-ajax\.php)/;

/**
 * Headers every answer carries unless its route set its own: no MIME sniffing, no referrer
 * beyond the origin, and framing limited to our own pages, except the embed pages, which exist
 * to be framed by the sites that show our maps. HTML pages also get the script and style policy
 * of `pagePolicy` (no inline script), widened for Google Maps only where the page's maps use it.
 */
export function registerSecurityHeaders(app: FastifyInstance, db: Database): void {
  app.addHook('onSend', async (request, reply, payload) => {
    if (!reply.hasHeader('x-content-type-options')) reply.header('x-content-type-options', 'nosniff');
    if (!reply.hasHeader('referrer-policy')) reply.header('referrer-policy', 'strict-origin-when-cross-origin');
    if (!reply.hasHeader('content-security-policy')) {
      const embeddable = EMBEDDABLE.test(request.url);
      const ancestors = embeddable ? '*' : "'self'";
      const html = String(reply.getHeader('content-type') ?? '').startsWith('text/html');
      const policy = html ? pagePolicy(ancestors, await pagePolicyNeeds(db, request.url, String(payload))) : resourcePolicy(ancestors);
      reply.header('content-security-policy', policy);
      if (!embeddable) reply.header('x-frame-options', 'SAMEORIGIN');
    }
    return payload;
  });
}
