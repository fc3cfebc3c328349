import { describe, expect, it } from 'vitest';
import counties from '../../fixtures/maps/not-calibrated-usa-counties.svg?raw';
import { SvgParseError } from '../svg/SvgParseError';
import { geometryWorkerApi } from './geometryWorkerApi';
import { parseAndPack } from './parseAndPack';
import type { GeometryWorkerApi, ParseAndPackReply } from './protocol';
import { transferablesOf, unwrapParseAndPack } from './protocol';
import { createRpcClient, exposeApi, type RpcClient } from './rpc';

/** The worker API behind a real message channel, as the main thread sees it. */
async function withRemote<T>(use: (remote: RpcClient<GeometryWorkerApi>) => Promise<T>): Promise<T> {
  const { port1, port2 } = new MessageChannel();
  exposeApi(geometryWorkerApi, port1);
  try {
    return await use(createRpcClient<GeometryWorkerApi>(port2));
  } finally {
    port1.close();
    port2.close();
  }
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
