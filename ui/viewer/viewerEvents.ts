import { parseUserFunction } from '../../domain/index';

/** A region or record as events carry it. */
export interface EventItem {
  id: string | number;
  data: Record<string, unknown>;
}

/** Events of a mounted map (names as the product's site scripts use them) and their payloads. */
export interface ViewerEvents {
  afterLoad: Record<string, never>;
  'click.region': { region: EventItem };
  'mouseover.region': { region: EventItem };
  'mouseout.region': { region: EventItem };
  'click.marker': { marker: EventItem };
  'mouseover.marker': { marker: EventItem };
  'mouseout.marker': { marker: EventItem };
  'select.region': { ids: string[] };
  'deselect.region': { ids: string[] };
  zoom: { level: number };
  'click.directoryItem': { item: EventItem };
  'mouseover.directoryItem': { item: EventItem };
  'mouseout.directoryItem': { item: EventItem };
  'shown.popover': { item: EventItem };
  'closed.popover': { item: EventItem };
  'shown.detailsView': { item: EventItem };
  'closed.detailsView': { item: EventItem };
  'changed.filters': { values: Record<string, unknown> };
  'cleared.filters': Record<string, never>;
  'loaded.directory': { count: number };
}

/** A name of a viewer event. */
export type ViewerEventName = keyof ViewerEvents;

type Listener<T> = (payload: T) => void;

/**
 * The map's events for site scripts. A listener that throws is logged and the others still run
 * (spec 8: "Listener errors: logged; other listeners continue").
 */
export class ViewerEmitter {
  readonly #listeners = new Map<string, Set<Listener<never>>>();
  readonly #log: (message: string, error: unknown) => void;
  readonly #self: unknown;

  constructor(self: unknown, log: (message: string, error: unknown) => void = (message, error) => console.error(message, error)) {
    this.#self = self;
    this.#log = log;
  }

  /** Adds a listener; returns the function that removes it. */
  on<K extends ViewerEventName>(name: K, listener: Listener<ViewerEvents[K]>): () => void {
    let set = this.#listeners.get(name);
    if (!set) {
      set = new Set();
      this.#listeners.set(name, set);
    }
    set.add(listener as Listener<never>);
    return () => this.off(name, listener);
  }

  /** Removes a listener. */
  off<K extends ViewerEventName>(name: K, listener: Listener<ViewerEvents[K]>): void {
    this.#listeners.get(name)?.delete(listener as Listener<never>);
  }

  /** Calls every listener of the event with the map handle as `this`. */
  emit<K extends ViewerEventName>(name: K, payload: ViewerEvents[K]): void {
    const set = this.#listeners.get(name);
    if (!set) return;
    for (const listener of Array.from(set)) {
      try {
        (listener as Listener<ViewerEvents[K]>).call(this.#self, payload);
      } catch (error) {
        this.#log(`MapSVG: a "${name}" listener failed`, error);
      }
    }
  }

  /** Removes every listener. */
  clear(): void {
    this.#listeners.clear();
  }
}

/**
 * Compiles the map's user-defined handler strings (`options.events`). A string that is not
 * `function (…) { … }` is skipped silently (spec 5); so is one the browser cannot compile.
 */
export function compileUserHandlers(events: Record<string, unknown>): Array<{ name: string; handler: (payload: unknown) => void }> {
  const handlers: Array<{ name: string; handler: (payload: unknown) => void }> = [];
  for (const [name, source] of Object.entries(events)) {
    const parsed = parseUserFunction(source);
    if (!parsed) continue;
    try {
      // The admin wrote this code for the page, as in the original product; it runs as the map.
      handlers.push({ name, handler: new Function(parsed.params, parsed.body) as (payload: unknown) => void });
    } catch {
      // A syntax error inside the body: skipped like any other invalid function string.
    }
  }
  return handlers;
}
