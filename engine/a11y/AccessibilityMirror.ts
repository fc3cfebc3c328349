import type { ViewBox } from '../camera/types';
import { whenIdle } from '../scene/idle';
import { DirectionSearch, searchInDirection, type Direction } from '../hit-test/nearestInDirection';
import type { PointIndexBuilder } from '../hit-test/MarkerPicker';
import type { ItemPoints } from './ItemPoints';
import { ARROW_DIRECTIONS, orderKeyTarget } from './mirrorKeys';
import { focusedItemText, placesInViewText } from './mirrorText';
import { planMirrorWindow, type MirrorContent, type MirrorKind } from './mirrorWindow';

/** How long building the big lists' trees may wait for the browser to be idle. */
const INDEX_IDLE_TIMEOUT_MS = 2000;

/** An item of the mirror: its kind and id (region and marker ids never clash). */
export interface MirrorItemRef {
  kind: MirrorKind;
  id: string;
}

/** What the mirror needs from the engine. */
export interface MirrorCallbacks {
  /** The items to list now; asked again after {@link AccessibilityMirror.invalidate}, once per settle. */
  content(): MirrorContent;
  /** The visible map rectangle (null before there is one). */
  view(): ViewBox | null;
  /** An item's accessible name and selection, read when its option is drawn. */
  describe(kind: MirrorKind, id: string): { title: string; selected: boolean } | undefined;
  /** Enter, Space or a click on an option: act as a click on the item. */
  activate(kind: MirrorKind, id: string): void;
  /** Escape: deselect everything. */
  escape(): void;
  /** The keyboard focus moved to an item (null: left the map); the engine shows it and keeps it in view. */
  focusChanged(item: MirrorItemRef | null): void;
  /** Builds a big list's k-d tree in a worker (else here, when idle). */
  indexOffThread?: PointIndexBuilder;
}

/** How long the view rests before the listed items follow it, in ms. */
export const VIEW_SETTLE_MS = 200;
/** How long after a change of the items before they are listed again, in ms (batches coalesce). */
const LIST_SETTLE_MS = 100;

type Active = MirrorItemRef & { ordinal: number };

function optionId(prefix: string, kind: MirrorKind, id: string): string {
  return `${prefix}-${kind}-${id.replace(/[^A-Za-z0-9_-]/g, (ch) => `_${ch.charCodeAt(0).toString(16)}`)}`;
}

/** Hides an element from sight but not from assistive technology (set through the CSSOM, so a strict CSP allows it). */
function hideVisually(element: HTMLElement): void {
  Object.assign(element.style, { position: 'absolute', width: '1px', height: '1px', overflow: 'hidden', clip: 'rect(0 0 0 0)', whiteSpace: 'nowrap' });
}

let mirrorCount = 0;

/**
 * A hidden DOM mirror of the map for keyboard and screen-reader users: a `listbox` that takes
 * focus with Tab (one tab stop, `aria-activedescendant`), with an `option` for a bounded window
 * of the enabled regions and shown markers: at most `MIRROR_MAX_OPTIONS` nodes, the items
 * in view first, each carrying its place in the full list (`aria-posinset`/`aria-setsize`). The
 * focused item always has a node. Arrow keys move to the nearest item in that direction among
 * all items; Home, End, PageUp and PageDown move through the full list; Enter or Space clicks;
 * Escape deselects. One live region announces the focused item, another the number of places in
 * view once the view or the markers settle.
 */
export class AccessibilityMirror {
  readonly listbox: HTMLDivElement;
  private readonly live: HTMLDivElement;
  private readonly countRegion: HTMLDivElement;
  private readonly prefix = `mapsvg-a11y-${(mirrorCount += 1)}`;
  private content: MirrorContent | null = null;
  private contentStale = true;
  private timer: ReturnType<typeof setTimeout> | null = null;
  /** The task that builds the spatial trees of a new list (after the one that lists it). */
  /** Cancels the pending index build. */
  private indexTask: (() => void) | null = null;
  private active: Active | null = null;
  /** Option nodes in the page, by `kind:id`. */
  private options = new Map<string, HTMLDivElement>();
  /** Which item each option element stands for (clicks arrive on elements). */
  private elementItems = new WeakMap<Element, Active>();
  /** The focused item's node when the window does not hold it (at most one such node). */
  private extraKey: string | null = null;
  private markersInView = 0;
  /** The count last announced; null: none yet, or no markers. */
  private announcedCount: number | null = null;

