import { nextTask } from '../scene/nextTask';

/** One focusable thing on the map as assistive technology sees it. */
export interface MirrorItem {
  id: string;
  title: string;
  kind: 'region' | 'marker';
  selected: boolean;
}

/** Arrow directions the mirror asks the engine to resolve. */
export type MirrorDirection = 'up' | 'down' | 'left' | 'right';

/** What the mirror needs from the engine. */
export interface MirrorCallbacks {
  /** The nearest enabled item from `fromId` in a direction, or null. */
  navigate(fromId: string, direction: MirrorDirection): string | null;
  /** Enter, Space or a click on an option: act as a click on the item. */
  activate(id: string): void;
  /** Escape: deselect everything. */
  escape(): void;
  /** The keyboard focus moved to an item (null: left the map); the engine outlines it. */
  focusChanged(id: string | null): void;
}

const arrowKeys: Record<string, MirrorDirection> = { ArrowUp: 'up', ArrowDown: 'down', ArrowLeft: 'left', ArrowRight: 'right' };

function optionId(prefix: string, item: MirrorItem): string {
  return `${prefix}-${item.kind}-${item.id.replace(/[^A-Za-z0-9_-]/g, (ch) => `_${ch.charCodeAt(0).toString(16)}`)}`;
}

let mirrorCount = 0;

/** Options built per task; smaller lists are built at once. */
const OPTIONS_PER_TASK = 4000;

/**
 * A hidden DOM mirror of the map for keyboard and screen-reader users: a `listbox` that takes
 * focus with Tab, one `option` per enabled region and marker, arrow keys moving to the nearest
 * item in that direction, Enter or Space clicking, Escape deselecting, and a live region that
 * announces the focused item. The listbox uses `aria-activedescendant`, so thousands of options
 * cost one tab stop.
 */
