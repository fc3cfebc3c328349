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
});
