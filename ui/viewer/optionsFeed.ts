import { deepMerge } from '../../domain/index';
import type { ToCurrentShape } from './olderShapes';

/** Options given to a mounted map after it loaded, laid over (or replacing) its loaded options. */
interface OptionsOverride {
  /** Options in the stored shape, older shapes included. */
  patch: Record<string, unknown>;
  /** The patch is the map's whole options: keys it leaves out take their defaults. */
  replace: boolean;
  /** Brings the options with the patch laid over them to the current shape. */
  toCurrentShape: ToCurrentShape;
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

  /**
   * Merges `partial` into the options given so far, or with `replace` puts it in their place;
   * `toCurrentShape` migrates the result, since a site script may pass keys of older shapes.
   */
  set(partial: Record<string, unknown>, replace: boolean, toCurrentShape: ToCurrentShape): void {
    const previous = this.current;
    this.current = replace || !previous
      ? { patch: partial, replace, toCurrentShape }
      : { patch: deepMerge(previous.patch, partial), replace: previous.replace, toCurrentShape };
    for (const listener of this.listeners) listener();
  }

  /** The options of a loaded map (in the current shape) with what was given laid over them. */
  static apply(loaded: Record<string, unknown>, override: OptionsOverride | null): Record<string, unknown> {
    if (!override) return loaded;
    return override.toCurrentShape(override.replace ? override.patch : deepMerge(loaded, override.patch));
  }
}
