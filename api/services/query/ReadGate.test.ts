import { describe, expect, it } from 'vitest';
import { ClientGone, ReadGate } from './ReadGate';

function deferred(): { promise: Promise<void>; resolve: () => void } {
  let resolve = () => undefined as void;
  const promise = new Promise<void>((done) => { resolve = done; });
  return { promise, resolve };
}

describe('ReadGate', () => {
  it('runs one read at a time per slot, in order, and never runs the read of a client that left', async () => {
    const gate = new ReadGate(1, 10, 60_000);
    const first = deferred();
    const ran: string[] = [];
    const running = gate.run(new AbortController().signal, async () => { ran.push('first'); await first.promise; });
    const leaving = new AbortController();
    const gone = gate.run(leaving.signal, async () => { ran.push('gone'); });
    const third = gate.run(new AbortController().signal, async () => { ran.push('third'); });
    expect(gate.queued).toBe(2);
    leaving.abort();
    await expect(gone).rejects.toBeInstanceOf(ClientGone);
    first.resolve();
    await Promise.all([running, third]);
    expect(ran).toEqual(['first', 'third']);
  });

  it('answers 503 with Retry-After when the queue is full', async () => {
    const gate = new ReadGate(1, 1, 60_000);
    const hold = deferred();
    const running = gate.run(new AbortController().signal, () => hold.promise);
    const waiting = gate.run(new AbortController().signal, async () => undefined);
    await expect(gate.run(new AbortController().signal, async () => undefined)).rejects.toMatchObject({ status: 503, code: 'rest_busy', retryAfterSeconds: 5 });
    hold.resolve();
    await Promise.all([running, waiting]);
  });
});
