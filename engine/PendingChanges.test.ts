import { describe, expect, it } from 'vitest';
import { PendingChanges } from './PendingChanges';

/** A map that records what was done to it. */
interface NotedMap {
  name: string;
  done: string[];
}

describe('PendingChanges', () => {
  it('applies a change that a kept change causes (an event listener calling the engine) to the map being readied, after the kept ones', () => {
    let ready: NotedMap | null = null;
    const changes = new PendingChanges<NotedMap>(() => ready);
    const map: NotedMap = { name: 'first', done: [] };
    const answers: number[] = [];
    changes.apply((target) => {
      target.done.push('add markers');
      // A `markersChange` listener answering at once, while the map is not announced ready yet.
      answers.push(changes.apply((again) => again.done.push('label them'), 0));
    }, undefined);
    changes.apply((target) => target.done.push('fit them'), 0);

    changes.flush(map);

    expect(map.done).toEqual(['add markers', 'fit them', 'label them']);
    expect(answers).toEqual([0]);
    ready = map;
    expect(changes.apply((target) => target.done.length, -1)).toBe(3);
  });

  it('keeps changes made while a map loads again for the next map, not the one being replaced', () => {
    let ready: NotedMap | null = { name: 'old', done: [] };
    const changes = new PendingChanges<NotedMap>(() => ready);
    const old = ready;
    ready = null;
    changes.apply((target) => target.done.push('select A'), 0);
    const next: NotedMap = { name: 'new', done: [] };

    changes.flush(next);

    expect(old.done).toEqual([]);
    expect(next.done).toEqual(['select A']);
  });
});
