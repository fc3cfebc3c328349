import { transfer } from './rpc';
import { packMapFile, parseAndPack, parseMapFile } from './parseAndPack';
import type { GeometryWorkerApi, ParseAndPackReply, ParseAndPackResult, PosterShown } from './protocol';
import { transferablesOf } from './protocol';

function replyWith(result: ParseAndPackResult): ParseAndPackReply {
  const reply: ParseAndPackReply = { ok: true, result };
  return transfer(reply, transferablesOf(result));
}

/** The geometry worker's implementation of {@link GeometryWorkerApi}, transferring result buffers. */
export const geometryWorkerApi: GeometryWorkerApi = {
  parseAndPack(text, options, poster) {
    if (!poster) {
      const reply = parseAndPack(text, options);
      return reply.ok ? replyWith(reply.result) : reply;
    }
    const tell = (shownAt: number | null): void => {
      poster.shown.postMessage({ shownAt } satisfies PosterShown);
      poster.shown.close();
    };
    // The poster's code is the worker's only on pages that ask for a poster: it downloads while
    // the file is parsed.
    const posterCode = import('../poster/showPoster');
    posterCode.catch(() => undefined);
    const parsed = parseMapFile(text, options);
    if (!parsed.ok) {
      tell(null);
      return parsed;
    }
    // The poster goes on screen before the meshes are packed: packing a large map takes longer
    // than parsing it, and the visitor sees the map meanwhile. A poster that fails costs nothing.
    return posterCode.then(({ showPoster }) => showPoster(parsed.document, poster)).catch(() => null).then((shownAt) => {
      tell(shownAt);
      return replyWith(packMapFile(parsed.document));
    });
  },
};
