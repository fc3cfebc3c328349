import { deepMerge } from '../../domain/index';

/** Options given to a mounted map after it loaded, laid over (or replacing) its loaded options. */
export interface OptionsOverride {
  /** Options in the stored shape, older shapes included. */
  patch: Record<string, unknown>;
  /** The patch is the map's whole options: keys it leaves out take their defaults. */
  replace: boolean;
}

/**
 * The options a map handle was given through `setOptions`, as a tiny external store the map's
 * screen subscribes to (`useSyncExternalStore`). Patches compose: merging two partials in turn
 * equals merging their merge once.
 */
export class OptionsFeed {
  private current: OptionsOverride | null = null;
  private readonly listeners = new Set<() => void>();

  /** The options given so far, or null while none were. */
  readonly get = (): OptionsOverride | null => this.current;

  /** Calls `listener` after every change; returns the unsubscribe function. */
  readonly subscribe = (listener: () => void): (() => void) => {
    this.listeners.add(listener);
    return () => this.listeners.delete(listener);
  };

  /** Merges `partial` into the options given so far, or with `replace` puts it in their place. */
  set(partial: Record<string, unknown>, replace: boolean): void {
    const previous = this.current;
    this.current = replace || !previous
      ? { patch: partial, replace }
      : { patch: deepMerge(previous.patch, partial), replace: previous.replace };
    for (const listener of this.listeners) listener();
  }

  /** The options of a loaded map with what was given laid over them. */
  static apply(loaded: Record<string, unknown>, override: OptionsOverride | null): Record<string, unknown> {
    if (!override) return loaded;
    return override.replace ? override.patch : deepMerge(loaded, override.patch);
  }
}
