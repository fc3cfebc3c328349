import { describe, expect, it } from 'vitest';
import { deepClone, deepMerge } from './deepMerge';

describe('deepMerge', () => {
  it('merges plain objects key by key at every depth, and arrays and other values replace', () => {
    const base = { colors: { base: '#111', stroke: '#222', status: { a: '#333' } }, viewBox: [0, 0, 10, 10], title: 'Map' };
    const merged = deepMerge(base, { colors: { stroke: '#fff', status: { b: '#444' } }, viewBox: [1, 2], title: 'New' });
    expect(merged).toEqual({ colors: { base: '#111', stroke: '#fff', status: { a: '#333', b: '#444' } }, viewBox: [1, 2], title: 'New' });
  });

  it('keeps the base value where the patch says undefined, and takes keys the base lacks', () => {
    expect(deepMerge({ a: 1, b: { c: 2 } }, { a: undefined, b: { d: 3 }, e: [4] })).toEqual({ a: 1, b: { c: 2, d: 3 }, e: [4] });
  });

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

  it('never copies keys that would change a prototype', () => {
    const patch = JSON.parse('{"__proto__": {"polluted": true}, "nested": {"constructor": {"x": 1}, "ok": 1}}') as unknown;
    const merged = deepMerge({ nested: {} }, patch) as Record<string, unknown>;
    expect(({} as Record<string, unknown>).polluted).toBeUndefined();
    expect(Object.getPrototypeOf(merged)).toBe(Object.prototype);
    expect(merged.nested).toEqual({ ok: 1 });
  });

  it('copies the base when there is no patch, and the patch when either side is not a plain object', () => {
    const base = { a: { b: 1 } };
    const copy = deepMerge(base, undefined);
    expect(copy).toEqual(base);
    expect(copy.a).not.toBe(base.a);
    expect(deepMerge([1, 2], [3])).toEqual([3]);
  });
});
