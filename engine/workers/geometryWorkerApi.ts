import { transfer } from './rpc';
import { parseAndPack } from './parseAndPack';
import type { GeometryWorkerApi, ParseAndPackReply, ParseAndPackResult } from './protocol';
import { transferablesOf } from './protocol';

/** A successful reply, its buffers moved to the caller. */
export function replyWith(result: ParseAndPackResult): ParseAndPackReply {
  const reply: ParseAndPackReply = { ok: true, result };
  return transfer(reply, transferablesOf(result));
}

/** The geometry worker's implementation of {@link GeometryWorkerApi}, transferring result buffers. */
export const geometryWorkerApi: GeometryWorkerApi = {
  parseAndPack(text, options) {
    const reply = parseAndPack(text, options);
    return reply.ok ? replyWith(reply.result) : reply;
  },
};
