// @vitest-environment happy-dom
import { afterEach, describe, expect, it, vi } from 'vitest';
import type { ViewBox } from '../camera/types';
import { AccessibilityMirror, VIEW_SETTLE_MS, type MirrorItemRef } from './AccessibilityMirror';
import { ItemPoints } from './ItemPoints';
import { MIRROR_MAX_OPTIONS, type MirrorKind } from './mirrorWindow';

/** `count` markers `m0…` on a square grid, 10 map units apart, row by row. */
function markerGrid(count: number): ItemPoints {
  const side = Math.ceil(Math.sqrt(count));
  return ItemPoints.from(Array.from({ length: count }, (_, i) => ({ id: `m${i}`, x: (i % side) * 10, y: Math.floor(i / side) * 10 })));
}

interface MirrorSetup {
  regions?: ItemPoints;
  markers?: ItemPoints;
  view?: ViewBox | null;
  selected?: ReadonlySet<string>;
}

/** A mirror in a fresh host, listing what `setup` holds (the view can be changed later). */
function mountMirror(setup: MirrorSetup) {
  const host = document.createElement('div');
  document.body.append(host);
  const state = { view: setup.view ?? null, regions: setup.regions ?? ItemPoints.empty(), markers: setup.markers ?? ItemPoints.empty() };
  const focused: Array<MirrorItemRef | null> = [];
  const activated: string[] = [];
  const mirror = new AccessibilityMirror(host, 'Test map', {
    content: () => ({ regions: state.regions, markers: state.markers }),
    view: () => state.view,
    describe: (kind: MirrorKind, id: string) => ({ title: `${kind} ${id}`, selected: setup.selected?.has(id) ?? false }),
    activate: (_kind, id) => activated.push(id),
    escape: () => undefined,
    focusChanged: (item) => focused.push(item),
  });
  mirror.flush();
  const options = () => Array.from(host.querySelectorAll<HTMLElement>('[role="option"]'));
  const activeOption = () => {
    const id = mirror.listbox.getAttribute('aria-activedescendant');
    return id ? host.ownerDocument.getElementById(id) : null;
  };
  const press = (key: string) => mirror.listbox.dispatchEvent(new KeyboardEvent('keydown', { key, bubbles: true, cancelable: true }));
  const countText = () => host.querySelector('.mapsvg-a11y-count')?.textContent ?? '';
  return { host, mirror, state, focused, activated, options, activeOption, press, countText };
}

afterEach(() => {
  vi.useRealTimers();
  document.body.replaceChildren();
});

