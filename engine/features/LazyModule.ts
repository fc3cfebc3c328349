/**
 * A chunk of optional engine code (street map, labels, bubbles) loaded once per page, when a
 * map first needs it. A failed load is forgotten, so a later need tries again (a network blip).
 */
export class LazyModule<T> {
  private module: T | null = null;
  private loading: Promise<T> | null = null;

  constructor(private readonly importModule: () => Promise<T>) {}

  /** Loads the module, or answers the load already under way or done. */
  load(): Promise<T> {
    this.loading ??= this.importModule().then((module) => {
      this.module = module;
      return module;
    }, (error: unknown) => {
      this.loading = null;
      throw error;
    });
    return this.loading;
  }

  /** The module once loaded; null before. */
  get loaded(): T | null {
    return this.module;
  }

  /** The load under way; null when none is, or the module is there. */
  get pending(): Promise<T> | null {
    return this.module ? null : this.loading;
  }
}
