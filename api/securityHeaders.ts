import type { FastifyInstance } from 'fastify';
import { pagePolicy, resourcePolicy } from './contentSecurityPolicy';

/** Pages made to be shown inside other sites' iframes. */
const EMBEDDABLE = /^\/(?:embed\/|wp-admin\/admin-ajax\.php)/;

/**
 * Headers every answer carries unless its route set its own: no MIME sniffing, no referrer
 * beyond the origin, and framing limited to our own pages, except the embed pages, which exist
 * to be framed by the sites that show our maps. HTML pages also get the script and style policy
 * of `pagePolicy` (no inline script).
 */
export function registerSecurityHeaders(app: FastifyInstance): void {
  app.addHook('onSend', async (request, reply, payload) => {
    if (!reply.hasHeader('x-content-type-options')) reply.header('x-content-type-options', 'nosniff');
    if (!reply.hasHeader('referrer-policy')) reply.header('referrer-policy', 'strict-origin-when-cross-origin');
    if (!reply.hasHeader('content-security-policy')) {
      const embeddable = EMBEDDABLE.test(request.url);
      const ancestors = embeddable ? '*' : "'self'";
      const html = String(reply.getHeader('content-type') ?? '').startsWith('text/html');
      reply.header('content-security-policy', html ? pagePolicy(ancestors) : resourcePolicy(ancestors));
      if (!embeddable) reply.header('x-frame-options', 'SAMEORIGIN');
    }
    return payload;
  });
}
