import type { FastifyReply, FastifyRequest } from 'fastify';
import type { Queryable } from '../../db/Database';
import { clientGoneSignal } from '../../http/clientGone';
import type { PublicReads } from '../../services/query/PublicReads';

/**
 * Runs a heavy read of a visitor through the gate and within its time (one of a few at a time,
 * dropped or cancelled if the client leaves, cut when its time is up); an admin's read runs at
 * once. `work` reads through the connection it is given.
 */
export function gatedRead<T>(reads: PublicReads, request: FastifyRequest, reply: FastifyReply, work: (reader: Queryable) => Promise<T>): Promise<T> {
  if (request.session) return reads.runForAdmin(work);
  return reads.run(clientGoneSignal(reply), work);
}
