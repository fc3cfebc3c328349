import { describe, expect, it } from 'vitest';
import counties from '../../fixtures/maps/not-calibrated-usa-counties.svg?raw';
import { posterWorkerApi } from './posterWorkerApi';
import type { ParseAndPackReply, PosterWorkerApi } from './protocol';
import { unwrapParseAndPack } from './protocol';
import { createRpcClient, exposeApi, type RpcClient } from './rpc';

/** The poster worker's API behind a real message channel, as the main thread sees it. */
async function withRemote<T>(use: (remote: RpcClient<PosterWorkerApi>) => Promise<T>): Promise<T> {
  const { port1, port2 } = new MessageChannel();
  exposeApi(posterWorkerApi, port1);
  try {
    return await use(createRpcClient<PosterWorkerApi>(port2));
  } finally {
    port1.close();
    port2.close();
  }
}

describe('poster worker protocol', () => {
  it('parses and packs as the geometry worker does', async () => {
    const result = await withRemote(async (remote) => unwrapParseAndPack(await remote.call('parseAndPack', [counties, { regionPrefix: '06' }])));
    expect(result.document.regions).toHaveLength(58);
  });

  it('with a poster slot, packs only once the poster is handed over, and says on its port whether it was shown', async () => {
    // Node has no animation frames: the worker shows no poster and says so, and the map still loads.
    const shown = new MessageChannel();
    const told = new Promise<unknown>((resolve) => { shown.port1.onmessage = (event) => resolve(event.data); });
    const poster = { canvas: {} as OffscreenCanvas, width: 100, height: 60, pixelRatio: 1, look: {}, shown: shown.port2 };
    const result = await withRemote(async (remote) => {
      let packed = false;
      const call = remote.call('parseAndPackWithPoster', [counties, { regionPrefix: '06' }, 101]).then((reply) => {
        packed = true;
        return reply;
      });
      // Parsed, but held for the poster the page has not placed yet.
      await new Promise((resolve) => setTimeout(resolve, 50));
      expect(packed).toBe(false);
      await remote.call('attachPoster', [101, poster], { transfer: [shown.port2] });
      return unwrapParseAndPack(await call);
    });
    expect(await told).toEqual({ shownAt: null });
    expect(result.document.regions).toHaveLength(58);
    expect(result.regions.fills.length).toBeGreaterThan(0);
    shown.port1.close();
  });

  it('takes a poster handed over before its file, a page with no poster, and a file that fails', async () => {
    const early = await withRemote(async (remote) => {
      await remote.call('attachPoster', [102, null]);
      return unwrapParseAndPack(await remote.call('parseAndPackWithPoster', [counties, { regionPrefix: '06' }, 102]));
    });
    expect(early.document.regions).toHaveLength(58);

    const failed = new MessageChannel();
    const toldFailure = new Promise<unknown>((resolve) => { failed.port1.onmessage = (event) => resolve(event.data); });
    const poster = { canvas: {} as OffscreenCanvas, width: 100, height: 60, pixelRatio: 1, look: {}, shown: failed.port2 };
    const reply = await withRemote<ParseAndPackReply>(async (remote) => {
      const call = remote.call('parseAndPackWithPoster', ['<svg></svg>', {}, 103]);
      await remote.call('attachPoster', [103, poster], { transfer: [failed.port2] });
      return await call;
    });
    expect(await toldFailure).toEqual({ shownAt: null });
    expect(reply.ok ? '' : reply.error.code).toBe('missing-size');
    failed.port1.close();
  });
});
