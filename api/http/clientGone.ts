import type { FastifyReply } from 'fastify';

/**
 * A signal that aborts when the client closes its connection before its answer was sent, so
 * work done only for that answer can be dropped.
 */
export function clientGoneSignal(reply: FastifyReply): AbortSignal {
  const controller = new AbortController();
  const response = reply.raw;
  const onClose = () => {
    if (!response.writableFinished) controller.abort();
  };
  if (response.destroyed) controller.abort();
  else response.once('close', onClose);
  return controller.signal;
}
