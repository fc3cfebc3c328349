import { describe, expect, it } from 'vitest';
import { ContextBudget, type NearnessWatch, type SuspendableContext } from './contextBudget';

/** A page whose elements' nearness the test sets; answers arrive as an observer's would, later. */
function fakePage() {
  const near = new Map<Element, boolean>();
  const listeners = new Map<Element, Set<(near: boolean) => void>>();
  const watch: NearnessWatch = (element, onChange) => {
    const set = listeners.get(element) ?? new Set();
    listeners.set(element, set);
    set.add(onChange);
    const known = near.get(element);
    if (known !== undefined) queueMicrotask(() => { if (set.has(onChange)) onChange(known); });
    return () => set.delete(onChange);
  };
  return {
    watch,
    /** Moves an element near or far, and tells its watchers. */
    set(element: Element, isNear: boolean) {
      near.set(element, isNear);
      for (const listener of [...listeners.get(element) ?? []]) listener(isNear);
    },
    watchers: (element: Element) => listeners.get(element)?.size ?? 0,
  };
}

/** A renderer that counts what a browser would: live contexts now, and the most ever live at once. */
function fakeBrowser() {
  let live = 0;
  let peak = 0;
  const make = (): SuspendableContext & { suspended: boolean } => {
    live += 1;
    peak = Math.max(peak, live);
    const context = {
      suspended: false,
      suspend() { context.suspended = true; live -= 1; },
      resume() { context.suspended = false; live += 1; peak = Math.max(peak, live); },
    };
    return context;
  };
  return { create: () => Promise.resolve().then(make), live: () => live, peak: () => peak };
}

const element = (name: string) => ({ name }) as unknown as Element;
const flush = () => new Promise((resolve) => setTimeout(resolve, 0));

describe('the page budget of WebGL contexts', () => {
  it('keeps every map live while the page holds no more than the limit', async () => {
    const page = fakePage();
    const browser = fakeBrowser();
    const budget = new ContextBudget(3, page.watch);
    const hosts = [element('a'), element('b'), element('c')];
    for (const host of hosts) page.set(host, false);
    const contexts = await Promise.all(hosts.map((host) => budget.open(browser.create, host)));
    await flush();
    expect(contexts.map((context) => context.suspended)).toEqual([false, false, false]);
    expect(browser.live()).toBe(3);
  });

  it('starts twenty maps at once without holding more than the limit plus one, and suspends only far maps', async () => {
    const page = fakePage();
    const browser = fakeBrowser();
    const budget = new ContextBudget(4, page.watch);
    const hosts = Array.from({ length: 20 }, (_, i) => element(`map${i}`));
    hosts.forEach((host, i) => page.set(host, i < 2));
    const contexts = await Promise.all(hosts.map((host) => budget.open(browser.create, host)));
    await flush();
    expect(browser.peak()).toBeLessThanOrEqual(5);
    expect(browser.live()).toBe(4);
    // The two maps in view keep their contexts.
    expect(contexts[0]?.suspended).toBe(false);
    expect(contexts[1]?.suspended).toBe(false);
    expect(budget.live).toBe(4);
  });

  it('gives a map its context back as it comes near, and takes one from the map least recently near', async () => {
    const page = fakePage();
    const browser = fakeBrowser();
    const budget = new ContextBudget(2, page.watch);
    const [a, b, c] = [element('a'), element('b'), element('c')];
    page.set(a, true);
    page.set(b, true);
    page.set(c, false);
    const [first, second, third] = await Promise.all([a, b, c].map((host) => budget.open(browser.create, host)));
    await flush();
    expect([first, second, third].map((context) => context?.suspended)).toEqual([false, false, true]);
    // The visitor scrolls: a leaves first, then b, and c comes near.
    page.set(a, false);
    page.set(b, false);
    page.set(c, true);
    expect(third?.suspended).toBe(false);
    expect(first?.suspended).toBe(true);
    expect(second?.suspended).toBe(false);
    expect(browser.live()).toBe(2);
  });

  it('never suspends a map whose nearness is not known yet, nor a map in view when all are', async () => {
    const page = fakePage();
    const browser = fakeBrowser();
    const budget = new ContextBudget(1, page.watch);
    const [a, b] = [element('a'), element('b')];
    page.set(a, true);
    page.set(b, true);
    const contexts = await Promise.all([a, b].map((host) => budget.open(browser.create, host)));
    const unplaced = await budget.open(browser.create, null);
    await flush();
    expect([...contexts, unplaced].map((context) => context.suspended)).toEqual([false, false, false]);
  });

  it('watches a renderer made ahead of its map once it is placed, and forgets a closed one', async () => {
    const page = fakePage();
    const browser = fakeBrowser();
    const budget = new ContextBudget(1, page.watch);
    const [a, b] = [element('a'), element('b')];
    page.set(a, true);
    page.set(b, false);
    const ahead = await budget.open(browser.create, null);
    const other = await budget.open(browser.create, a);
    await flush();
    budget.place(ahead, b);
    await flush();
    expect(ahead.suspended).toBe(true);
    expect(other.suspended).toBe(false);
    budget.close(ahead);
    expect(page.watchers(b)).toBe(0);
    page.set(b, true);
    expect(ahead.suspended).toBe(true);
    expect(budget.live).toBe(1);
  });
});
