import { describe, expect, it } from 'vitest';
import counties from '../../fixtures/maps/not-calibrated-usa-counties.svg?raw';
import { SvgParseError } from '../svg/SvgParseError';
import { geometryWorkerApi } from './geometryWorkerApi';
import { parseAndPack } from './parseAndPack';
import { posterWorkerApi } from './posterWorkerApi';
import type { GeometryWorkerApi, ParseAndPackReply, PosterRequest, PosterWorkerApi } from './protocol';
import { transferablesOf, unwrapParseAndPack } from './protocol';
import { createRpcClient, exposeApi, type RpcApi, type RpcClient } from './rpc';

/** A worker API behind a real message channel, as the main thread sees it. */
async function withRemoteOf<Api extends RpcApi<Api>, T>(api: Api, use: (remote: RpcClient<Api>) => Promise<T>): Promise<T> {
  const { port1, port2 } = new MessageChannel();
  exposeApi(api, port1);
  try {
    return await use(createRpcClient<Api>(port2));
  } finally {
    port1.close();
    port2.close();
  }
}

/** The geometry worker's API, as the main thread sees it. */
function withRemote<T>(use: (remote: RpcClient<GeometryWorkerApi>) => Promise<T>): Promise<T> {
  return withRemoteOf(geometryWorkerApi, use);
}

/** The poster worker's API, as the main thread sees it. */
function withPosterRemote<T>(use: (remote: RpcClient<PosterWorkerApi>) => Promise<T>): Promise<T> {
  return withRemoteOf(posterWorkerApi, use);
}

describe('geometry worker protocol', () => {
  it('parses and packs a map across a message channel, arriving with typed arrays intact', async () => {
    const result = await withRemote(async (remote) => unwrapParseAndPack(await remote.call('parseAndPack', [counties, {}])));
    expect(result.document.regions).toHaveLength(3141);
    expect(result.document.regions[0]?.rings[0]).toBeInstanceOf(Float64Array);
    expect(result.regions.fillRanges).toHaveLength(3141);
    expect(result.regions.fills[0]?.positions).toBeInstanceOf(Float32Array);
    // The two unnamed line drawings are stroked, not filled (their fill is none).
    expect(result.decorations.fillRanges.map((r) => r.vertexCount)).toEqual([0, 0]);
    expect(result.decorations.strokeRanges.every((r) => r.vertexCount > 0)).toBe(true);
  });

  it('brings a parse error back with its code and message', async () => {
    const reply = await withRemote<ParseAndPackReply>(async (remote) => await remote.call('parseAndPack', ['<svg width="1" height="1"><g></svg>', {}]));
    expect(() => unwrapParseAndPack(reply)).toThrow(SvgParseError);
    expect(reply.ok ? '' : reply.error.code).toBe('malformed-xml');
    const noSize = await withRemote<ParseAndPackReply>(async (remote) => await remote.call('parseAndPack', ['<svg></svg>', {}]));
    expect(noSize.ok ? '' : noSize.error.code).toBe('missing-size');
  });

  it('lists every buffer once for transfer, with all region rings in one pooled buffer', () => {
    const reply = parseAndPack(counties, { regionPrefix: '06' });
    const result = unwrapParseAndPack(reply);
    expect(result.document.regions.length).toBe(58);
    const buffers = transferablesOf(result);
    expect(new Set(buffers).size).toBe(buffers.length);
    const ringBuffers = new Set(result.document.regions.flatMap((r) => r.rings.map((ring) => ring.buffer)));
    expect(ringBuffers.size).toBe(1);
    const meshArrays = [...result.regions.fills, ...result.regions.strokes].flatMap((m) => Object.values(m) as ArrayBufferView[]);
    for (const array of meshArrays) expect(buffers).toContain(array.buffer);
  });
});

/** A poster for the worker that reports on `shown` (Node has no canvas: the worker never draws it). */
function posterOn(shown: MessagePort): PosterRequest {
  return { canvas: {} as OffscreenCanvas, width: 100, height: 60, pixelRatio: 1, look: {}, shown };
}

describe('poster worker protocol', () => {
  it('parses and packs as the geometry worker does', async () => {
    const result = await withPosterRemote(async (remote) => unwrapParseAndPack(await remote.call('parseAndPack', [counties, { regionPrefix: '06' }])));
    expect(result.document.regions).toHaveLength(58);
  });

  it('with a poster slot, packs only once the poster is handed over, and says on its port whether it was shown', async () => {
    // Node has no animation frames: the worker shows no poster and says so, and the map still loads.
    const shown = new MessageChannel();
    const told = new Promise<unknown>((resolve) => { shown.port1.onmessage = (event) => resolve(event.data); });
    const poster = posterOn(shown.port2);
    const result = await withPosterRemote(async (remote) => {
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
    const early = await withPosterRemote(async (remote) => {
      await remote.call('attachPoster', [102, null]);
      return unwrapParseAndPack(await remote.call('parseAndPackWithPoster', [counties, { regionPrefix: '06' }, 102]));
    });
    expect(early.document.regions).toHaveLength(58);

    const failed = new MessageChannel();
    const toldFailure = new Promise<unknown>((resolve) => { failed.port1.onmessage = (event) => resolve(event.data); });
    const poster = posterOn(failed.port2);
    const reply = await withPosterRemote<ParseAndPackReply>(async (remote) => {
      const call = remote.call('parseAndPackWithPoster', ['<svg></svg>', {}, 103]);
      await remote.call('attachPoster', [103, poster], { transfer: [failed.port2] });
      return await call;
    });
    expect(await toldFailure).toEqual({ shownAt: null });
    expect(reply.ok ? '' : reply.error.code).toBe('missing-size');
    failed.port1.close();
  });
});