  constructor(host: HTMLElement, label: string, private readonly callbacks: MirrorCallbacks) {
    const doc = host.ownerDocument;
    this.listbox = doc.createElement('div');
    this.listbox.className = 'mapsvg-a11y';
    this.listbox.setAttribute('role', 'listbox');
    this.listbox.setAttribute('aria-label', label);
    this.listbox.setAttribute('aria-multiselectable', 'true');
    this.listbox.tabIndex = 0;
    this.live = doc.createElement('div');
    this.live.className = 'mapsvg-a11y-live';
    this.live.setAttribute('aria-live', 'polite');
    this.live.setAttribute('role', 'status');
    this.countRegion = doc.createElement('div');
    this.countRegion.className = 'mapsvg-a11y-count';
    this.countRegion.id = `${this.prefix}-count`;
    this.countRegion.setAttribute('role', 'status');
    this.countRegion.setAttribute('aria-live', 'polite');
    this.countRegion.setAttribute('aria-atomic', 'true');
    hideVisually(this.countRegion);
    this.listbox.setAttribute('aria-describedby', this.countRegion.id);
    host.append(this.listbox, this.live, this.countRegion);
    this.listbox.addEventListener('keydown', this.onKeyDown);
    this.listbox.addEventListener('focus', this.onFocus);
    this.listbox.addEventListener('blur', this.onBlur);
    this.listbox.addEventListener('click', this.onClick);
  }

  /** The items changed (markers added or removed, regions enabled or hidden): list them again soon. */
  invalidate(): void {
    this.contentStale = true;
    this.schedule(LIST_SETTLE_MS);
  }

  /** The view moved: once it rests, the window follows it and the count is announced. */
  viewChanged(): void {
    this.schedule(VIEW_SETTLE_MS);
  }

  /** Does the pending work now: reads changed items, lists the window, announces the count. */
  flush(): void {
    if (this.timer !== null) clearTimeout(this.timer);
    this.timer = null;
    const start = performance.now();
    if (this.contentStale) this.readContent();
    this.render();
    this.announceCount();
    // Benchmarks and tests read how long listing took (user timing, one entry per settle).
    performance.measure?.('mapsvg:mirror', { start, end: performance.now() });
  }

  /** Mirrors a selection change. */
  setSelected(kind: MirrorKind, id: string, selected: boolean): void {
    this.options.get(`${kind}:${id}`)?.setAttribute('aria-selected', String(selected));
  }

  /** The focused item's id, if any. */
  activeId(): string | null {
    return this.active?.id ?? null;
  }

  /** Moves keyboard focus into the map. */
  focus(): void {
    this.listbox.focus();
  }

  /** Removes the mirror from the page. */
  dispose(): void {
    if (this.timer !== null) clearTimeout(this.timer);
    this.indexTask?.();
    this.timer = null;
    this.indexTask = null;
    this.listbox.removeEventListener('keydown', this.onKeyDown);
    this.listbox.removeEventListener('focus', this.onFocus);
    this.listbox.removeEventListener('blur', this.onBlur);
    this.listbox.removeEventListener('click', this.onClick);
    this.listbox.remove();
    this.live.remove();
    this.countRegion.remove();
  }

  private schedule(delay: number): void {
    if (this.timer !== null) clearTimeout(this.timer);
    this.timer = setTimeout(() => this.flush(), delay);
  }

  /** Keys need the current items: a pending change of the items is applied first. */
  private settleItems(): void {
    if (this.contentStale) this.flush();
  }

