/** A listener of one event, given that event's payload. */
export type Listener<P> = (payload: P) => void;

/** Called when a listener throws; the other listeners still run. */
export type ListenerErrorHandler = (error: unknown, eventName: string) => void;

/** How an emitter calls its listeners. */
export interface EmitterOptions {
  /** Where a throwing listener's error goes; logged to the console by default. */
  onListenerError?: ListenerErrorHandler;
  /** `this` inside listeners (a site script's handler sees the map's handle). */
  self?: unknown;
}

function logListenerError(error: unknown, eventName: string): void {
  console.error(`MapSVG: a "${eventName}" listener failed`, error);
}

/**
 * The product's one typed event emitter (the camera, the engine, data repositories and the
 * viewer's site events). A throwing listener must not stop the map, the list or a site's other
 * scripts from being told (spec 8: "Listener errors: logged; other listeners continue"), so each
 * call is isolated and failures go to `onListenerError`.
 */
export class Emitter<Events extends object> {
  readonly #listeners = new Map<keyof Events, Set<Listener<never>>>();
  readonly #onListenerError: ListenerErrorHandler;
  readonly #self: unknown;
  /** Events kept from their listeners while held, with what they carried, in order. */
  #held: { names: ReadonlySet<keyof Events>; queue: Array<{ name: keyof Events; payload: unknown }> } | null = null;

  constructor({ onListenerError = logListenerError, self }: EmitterOptions = {}) {
    this.#onListenerError = onListenerError;
    this.#self = self;
  }

  /** Adds a listener; returns a function that removes it. */
  on<K extends keyof Events>(name: K, listener: Listener<Events[K]>): () => void {
    let set = this.#listeners.get(name);
    if (!set) {
      set = new Set();
      this.#listeners.set(name, set);
    }
    set.add(listener as Listener<never>);
    return () => this.off(name, listener);
  }

  /** Removes a listener added with {@link on}. */
  off<K extends keyof Events>(name: K, listener: Listener<Events[K]>): void {
    this.#listeners.get(name)?.delete(listener as Listener<never>);
  }

  /** Calls every listener of `name` with `payload`, in the order they were added. */
  emit<K extends keyof Events>(name: K, payload: Events[K]): void {
    if (this.#held?.names.has(name)) {
      this.#held.queue.push({ name, payload });
      return;
    }
    const set = this.#listeners.get(name);
    if (!set) return;
    // A copy, so listeners that unsubscribe while running do not skip their neighbours.
    for (const listener of [...set]) {
      try {
        (listener as Listener<Events[K]>).call(this.#self, payload);
      } catch (error) {
        this.#onListenerError(error, String(name));
      }
    }
  }

  /**
   * Keeps the events named from their listeners until the returned function is called, which
   * then delivers them in the order they happened, to the listeners of that moment. A page can
   * start a map before the code that answers the visitor's first hover or click has arrived; the
   * events wait for it instead of being lost. Holding again while held is an error.
   */
  hold(names: Iterable<keyof Events>): () => void {
    if (this.#held) throw new Error('The events are already held');
    const held = { names: new Set(names), queue: [] as Array<{ name: keyof Events; payload: unknown }> };
    this.#held = held;
    return () => {
      if (this.#held !== held) return;
      this.#held = null;
      for (const { name, payload } of held.queue) this.emit(name, payload as Events[typeof name]);
    };
  }

  /** Removes every listener. */
  clear(): void {
    this.#listeners.clear();
  }
}
