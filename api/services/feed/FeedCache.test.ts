import { describe, expect, it } from 'vitest';
import { FeedCache } from './FeedCache';
import { ClientGone } from '../query/ReadGate';

const bytes = (size: number, fill = 1) => Buffer.alloc(size, fill);

describe('FeedCache', () => {
  it('builds a body once and answers the next calls from memory', async () => {
    const cache = new FeedCache(1000);
    let builds = 0;
    const build = async () => { builds += 1; return bytes(100); };
    const [first, second] = await Promise.all([cache.get('a', build), cache.get('a', build)]);
    const third = await cache.get('a', build);
    expect(builds).toBe(1);
    expect(second).toBe(first);
    expect(third).toBe(first);
  });

  it('drops the least recently used bodies past its byte budget', async () => {
    const cache = new FeedCache(1000);
    for (const key of ['a', 'b', 'c', 'd']) await cache.get(key, async () => bytes(240));
    await cache.get('a', async () => bytes(240, 9));
    await cache.get('e', async () => bytes(240));
    expect(cache.size).toBe(960);
    let rebuilt = 0;
    await cache.get('b', async () => { rebuilt += 1; return bytes(240); });
    expect(rebuilt).toBe(1);
    expect((await cache.get('a', async () => bytes(1, 7)))[0]).toBe(1);
  });

  it('keeps no body larger than a quarter of its budget, and forgets a failed build', async () => {
    const cache = new FeedCache(1000);
    await cache.get('big', async () => bytes(400));
    expect(cache.size).toBe(0);
    await expect(cache.get('x', async () => { throw new Error('read failed'); })).rejects.toThrow('read failed');
    expect(await cache.get('x', async () => bytes(10))).toHaveLength(10);
  });

  it('builds again for the callers that shared a build whose own visitor left', async () => {
    const cache = new FeedCache();
    let leave = (_error: Error) => {};
    const first = cache.get('feed', () => new Promise<Buffer>((_resolve, reject) => { leave = reject; }));
    const second = cache.get('feed', async () => Buffer.from('built again'));
    leave(new ClientGone());
    await expect(first).rejects.toBeInstanceOf(ClientGone);
    expect((await second).toString()).toBe('built again');
  });
});