describe('AccessibilityMirror: a bounded window', () => {
  it.each([10_000, 100_000])('keeps at most the bound of option nodes for %i markers, wherever the focus goes', (count) => {
    const map = mountMirror({ markers: markerGrid(count), view: { x: 0, y: 0, width: 200, height: 200 } });
    expect(map.options().length).toBeLessThanOrEqual(MIRROR_MAX_OPTIONS);
    expect(map.options().length).toBeGreaterThan(MIRROR_MAX_OPTIONS / 2);
    map.mirror.focus();
    for (const key of ['End', 'Home', 'PageDown', 'End', 'ArrowLeft', 'PageUp']) {
      map.press(key);
      expect(map.options().length).toBeLessThanOrEqual(MIRROR_MAX_OPTIONS);
      expect(map.activeOption()).not.toBeNull();
    }
  });

  it('lists every item of a small map, regions then markers, each kind in its own order', () => {
    const regions = ItemPoints.from([{ id: 'A', x: 0, y: 0 }, { id: 'B', x: 50, y: 0 }]);
    const markers = ItemPoints.from([{ id: 'far', x: 900, y: 900 }, { id: 'near', x: 5, y: 5 }]);
    const map = mountMirror({ regions, markers, view: { x: 0, y: 0, width: 100, height: 100 } });
    expect(map.options().map((o) => o.dataset.regionId ?? o.dataset.markerId)).toEqual(['A', 'B', 'far', 'near']);
    expect(map.options().map((o) => o.textContent)).toEqual(['region A', 'region B', 'marker far', 'marker near']);
  });

  it('gives each option its place among all items of its kind shown on the map', () => {
    const map = mountMirror({ regions: ItemPoints.from([{ id: 'A', x: 0, y: 0 }]), markers: markerGrid(10_000), view: { x: 500, y: 500, width: 100, height: 100 } });
    const region = map.host.querySelector('[data-region-id="A"]');
    expect(region?.getAttribute('aria-setsize')).toBe('1');
    expect(region?.getAttribute('aria-posinset')).toBe('1');
    const markerOptions = map.options().filter((o) => o.dataset.markerId);
    expect(markerOptions.length).toBeGreaterThan(0);
    for (const option of markerOptions) {
      expect(option.getAttribute('aria-setsize')).toBe('10000');
      expect(option.getAttribute('aria-posinset')).toBe(String(Number(option.dataset.markerId?.slice(1)) + 1));
    }
  });

  it('lists the markers in view first, nearest the view centre first, then the nearest outside', () => {
    const markers = markerGrid(10_000);
    // A 60×60 view centred on (505, 505) holds 36 grid points; the window has room for more.
    const map = mountMirror({ markers, view: { x: 475, y: 475, width: 60, height: 60 } });
    const points = map.options().map((o) => {
      const i = Number(o.dataset.markerId?.slice(1));
      return { x: markers.xs[i] ?? 0, y: markers.ys[i] ?? 0 };
    });
    const inView = (p: { x: number; y: number }) => p.x >= 475 && p.x <= 535 && p.y >= 475 && p.y <= 535;
    const distance = (p: { x: number; y: number }) => Math.hypot(p.x - 505, p.y - 505);
    expect(points.filter(inView)).toHaveLength(36);
    expect(points.slice(0, 36).every(inView)).toBe(true);
    const inside = points.slice(0, 36).map(distance);
    expect(inside).toEqual([...inside].sort((a, b) => a - b));
    const outside = points.slice(36).map(distance);
    expect(Math.min(...outside)).toBeGreaterThanOrEqual(Math.max(...inside));
  });

  it('follows the view once it settles, not before', () => {
    vi.useFakeTimers();
    const map = mountMirror({ markers: markerGrid(10_000), view: { x: 0, y: 0, width: 50, height: 50 } });
    expect(map.host.querySelector('[data-marker-id="m0"]')).not.toBeNull();
    map.state.view = { x: 900, y: 900, width: 50, height: 50 };
    map.mirror.viewChanged();
    vi.advanceTimersByTime(VIEW_SETTLE_MS - 10);
    map.mirror.viewChanged();
    vi.advanceTimersByTime(VIEW_SETTLE_MS - 10);
    expect(map.host.querySelector('[data-marker-id="m0"]')).not.toBeNull();
    vi.advanceTimersByTime(20);
    expect(map.host.querySelector('[data-marker-id="m0"]')).toBeNull();
    expect(map.options()[0]?.dataset.markerId).toBe('m9292');
  });

  it('windows regions too when a map has more than the bound, keeping every region of a smaller map', () => {
    const many = ItemPoints.from(Array.from({ length: 3_000 }, (_, i) => ({ id: `r${i}`, x: i, y: 0 })));
    const big = mountMirror({ regions: many, view: { x: 1_000, y: -5, width: 10, height: 10 } });
    expect(big.options().length).toBeLessThanOrEqual(MIRROR_MAX_OPTIONS);
    expect(big.options()[0]?.dataset.regionId).toBe('r1005');
    const few = ItemPoints.from(Array.from({ length: 150 }, (_, i) => ({ id: `r${i}`, x: i, y: 0 })));
    expect(mountMirror({ regions: few, view: { x: 100, y: -5, width: 10, height: 10 } }).options()).toHaveLength(150);
  });
});

describe('AccessibilityMirror: the focused item', () => {
  it('always has a node, inside the window or not, and the listbox points at it', () => {
    const map = mountMirror({ markers: markerGrid(10_000), view: { x: 0, y: 0, width: 50, height: 50 } });
    map.mirror.focus();
    map.press('End');
    expect(map.activeOption()?.dataset.markerId).toBe('m9999');
    expect(map.activeOption()?.getAttribute('aria-posinset')).toBe('10000');
    // The view did not follow (the engine pans; here nobody does): the window keeps the node anyway.
    map.mirror.viewChanged();
    map.mirror.flush();
    expect(map.activeOption()?.dataset.markerId).toBe('m9999');
    expect(map.options().length).toBeLessThanOrEqual(MIRROR_MAX_OPTIONS);
    expect(map.focused.at(-1)).toEqual({ kind: 'marker', id: 'm9999' });
  });

  it('goes when its item goes', () => {
    const map = mountMirror({ markers: markerGrid(100), view: null });
    map.mirror.focus();
    map.press('End');
    map.state.markers = markerGrid(50);
    map.mirror.invalidate();
    map.mirror.flush();
    expect(map.activeOption()).toBeNull();
    expect(map.mirror.activeId()).toBeNull();
  });

  it('mirrors selection on its option', () => {
    const map = mountMirror({ markers: markerGrid(4), view: null, selected: new Set(['m2']) });
    expect(map.host.querySelector('[data-marker-id="m2"]')?.getAttribute('aria-selected')).toBe('true');
    map.mirror.setSelected('marker', 'm2', false);
    expect(map.host.querySelector('[data-marker-id="m2"]')?.getAttribute('aria-selected')).toBe('false');
  });
});

