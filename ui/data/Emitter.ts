/** A listener of one event, given that event's payload. */
export type Listener<P> = (payload: P) => void;

/**
 * A typed event emitter. A throwing listener is logged and the other listeners still run, so one
 * broken widget cannot stop the map or the list from updating.
 */
export class Emitter<Events extends Record<string, unknown>> {
  readonly #listeners = new Map<keyof Events, Set<Listener<never>>>();

  /** Adds a listener; the returned function removes it again. */
  on<E extends keyof Events>(event: E, listener: Listener<Events[E]>): () => void {
    let set = this.#listeners.get(event);
    if (!set) {
      set = new Set();
      this.#listeners.set(event, set);
    }
    set.add(listener as Listener<never>);
    return () => this.off(event, listener);
  }

  /** Removes a listener added with `on`. */
  off<E extends keyof Events>(event: E, listener: Listener<Events[E]>): void {
    this.#listeners.get(event)?.delete(listener as Listener<never>);
  }

  /** Calls every listener of the event with the payload. */
  emit<E extends keyof Events>(event: E, payload: Events[E]): void {
    const set = this.#listeners.get(event);
    if (!set) return;
    // A copy, so listeners that remove themselves do not skip their neighbours.
    for (const listener of [...set]) {
      try {
        (listener as Listener<Events[E]>)(payload);
      } catch (error) {
        console.error(`MapSVG: a "${String(event)}" listener failed`, error);
      }
    }
  }

  /** Removes every listener. */
  clear(): void {
    this.#listeners.clear();
  }
}
