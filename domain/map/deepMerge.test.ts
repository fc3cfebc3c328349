import { describe, expect, it } from 'vitest';
import { deepClone, deepMerge } from './deepMerge';

// Merging key by key, undefined values and unsafe keys are proven through `mergeMapOptions`
// (mergeMapOptions.test.ts); these are the cases it does not reach.
describe('deepMerge', () => {
  it('changes neither input and shares no object with them', () => {
    const base = { group: { list: [1], inner: { on: true } }, untouched: { deep: { x: 1 } } };
    const patch = { group: { inner: { on: false } }, added: { y: [2] } };
    const before = [deepClone(base), deepClone(patch)];
    const merged = deepMerge(base, patch);
    expect([base, patch]).toEqual(before);
    merged.group.list.push(9);
    (merged.untouched.deep as { x: number }).x = 5;
    (merged as unknown as { added: { y: number[] } }).added.y.push(7);
    expect([base, patch]).toEqual(before);
  });

  it('replaces an object with a non-object and the reverse', () => {
    expect(deepMerge({ a: { b: 1 }, c: 2 }, { a: 'text', c: { d: 3 } })).toEqual({ a: 'text', c: { d: 3 } });
  });

  it('copies the base when there is no patch, and the patch when either side is not a plain object', () => {
    const base = { a: { b: 1 } };
    const copy = deepMerge(base, undefined);
    expect(copy).toEqual(base);
    expect(copy.a).not.toBe(base.a);
    expect(deepMerge([1, 2], [3])).toEqual([3]);
  });
});
