import { transfer } from './rpc';
import { parseAndPack } from './parseAndPack';
import type { GeometryWorkerApi } from './protocol';
import { transferablesOf } from './protocol';

/** The geometry worker's implementation of {@link GeometryWorkerApi}, transferring result buffers. */
export const geometryWorkerApi: GeometryWorkerApi = {
  parseAndPack(text, options) {
    const reply = parseAndPack(text, options);
    return reply.ok ? transfer(reply, transferablesOf(reply.result)) : reply;
  },
};
