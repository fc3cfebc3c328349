/** A change kept until the map is ready, and what to do if it is dropped instead. */
interface KeptChange<Map> {
  apply: (map: Map) => void;
  drop?: () => void;
}

/**
 * The engine's one rule for changes made before its map is ready (MapLibre's, which keeps
 * changes made before its style has loaded): a change made while no map is ready is kept, and
 * the changes kept are applied in the order they were made when a map becomes ready; disposing
 * of the engine first drops them. A change made while a map is ready applies at once.
 */
export class PendingChanges<Map> {
  private readonly kept: Array<KeptChange<Map>> = [];
  private disposed = false;

  constructor(
    /** The map ready now, or null (not loaded yet, loading again, failed, disposed of). */
    private readonly ready: () => Map | null,
  ) {}

  /**
   * Applies `change` to the ready map and returns its answer, or keeps it for the map to come
   * and returns `beforeReady` (the answer of a change that has not happened yet).
   */
  apply<T>(change: (map: Map) => T, beforeReady: T): T {
    const map = this.ready();
    if (map) return change(map);
    this.keep({ apply: change });
    return beforeReady;
  }

  /**
   * Like {@link apply} for a change whose answer comes later: resolves with the change's answer,
   * now or once a map is ready; settles as `dropped()` does when the engine is disposed of first.
   */
  applyLater<T>(change: (map: Map) => Promise<T>, dropped: () => Promise<T>): Promise<T> {
    const map = this.ready();
    if (map) return change(map);
    return new Promise<T>((resolve, reject) => {
      this.keep({ apply: (ready) => change(ready).then(resolve, reject), drop: () => dropped().then(resolve, reject) });
    });
  }

  /**
   * A map became ready: applies the kept changes to it in the order they were made. The map is
   * not announced yet, so changes they cause (an event listener calling the engine) are kept too,
   * and applied after them. A change that fails (a taken marker id) is reported on the console,
   * since its caller has moved on, and the others still apply.
   */
  flush(map: Map): void {
    for (let change = this.kept.shift(); change; change = this.kept.shift()) {
      try {
        change.apply(map);
      } catch (error) {
        console.error(`MapSVG: a change made before the map was ready failed: ${error instanceof Error ? error.message : String(error)}`);
      }
    }
  }

  /** The engine is disposed of: kept changes are dropped, and later ones too. */
  dispose(): void {
    this.disposed = true;
    for (const change of this.kept.splice(0)) change.drop?.();
  }

  private keep(change: KeptChange<Map>): void {
    if (this.disposed) change.drop?.();
    else this.kept.push(change);
  }
}
