import { describe, expect, it } from 'vitest';
import { Emitter } from './Emitter';

interface Events {
  moved: { x: number };
  done: Record<string, never>;
}

describe('Emitter', () => {
  it('calls listeners in order, and a throwing one neither stops the others nor escapes', () => {
    const failures: string[] = [];
    const events = new Emitter<Events>({ onListenerError: (_error, name) => failures.push(name) });
    const seen: number[] = [];
    events.on('moved', ({ x }) => seen.push(x));
    events.on('moved', () => { throw new Error('broken widget'); });
    events.on('moved', ({ x }) => seen.push(x * 10));
    events.emit('moved', { x: 2 });
    expect(seen).toEqual([2, 20]);
    expect(failures).toEqual(['moved']);
  });

  it('removes a listener by its returned function, even while emitting, without skipping its neighbours', () => {
    const events = new Emitter<Events>();
    const seen: string[] = [];
    const offFirst = events.on('done', () => { seen.push('first'); offFirst(); });
    events.on('done', () => seen.push('second'));
    events.emit('done', {});
    events.emit('done', {});
    expect(seen).toEqual(['first', 'second', 'second']);
    events.clear();
    events.emit('done', {});
    expect(seen).toHaveLength(3);
  });

  it("gives listeners the emitter's `self` as this", () => {
    const handle = { id: 7 };
    const events = new Emitter<Events>({ self: handle });
    const thisValues: unknown[] = [];
    events.on('done', function (this: unknown) { thisValues.push(this); });
    events.emit('done', {});
    expect(thisValues).toEqual([handle]);
  });

  it('holds the events named until released, then gives them in order to the listeners of that moment', () => {
    const events = new Emitter<Events>();
    const seen: string[] = [];
    events.on('done', () => seen.push('done'));
    const release = events.hold(['moved']);
    events.emit('moved', { x: 1 });
    events.emit('done', {});
    events.emit('moved', { x: 2 });
    expect(seen).toEqual(['done']);
    events.on('moved', ({ x }) => seen.push(`moved ${x}`));
    release();
    expect(seen).toEqual(['done', 'moved 1', 'moved 2']);
    release();
    events.emit('moved', { x: 3 });
    expect(seen).toEqual(['done', 'moved 1', 'moved 2', 'moved 3']);
    expect(() => { events.hold(['done']); events.hold(['moved']); }).toThrow('already held');
  });
});
