import { describe, expect, it } from 'vitest';
import { createRpcClient, exposeApi, transfer, type RpcClient, type RpcEndpoint } from './rpc';

/** A small API shaped like the engine's worker interfaces. */
interface TestApi {
  add(a: number, b: number): number;
  later(value: string, ms: number): Promise<string>;
  sum(values: Float64Array): number;
  squares(count: number): Float64Array;
  fail(message: string): number;
  unclonable(): () => void;
}

/** Serves `api` on one end of a real MessageChannel and hands the caller's side to `use`. */
async function overChannel<T>(api: TestApi, use: (client: RpcClient<TestApi>) => Promise<T>): Promise<T> {
  const { port1, port2 } = new MessageChannel();
  exposeApi(api, port1);
  try {
    return await use(createRpcClient<TestApi>(port2));
  } finally {
    port1.close();
    port2.close();
  }
}

function testApi(overrides: Partial<TestApi> = {}): TestApi {
  return {
    add: (a, b) => a + b,
    later: (value, ms) => new Promise((resolve) => setTimeout(() => resolve(value), ms)),
    sum: (values) => values.reduce((total, v) => total + v, 0),
    squares: (count) => Float64Array.from({ length: count }, (_, i) => i * i),
    fail: (message) => {
      throw new RangeError(message);
    },
    unclonable: () => () => undefined,
    ...overrides,
  };
}

const tick = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

describe('worker RPC', () => {
  it('answers a typed call with the method\'s result', async () => {
    await overChannel(testApi(), async (client) => {
      expect(await client.call('add', [2, 3])).toBe(5);
    });
  });

  it('matches replies to their calls by id when they come back out of order', async () => {
    await overChannel(testApi(), async (client) => {
      const slow = client.call('later', ['slow', 40]);
      const fast = client.call('later', ['fast', 1]);
      const order: string[] = [];
      await Promise.all([slow.then((v) => order.push(v)), fast.then((v) => order.push(v))]);
      expect(order).toEqual(['fast', 'slow']);
    });
  });

  it('moves the caller\'s buffers to the worker instead of copying them', async () => {
    await overChannel(testApi(), async (client) => {
      const values = Float64Array.from([1, 2, 3.5]);
      const total = client.call('sum', [values], { transfer: [values.buffer] });
      // Detached at once: the worker now owns the memory.
      expect(values.buffer.byteLength).toBe(0);
      expect(await total).toBe(6.5);
    });
  });

  it('moves a result\'s buffers marked with transfer back to the caller', async () => {
    const sent: Float64Array[] = [];
    const api = testApi({
      squares: (count) => {
        const result = Float64Array.from({ length: count }, (_, i) => i * i);
        sent.push(result);
        return transfer(result, [result.buffer]);
      },
    });
    await overChannel(api, async (client) => {
      const result = await client.call('squares', [4]);
      expect(result).toBeInstanceOf(Float64Array);
      expect(Array.from(result)).toEqual([0, 1, 4, 9]);
      expect(sent[0]?.buffer.byteLength).toBe(0);
    });
  });

  it('copies results not marked for transfer, leaving the worker\'s copy intact', async () => {
    const sent: Float64Array[] = [];
    const api = testApi({
      squares: (count) => {
        const result = new Float64Array(count);
        sent.push(result);
        return result;
      },
    });
    await overChannel(api, async (client) => {
      expect(await client.call('squares', [3])).toHaveLength(3);
      expect(sent[0]?.buffer.byteLength).toBe(24);
    });
  });

  it('rejects on the caller\'s side with the thrown error\'s name and message', async () => {
    await overChannel(testApi(), async (client) => {
      await expect(client.call('fail', ['no such region'])).rejects.toMatchObject({ name: 'RangeError', message: 'no such region' });
      // The channel still serves later calls.
      expect(await client.call('add', [1, 1])).toBe(2);
    });
  });

  it('rejects a result that cannot be sent instead of leaving the caller waiting', async () => {
    await overChannel(testApi(), async (client) => {
      await expect(client.call('unclonable', [])).rejects.toMatchObject({ name: 'DataCloneError' });
    });
  });

  it('rejects unknown methods, including ones an object inherits', async () => {
    await overChannel(testApi(), async (client) => {
      const loose = client as unknown as RpcClient<Record<string, () => unknown>>;
      await expect(loose.call('missing', [])).rejects.toThrow('No worker method missing.');
      await expect(loose.call('toString', [])).rejects.toThrow('No worker method toString.');
    });
  });

  it('sends nothing for a call whose signal has already aborted', async () => {
    const calls: number[] = [];
    const api = testApi({ add: (a, b) => (calls.push(a), a + b) });
    await overChannel(api, async (client) => {
      const controller = new AbortController();
      controller.abort(new DOMException('gone', 'AbortError'));
      await expect(client.call('add', [1, 2], { signal: controller.signal })).rejects.toMatchObject({ name: 'AbortError' });
      await client.call('add', [5, 5]);
      expect(calls).toEqual([5]);
    });
  });

  it('rejects at once when the signal aborts during a call, and drops the late reply', async () => {
    await overChannel(testApi(), async (client) => {
      const controller = new AbortController();
      const call = client.call('later', ['late', 30], { signal: controller.signal });
      const settled: string[] = [];
      call.then(() => settled.push('resolved'), (error: Error) => settled.push(error.name));
      controller.abort(new DOMException('gone', 'AbortError'));
      await tick(0);
      expect(settled).toEqual(['AbortError']);
      await tick(50);
      expect(settled).toEqual(['AbortError']);
    });
  });

  it('after release, rejects new calls, leaves waiting ones unsettled and terminates a worker', async () => {
    const { port1, port2 } = new MessageChannel();
    exposeApi(testApi(), port1);
    let terminated = 0;
    const endpoint = Object.assign(port2, { terminate: () => (terminated += 1) }) as RpcEndpoint;
    const client = createRpcClient<TestApi>(endpoint);
    try {
      const settled: string[] = [];
      client.call('later', ['late', 10]).then(() => settled.push('resolved'), () => settled.push('rejected'));
      client.release();
      expect(terminated).toBe(1);
      await expect(client.call('add', [1, 1])).rejects.toThrow('released');
      await tick(30);
      expect(settled).toEqual([]);
    } finally {
      port1.close();
      port2.close();
    }
  });

  it('stops answering once the serving side stops', async () => {
    const { port1, port2 } = new MessageChannel();
    const stop = exposeApi(testApi(), port1);
    const client = createRpcClient<TestApi>(port2);
    try {
      expect(await client.call('add', [1, 2])).toBe(3);
      stop();
      const settled: string[] = [];
      client.call('add', [1, 2]).then(() => settled.push('resolved'), () => settled.push('rejected'));
      await tick(20);
      expect(settled).toEqual([]);
    } finally {
      port1.close();
      port2.close();
    }
  });
});