describe('AccessibilityMirror: keys', () => {
  it('Home and End go to the first and last item: regions first, then markers', () => {
    const map = mountMirror({ regions: ItemPoints.from([{ id: 'A', x: 0, y: 0 }, { id: 'B', x: 9, y: 0 }]), markers: markerGrid(1_000), view: { x: 0, y: 0, width: 30, height: 30 } });
    map.mirror.focus();
    map.press('End');
    expect(map.mirror.activeId()).toBe('m999');
    map.press('Home');
    expect(map.mirror.activeId()).toBe('A');
    expect(map.activeOption()?.dataset.regionId).toBe('A');
  });

  it('PageDown and PageUp jump ten items in the full order and stop at the ends', () => {
    const map = mountMirror({ regions: ItemPoints.from([{ id: 'A', x: 0, y: 0 }]), markers: markerGrid(25), view: null });
    map.mirror.focus();
    map.press('Home');
    map.press('PageDown');
    expect(map.mirror.activeId()).toBe('m9');
    map.press('PageDown');
    map.press('PageDown');
    expect(map.mirror.activeId()).toBe('m24');
    map.press('PageUp');
    expect(map.mirror.activeId()).toBe('m14');
    map.press('PageUp');
    map.press('PageUp');
    expect(map.mirror.activeId()).toBe('A');
    expect(map.activeOption()?.textContent).toBe('region A');
  });

  it('arrows reach the nearest item in that direction among all items, listed or not', () => {
    const markers = markerGrid(10_000);
    const map = mountMirror({ markers, view: { x: 0, y: 0, width: 30, height: 30 } });
    map.mirror.focus();
    map.press('End');
    expect(map.mirror.activeId()).toBe('m9999');
    map.press('ArrowLeft');
    expect(map.mirror.activeId()).toBe('m9998');
    map.press('ArrowUp');
    expect(map.mirror.activeId()).toBe('m9898');
    expect(map.activeOption()?.dataset.markerId).toBe('m9898');
    map.press('ArrowDown');
    map.press('ArrowDown');
    // Nothing lies below the last row: the focus stays.
    expect(map.mirror.activeId()).toBe('m9998');
  });

  it('Enter and a click on an option act on the item and announce it', () => {
    const map = mountMirror({ markers: markerGrid(4), view: null });
    map.mirror.focus();
    map.press('ArrowRight');
    map.press('Enter');
    expect(map.activated).toEqual(['m1']);
    map.host.querySelector('[data-marker-id="m3"]')?.dispatchEvent(new MouseEvent('click', { bubbles: true }));
    expect(map.activated).toEqual(['m1', 'm3']);
    expect(map.host.querySelector('.mapsvg-a11y-live')?.textContent).toBe('marker m3');
  });
});

describe('AccessibilityMirror: counts', () => {
  it('announces the markers in view in words, once per settle and only when the count changed', () => {
    vi.useFakeTimers();
    const map = mountMirror({ markers: markerGrid(10_000), view: { x: 0, y: 0, width: 0, height: 0 } });
    expect(map.countText()).toBe('1 place in view');
    map.state.view = { x: 0, y: 0, width: 425, height: 275 };
    map.mirror.viewChanged();
    expect(map.countText()).toBe('1 place in view');
    vi.advanceTimersByTime(VIEW_SETTLE_MS);
    expect(map.countText()).toBe('1,204 places in view');
    map.state.view = { x: -100, y: -100, width: 50, height: 50 };
    map.mirror.viewChanged();
    vi.advanceTimersByTime(VIEW_SETTLE_MS);
    expect(map.countText()).toBe('No places in view');
  });

  it('says nothing again when the count stays, and nothing at all on a map without markers', () => {
    const map = mountMirror({ markers: markerGrid(10), view: null });
    const region = map.host.querySelector('.mapsvg-a11y-count');
    expect(region?.textContent).toBe('10 places in view');
    const changes: string[] = [];
    new MutationObserver(() => changes.push(region?.textContent ?? '')).observe(region as Node, { childList: true, characterData: true, subtree: true });
    map.mirror.viewChanged();
    map.mirror.flush();
    expect(changes).toEqual([]);
    const regionsOnly = mountMirror({ regions: ItemPoints.from([{ id: 'A', x: 0, y: 0 }]), view: null });
    expect(regionsOnly.countText()).toBe('');
  });

  it('describes the listbox with the count region', () => {
    const map = mountMirror({ markers: markerGrid(3), view: null });
    const describedBy = map.mirror.listbox.getAttribute('aria-describedby');
    expect(describedBy && document.getElementById(describedBy)?.textContent).toBe('3 places in view');
  });
});
