/** Called when a listener throws; the other listeners still run. */
export type ListenerErrorHandler = (error: unknown, eventName: string) => void;

type Listener<T> = (payload: T) => void;

/**
 * A minimal typed event emitter. A throwing listener must not stop the camera from notifying
 * the scene and the UI, so each call is isolated and failures go to `onListenerError`.
 */
export class Emitter<Events extends object> {
  private readonly listeners = new Map<keyof Events, Set<Listener<never>>>();

  constructor(private readonly onListenerError: ListenerErrorHandler) {}

  /** Adds a listener; returns a function that removes it. */
  on<K extends keyof Events>(name: K, listener: Listener<Events[K]>): () => void {
    let set = this.listeners.get(name);
    if (!set) {
      set = new Set();
      this.listeners.set(name, set);
    }
    set.add(listener as Listener<never>);
    return () => this.off(name, listener);
  }

  /** Removes a listener added with {@link on}. */
  off<K extends keyof Events>(name: K, listener: Listener<Events[K]>): void {
    this.listeners.get(name)?.delete(listener as Listener<never>);
  }

  /** Calls every listener of `name` with `payload`, in the order they were added. */
  emit<K extends keyof Events>(name: K, payload: Events[K]): void {
    const set = this.listeners.get(name);
    if (!set) return;
    // A copy, so listeners that unsubscribe while running do not skip their neighbours.
    for (const listener of [...set]) {
      try {
        (listener as Listener<Events[K]>)(payload);
      } catch (error) {
        this.onListenerError(error, String(name));
      }
    }
  }

  /** Removes every listener. */
  clear(): void {
    this.listeners.clear();
  }
}