  private readContent(): void {
    const content = this.callbacks.content();
    this.content = content;
    this.contentStale = false;
    content.regions.orderOffset = 0;
    content.markers.orderOffset = content.regions.count;
    if ((content.regions.wantsIndex || content.markers.wantsIndex) && this.indexTask === null) {
      // Not in the frames that show a big batch of markers: queries scan the columns meanwhile.
      this.indexTask = whenIdle(() => this.buildIndexes(), INDEX_IDLE_TIMEOUT_MS);
    }
    const active = this.active;
    if (!active) return;
    const ordinal = this.points(active.kind).indexOf(active.id);
    if (ordinal < 0) this.setActive(null);
    else this.active = { ...active, ordinal };
  }

  /** Builds the trees of large lists (queries scan the columns meanwhile); the markers' in a worker unless a key needs it `now`. */
  private buildIndexes(now = false): void {
    this.indexTask?.();
    this.indexTask = null;
    this.content?.regions.buildIndex();
    const { content, callbacks: { indexOffThread } } = this;
    if (!now && indexOffThread && content) void content.markers.buildIndexOffThread(indexOffThread);
    else content?.markers.buildIndex();
  }

  private points(kind: MirrorKind): ItemPoints {
    const content = this.content;
    if (!content) throw new Error('The mirror has no content yet.');
    return kind === 'region' ? content.regions : content.markers;
  }

  private render(): void {
    const content = this.content;
    if (!content) return;
    const view = this.callbacks.view();
    const box = view ? { minX: view.x, minY: view.y, maxX: view.x + view.width, maxY: view.y + view.height } : null;
    const active = this.active;
    const window = planMirrorWindow(content, { view: box, active });
    const next = new Map<string, HTMLDivElement>();
    const nodes: HTMLDivElement[] = [];
    for (const ordinal of window.regions) nodes.push(this.option('region', ordinal, next));
    for (const ordinal of window.markers) nodes.push(this.option('marker', ordinal, next));
    this.listbox.replaceChildren(...nodes);
    this.options = next;
    this.markersInView = window.markersInView;
    this.extraKey = null;
    if (active && window.activeAdded) this.extraKey = `${active.kind}:${active.id}`;
    this.syncActiveDescendant();
  }

  /** The option node of an item, made or updated, and recorded in `into`. */
  private option(kind: MirrorKind, ordinal: number, into: Map<string, HTMLDivElement>): HTMLDivElement {
    const points = this.points(kind);
    const id = points.ids[ordinal] ?? '';
    const key = `${kind}:${id}`;
    let option = this.options.get(key);
    if (!option) {
      option = this.listbox.ownerDocument.createElement('div');
      option.id = optionId(this.prefix, kind, id);
      option.setAttribute('role', 'option');
      option.setAttribute(kind === 'region' ? 'data-region-id' : 'data-marker-id', id);
    }
    const item = this.callbacks.describe(kind, id);
    const title = item?.title ?? id;
    if (option.textContent !== title) option.textContent = title;
    option.setAttribute('aria-selected', String(item?.selected ?? false));
    option.setAttribute('aria-setsize', String(points.count));
    option.setAttribute('aria-posinset', String(ordinal + 1));
    this.elementItems.set(option, { kind, id, ordinal });
    into.set(key, option);
    return option;
  }

  /** Gives the focused item a node when the window has none for it, replacing the last such node. */
  private ensureOption(active: Active): void {
    const key = `${active.kind}:${active.id}`;
    if (this.options.has(key)) return;
    if (this.extraKey) {
      this.options.get(this.extraKey)?.remove();
      this.options.delete(this.extraKey);
    }
    const option = this.option(active.kind, active.ordinal, this.options);
    const firstMarker = active.kind === 'region' ? this.listbox.querySelector(':scope > [data-marker-id]') : null;
    this.listbox.insertBefore(option, firstMarker);
    this.extraKey = key;
  }

  private syncActiveDescendant(): void {
    const active = this.active;
    const option = active ? this.options.get(`${active.kind}:${active.id}`) : undefined;
    if (option) this.listbox.setAttribute('aria-activedescendant', option.id);
    else this.listbox.removeAttribute('aria-activedescendant');
  }