export class AccessibilityMirror {
  readonly listbox: HTMLDivElement;
  private readonly live: HTMLDivElement;
  private readonly options = new Map<string, HTMLDivElement>();
  private readonly items = new Map<string, MirrorItem>();
  private readonly prefix = `mapsvg-a11y-${(mirrorCount += 1)}`;
  private activeKey: string | null = null;
  /** Which item each option element stands for (clicks arrive on elements). */
  private elementKeys = new WeakMap<Element, string>();
  /** Bumped by every {@link setItems}, so an older list still being built stops. */
  private generation = 0;

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
    host.append(this.listbox, this.live);
    this.listbox.addEventListener('keydown', this.onKeyDown);
    this.listbox.addEventListener('focus', this.onFocus);
    this.listbox.addEventListener('blur', this.onBlur);
    this.listbox.addEventListener('click', this.onClick);
  }

  /**
   * Replaces the mirrored items (enabled regions and markers). The first
   * {@link OPTIONS_PER_TASK} options are built at once; the rest follow in later tasks, so a map
   * with a hundred thousand markers neither delays its first frame nor freezes the page.
   */
  setItems(items: readonly MirrorItem[]): void {
    this.generation += 1;
    this.options.clear();
    this.items.clear();
    this.elementKeys = new WeakMap();
    for (const item of items) this.items.set(`${item.kind}:${item.id}`, item);
    this.listbox.replaceChildren(this.buildOptions(items, 0));
    if (this.activeKey && !this.items.has(this.activeKey)) this.setActive(null);
    if (items.length > OPTIONS_PER_TASK) void this.buildRest(items, this.generation);
  }

  private async buildRest(items: readonly MirrorItem[], generation: number): Promise<void> {
    for (let start = OPTIONS_PER_TASK; start < items.length; start += OPTIONS_PER_TASK) {
      await nextTask();
      // A newer list replaced this one meanwhile.
      if (generation !== this.generation) return;
      this.listbox.append(this.buildOptions(items, start));
    }
  }

  private buildOptions(items: readonly MirrorItem[], start: number): DocumentFragment {
    const doc = this.listbox.ownerDocument;
    const fragment = doc.createDocumentFragment();
    const end = Math.min(items.length, start + OPTIONS_PER_TASK);
    for (let i = start; i < end; i += 1) {
      const item = items[i];
      if (!item) continue;
      const key = `${item.kind}:${item.id}`;
      // The stored item carries the current selection, which may have changed since the list came.
      const current = this.items.get(key) ?? item;
      const option = doc.createElement('div');
      option.id = optionId(this.prefix, item);
      option.setAttribute('role', 'option');
      option.setAttribute(item.kind === 'region' ? 'data-region-id' : 'data-marker-id', item.id);
      option.setAttribute('aria-selected', String(current.selected));
      option.textContent = item.title;
      this.options.set(key, option);
      this.elementKeys.set(option, key);
      fragment.append(option);
      if (this.activeKey === key) this.listbox.setAttribute('aria-activedescendant', option.id);
    }
    return fragment;
  }

  /** Mirrors a selection change. */
  setSelected(kind: MirrorItem['kind'], id: string, selected: boolean): void {
    const key = `${kind}:${id}`;
    const item = this.items.get(key);
    if (!item) return;
    item.selected = selected;
    this.options.get(key)?.setAttribute('aria-selected', String(selected));
  }

  /** The focused item's id, if any. */
  activeId(): string | null {
    return this.activeKey ? this.items.get(this.activeKey)?.id ?? null : null;
  }

  /** Moves keyboard focus into the map. */
  focus(): void {
    this.listbox.focus();
  }

  /** Removes the mirror from the page. */
  dispose(): void {
    this.generation += 1;
    this.listbox.removeEventListener('keydown', this.onKeyDown);
    this.listbox.removeEventListener('focus', this.onFocus);
    this.listbox.removeEventListener('blur', this.onBlur);
    this.listbox.removeEventListener('click', this.onClick);
    this.listbox.remove();
    this.live.remove();
  }

  private firstKey(): string | null {
    return this.items.keys().next().value ?? null;
  }

  private setActive(key: string | null): void {
    this.activeKey = key;
    const item = key ? this.items.get(key) : undefined;
    const option = key ? this.options.get(key) : undefined;
    if (option) this.listbox.setAttribute('aria-activedescendant', option.id);
    else this.listbox.removeAttribute('aria-activedescendant');
    this.live.textContent = item ? `${item.title}${item.selected ? ', selected' : ''}` : '';
    this.callbacks.focusChanged(item ? item.id : null);
  }

  private readonly onFocus = (): void => {
    this.setActive(this.activeKey ?? this.firstKey());
  };

  private readonly onBlur = (): void => {
    this.callbacks.focusChanged(null);
  };

  private readonly onClick = (event: MouseEvent): void => {
    const option = (event.target as Element | null)?.closest?.('[role="option"]');
    if (!option) return;
    const key = this.elementKeys.get(option);
    if (!key) return;
    this.setActive(key);
    const item = this.items.get(key);
    if (item) this.callbacks.activate(item.id);
  };

  private readonly onKeyDown = (event: KeyboardEvent): void => {
    const direction = arrowKeys[event.key];
    if (direction) {
      event.preventDefault();
      this.move(direction);
      return;
    }
    if (event.key === 'Enter' || event.key === ' ') {
      event.preventDefault();
      const item = this.activeKey ? this.items.get(this.activeKey) : undefined;
      if (item) {
        this.callbacks.activate(item.id);
        this.setActive(this.activeKey);
      }
      return;
    }
    if (event.key === 'Escape') {
      this.callbacks.escape();
      this.setActive(this.activeKey);
    }
  };

  private move(direction: MirrorDirection): void {
    const current = this.activeKey ? this.items.get(this.activeKey) : undefined;
    if (!current) {
      this.setActive(this.firstKey());
      return;
    }
    const nextId = this.callbacks.navigate(current.id, direction);
    if (nextId === null) return;
    const nextKey = this.items.has(`region:${nextId}`) ? `region:${nextId}` : `marker:${nextId}`;
    if (this.items.has(nextKey)) this.setActive(nextKey);
  }
}
