import { describe, expect, it } from 'vitest';
import { TurnQueue } from './TurnQueue';

describe('TurnQueue', () => {
  it('runs pieces one at a time in the order they came, whatever their length', async () => {
    const queue = new TurnQueue();
    const log: string[] = [];
    let running = 0;
    const piece = (name: string, ms: number) => queue.run(async () => {
      running += 1;
      log.push(`${name} start (${running} running)`);
      await new Promise((resolve) => setTimeout(resolve, ms));
      running -= 1;
      return name;
    });
    expect(await Promise.all([piece('a', 30), piece('b', 1), piece('c', 10)])).toEqual(['a', 'b', 'c']);
    expect(log).toEqual(['a start (1 running)', 'b start (1 running)', 'c start (1 running)']);
  });

  it('goes on after a piece fails, and the failure reaches its caller', async () => {
    const queue = new TurnQueue();
    const failed = queue.run(async () => { throw new Error('broken statement'); });
    const next = queue.run(async () => 'next');
    await expect(failed).rejects.toThrow('broken statement');
    await expect(next).resolves.toBe('next');
  });

  it('lets the event loop run between pieces, so waiting work does not block requests', async () => {
    const queue = new TurnQueue();
    const order: string[] = [];
    const pieces = Array.from({ length: 5 }, (_, index) => queue.run(async () => { order.push(`piece ${index}`); }));
    setImmediate(() => order.push('event loop'));
    await Promise.all(pieces);
    expect(order.indexOf('event loop')).toBeLessThan(order.indexOf('piece 4'));
  });

  it('never starts a piece whose signal aborted while it waited, and answers its caller at once', async () => {
    const queue = new TurnQueue();
    let releaseFirst = () => {};
    let firstStarted = () => {};
    const firstRunning = new Promise<void>((resolve) => { firstStarted = resolve; });
    const first = queue.run(() => new Promise<string>((resolve) => {
      releaseFirst = () => resolve('first');
      firstStarted();
    }));
    const stop = new AbortController();
    let started = false;
    const queued = queue.run(async () => { started = true; return 'late'; }, stop.signal);
    const after = queue.run(async () => 'after');
    await firstRunning;
    stop.abort(new Error('time is up'));
    // Answered while the first piece still holds the queue.
    await expect(queued).rejects.toThrow('time is up');
    releaseFirst();
    expect(await first).toBe('first');
    expect(await after).toBe('after');
    expect(started).toBe(false);
  });

  it('refuses a piece whose signal had already aborted', async () => {
    const queue = new TurnQueue();
    let started = false;
    const stop = new AbortController();
    stop.abort(new Error('client gone'));
    await expect(queue.run(async () => { started = true; }, stop.signal)).rejects.toThrow('client gone');
    await queue.run(async () => undefined);
    expect(started).toBe(false);
  });
});