  private setActive(item: Active | null): void {
    this.active = item;
    if (item) this.ensureOption(item);
    this.syncActiveDescendant();
    this.live.textContent = focusedItemText(item ? this.callbacks.describe(item.kind, item.id) : undefined);
    this.callbacks.focusChanged(item ? { kind: item.kind, id: item.id } : null);
  }

  private announceCount(): void {
    const content = this.content;
    if (!content || content.markers.count === 0) {
      if (this.announcedCount !== null) this.countRegion.textContent = '';
      this.announcedCount = null;
      return;
    }
    if (this.markersInView === this.announcedCount) return;
    this.announcedCount = this.markersInView;
    this.countRegion.textContent = placesInViewText(this.markersInView);
  }

  /** The first item listed (the window's first node). */
  private firstListed(): Active | null {
    const first = this.listbox.querySelector('[role="option"]');
    return first ? this.elementItems.get(first) ?? null : null;
  }

  /** The item at a place of the full order: regions first, then markers. */
  private atPosition(position: number): Active | null {
    const content = this.content;
    if (!content) return null;
    const kind: MirrorKind = position < content.regions.count ? 'region' : 'marker';
    const ordinal = kind === 'region' ? position : position - content.regions.count;
    const id = this.points(kind).ids[ordinal];
    return id === undefined ? null : { kind, id, ordinal };
  }

  private positionOf(item: Active): number {
    return item.kind === 'region' ? item.ordinal : item.ordinal + (this.content?.regions.count ?? 0);
  }

  private readonly onFocus = (): void => {
    this.settleItems();
    this.setActive(this.active ?? this.firstListed());
  };

  private readonly onBlur = (): void => {
    this.callbacks.focusChanged(null);
  };

  private readonly onClick = (event: MouseEvent): void => {
    const option = (event.target as Element | null)?.closest?.('[role="option"]');
    const item = option ? this.elementItems.get(option) : undefined;
    if (!item) return;
    this.setActive(item);
    this.callbacks.activate(item.kind, item.id);
  };

  private readonly onKeyDown = (event: KeyboardEvent): void => {
    if (event.ctrlKey || event.metaKey || event.altKey) return;
    const direction = ARROW_DIRECTIONS[event.key];
    if (direction) {
      event.preventDefault();
      this.settleItems();
      this.move(direction);
      return;
    }
    const content = this.content;
    const total = content ? content.regions.count + content.markers.count : 0;
    const target = orderKeyTarget(event.key, this.active ? this.positionOf(this.active) : null, total);
    if (target !== null) {
      event.preventDefault();
      this.settleItems();
      this.setActive(this.atPosition(target));
      return;
    }
    if (event.key === 'Enter' || event.key === ' ') {
      event.preventDefault();
      const active = this.active;
      if (!active) return;
      this.callbacks.activate(active.kind, active.id);
      this.setActive(active);
      return;
    }
    if (event.key === 'Escape') {
      this.callbacks.escape();
      this.setActive(this.active);
    }
  };

  /** Moves to the nearest item in a direction among every item, listed or not. */
  private move(direction: Direction): void {
    const content = this.content;
    const active = this.active;
    if (!content) return;
    if (!active) {
      this.setActive(this.firstListed());
      return;
    }
    const points = this.points(active.kind);
    const from = { x: points.xs[active.ordinal] ?? 0, y: points.ys[active.ordinal] ?? 0 };
    // The growing search needs the trees: a key pressed before their task ran builds them now.
    this.buildIndexes(true);
    const search = new DirectionSearch(from, direction);
    searchInDirection(search, [content.regions, content.markers], startRadius(content));
    if (search.bestOrder < 0) return;
    this.setActive(this.atPosition(search.bestOrder));
  }
}

/** A first search radius that holds a few dozen items where they are spread evenly. */
function startRadius(content: MirrorContent): number {
  const dense = content.markers.count > content.regions.count ? content.markers : content.regions;
  const extent = dense.extent;
  if (!extent || dense.count === 0) return Infinity;
  const area = (extent.maxX - extent.minX) * (extent.maxY - extent.minY);
  return Math.sqrt((area * 16) / dense.count);
}
