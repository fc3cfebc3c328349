import type { Server } from 'node:http';
import type { Socket } from 'node:net';
import type { ConnectionLimits } from '../config';
import { clientGroup } from './clientGroup';

/**
 * How often Node looks for requests past their header or request timeout. Its default (30 s)
 * would let a stalled request live up to 30 s past its limit.
 */
const TIMEOUT_CHECK_INTERVAL_MS = 1000;

/** The Fastify server options that carry the timeouts of {@link ConnectionLimits}. */
export function serverTimeouts(limits: ConnectionLimits): {
  requestTimeout: number;
  connectionTimeout: number;
  http: { headersTimeout: number; connectionsCheckingInterval: number };
} {
  return {
    requestTimeout: limits.requestTimeoutMs,
    connectionTimeout: limits.idleTimeoutMs,
    // Node refuses a header timeout longer than the request timeout.
    http: { headersTimeout: Math.min(limits.headersTimeoutMs, limits.requestTimeoutMs), connectionsCheckingInterval: TIMEOUT_CHECK_INTERVAL_MS },
  };
}

/**
 * Caps open connections in all and per client (an IPv4 address or an IPv6 /64). A connection
 * past either cap is closed as soon as it is accepted, before it costs a request, so one client
 * holding sockets open cannot take the file descriptors every other visitor needs. Behind a
 * trusted proxy every connection comes from the proxy, so only the total cap applies there.
 */
export function limitConnections(server: Server, limits: ConnectionLimits, options: { perClient: boolean }): void {
  server.maxConnections = limits.maxConnections;
  if (!options.perClient || limits.maxConnectionsPerClient === 0) return;
  const open = new Map<string, number>();
  server.on('connection', (socket: Socket) => {
    const client = clientGroup(socket.remoteAddress ?? '');
    const count = open.get(client) ?? 0;
    if (count >= limits.maxConnectionsPerClient) {
      socket.destroy();
      return;
    }
    open.set(client, count + 1);
    socket.once('close', () => {
      const left = (open.get(client) ?? 1) - 1;
      if (left <= 0) open.delete(client);
      else open.set(client, left);
    });
  });
}
