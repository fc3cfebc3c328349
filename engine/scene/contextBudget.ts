
/**
 * Browsers keep only so many live WebGL contexts per page (16 in Chrome and Safari) and, past
 * that, take the oldest one away with a console warning, whether its map is on screen or not.
 * A site page may hold more maps than that. The budget keeps the page's maps under a lower
 * limit of their own: a map far from the viewport gives its context back (`suspend`, which the
 * browser no longer counts), and takes it again as it comes near (`resume`); the scene redraws
 * from the data it kept. Maps near the viewport are never suspended.
 */

/** What the budget asks of one map's renderer. */
export interface SuspendableContext {
  /** Gives the WebGL context back to the browser; nothing is drawn until `resume`. */
  suspend(): void;
  /** Takes a context again; the renderer uploads its data and draws on its own. */
  resume(): void;
}

/** Tells whether an element is near the viewport; calls `onChange` with the first answer and each change. */
export type NearnessWatch = (element: Element, onChange: (near: boolean) => void) => () => void;

interface Entry {
  context: SuspendableContext;
  /** Null until the observer has answered, or while the renderer has no place on the page. */
  near: boolean | null;
  /** When the map was last near (a count of nearness reports), for least-recently-near order. */
  lastNear: number;
  suspended: boolean;
  unwatch: () => void;
}

/** How far beyond the viewport a map counts as near: its context is back before it shows. */
const NEAR_MARGIN = '100% 100% 100% 100%';

/**
 * Watches elements with one intersection observer; near means within a viewport's size of the
 * viewport. A listener added to an element already watched hears its last answer at once.
 */
function viewportNearness(): NearnessWatch {
  const watched = new Map<Element, { listeners: Set<(near: boolean) => void>; near: boolean | null }>();
  let observer: IntersectionObserver | null = null;
  return (element, onChange) => {
    observer ??= new IntersectionObserver((entries) => {
      for (const entry of entries) {
        const state = watched.get(entry.target);
        if (!state) continue;
        state.near = entry.isIntersecting;
        for (const listener of [...state.listeners]) listener(entry.isIntersecting);
      }
    }, { rootMargin: NEAR_MARGIN });
    let state = watched.get(element);
    if (!state) {
      state = { listeners: new Set(), near: null };
      watched.set(element, state);
      observer.observe(element);
    }
    const known = state;
    known.listeners.add(onChange);
    if (known.near !== null) queueMicrotask(() => { if (known.listeners.has(onChange) && known.near !== null) onChange(known.near); });
    return () => {
      known.listeners.delete(onChange);
      if (known.listeners.size > 0 || watched.get(element) !== known) return;
      watched.delete(element);
      observer?.unobserve(element);
    };
  };
}

/**
 * Keeps at most `limit` of the page's map contexts live while any of them is far from the
 * viewport. Opening a context past the limit waits until the map's nearness is known and
 * until the one opened before it has settled, so a page that starts many maps at once never
 * holds more than `limit + 1` live contexts.
 */
export class ContextBudget {
  private readonly entries = new Map<SuspendableContext, Entry>();
  /** Contexts being made under the limit, counted as live. */
  private opening = 0;
  /** Contexts made past the limit, one after another. */
  private overflow: Promise<unknown> = Promise.resolve();
  private nearReports = 0;

  constructor(private readonly limit: number, private readonly watch: NearnessWatch) {}

  /** Live contexts: made and not suspended, or being made. */
  get live(): number {
    let live = this.opening;
    for (const entry of this.entries.values()) if (!entry.suspended) live += 1;
    return live;
  }

  /**
   * Makes a context with `create` and keeps it in the budget, placed at `element` (the map's
   * host) when given; it is suspended at once when it is far and the page is over the limit.
   */
  open<T extends SuspendableContext>(create: () => Promise<T>, element: Element | null): Promise<T> {
    if (this.live < this.limit) {
      this.opening += 1;
      return create().finally(() => { this.opening -= 1; }).then((context) => this.admit(context, element, null));
    }
    const nearness = element ? this.firstNearness(element) : Promise.resolve(null);
    const turn = this.overflow.then(() => nearness).then(async (near) => this.admit(await create(), element, near));
    this.overflow = turn.catch(() => undefined);
    return turn;
  }

  /** Keeps a context made before the budget was there; its nearness is asked for now. */
  adopt(context: SuspendableContext, element: Element | null): void {
    if (!this.entries.has(context)) this.admit(context, element, null);
  }

  /** Places a context made without a place (made ahead of its map) at its map's host. */
  place(context: SuspendableContext, element: Element): void {
    const entry = this.entries.get(context);
    if (!entry) return;
    entry.unwatch();
    entry.near = null;
    entry.unwatch = this.watch(element, (near) => this.onNearness(entry, near));
  }

  /** Forgets a context (its renderer is destroyed). */
  close(context: SuspendableContext): void {
    const entry = this.entries.get(context);
    if (!entry) return;
    entry.unwatch();
    this.entries.delete(context);
  }

  private admit<T extends SuspendableContext>(context: T, element: Element | null, near: boolean | null): T {
    const entry: Entry = { context, near, lastNear: near ? ++this.nearReports : 0, suspended: false, unwatch: () => undefined };
    this.entries.set(context, entry);
    if (element) entry.unwatch = this.watch(element, (near) => this.onNearness(entry, near));
    this.settle();
    return context;
  }

  /** Resolves once the observer has said whether `element` is near (its first report comes within a frame). */
  private firstNearness(element: Element): Promise<boolean> {
    return new Promise((resolve) => {
      const stop = this.watch(element, (near) => {
        stop();
        resolve(near);
      });
    });
  }

  private onNearness(entry: Entry, near: boolean): void {
    if (!this.entries.has(entry.context)) return;
    entry.near = near;
    if (near) {
      this.nearReports += 1;
      entry.lastNear = this.nearReports;
    }
    if (near && entry.suspended) {
      entry.suspended = false;
      entry.context.resume();
    }
    this.settle();
  }

  /** Suspends far contexts, least recently near first, until the page is within the limit. */
  private settle(): void {
    let over = this.live - this.limit;
    if (over <= 0) return;
    const far = [...this.entries.values()].filter((entry) => entry.near === false && !entry.suspended).sort((a, b) => a.lastNear - b.lastNear);
    for (const entry of far) {
      if (over <= 0) return;
      entry.suspended = true;
      entry.context.suspend();
      over -= 1;
    }
  }
}

/** Where there is no intersection observer every map counts as near: nothing is ever suspended. */
const alwaysNear: NearnessWatch = (_element, onChange) => {
  let watching = true;
  queueMicrotask(() => { if (watching) onChange(true); });
  return () => { watching = false; };
};

let page: ContextBudget | null = null;

/**
 * The budget every map of the page shares, of `limit` live contexts. The limit comes from the
 * loader (`pageContexts.ts`), which counts against it before this module is needed.
 */
export function pageContextBudget(limit: number): ContextBudget {
  page ??= new ContextBudget(limit, typeof IntersectionObserver === 'undefined' ? alwaysNear : viewportNearness());
  return page;
}
