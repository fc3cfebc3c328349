import type { SetOptionsMode } from '../../engine/index';
import type { ViewerEventName, ViewerEvents } from './viewerEvents';
import type { MapHandle } from './mount';

type AnyListener = (this: MapHandle, payload: never) => void;

/**
 * The handle of a map mounted before the viewer's code has arrived (or started by the engine
 * alone, waiting for the visitor): listeners and option changes given meanwhile are passed on
 * once the real handle exists, and `engine` reads through to it. Asking for events or changing
 * options is a reason to load the viewer now: `onNeed` is told.
 */
export class PendingHandle {
  /** The engine once known: the light start's before the viewer's handle exists, then the handle's. */
  engine: MapHandle['engine'] = null;
  private real: MapHandle | null = null;
  private cancelled = false;
  private readonly listeners: Array<{ event: ViewerEventName; listener: AnyListener; remove: (() => void) | null }> = [];
  private readonly optionChanges: Array<[Record<string, unknown>, SetOptionsMode | undefined]> = [];
  /** Frees what was started before the viewer came (the light start's engine and markup). */
  onUnmount: (() => void) | null = null;

  constructor(readonly element: HTMLElement, readonly id: number | undefined, private readonly onNeed: () => void = () => undefined) {}

  get isCancelled(): boolean {
    return this.cancelled;
  }

  /** The viewer's handle for this map: what was given meanwhile goes to it. */
  attach(real: MapHandle): void {
    this.real = real;
    this.onUnmount = null;
    Object.defineProperty(this, 'engine', { get: () => real.engine, configurable: true });
    for (const entry of this.listeners) entry.remove = real.on(entry.event, entry.listener as never);
    for (const [partial, mode] of this.optionChanges.splice(0)) real.setOptions(partial, mode);
  }

  on<K extends ViewerEventName>(event: K, listener: (this: MapHandle, payload: ViewerEvents[K]) => void): () => void {
    if (this.real) return this.real.on(event, listener);
    const entry = { event, listener: listener as AnyListener, remove: null as (() => void) | null };
    this.listeners.push(entry);
    this.onNeed();
    return () => this.off(event, listener);
  }

  off<K extends ViewerEventName>(event: K, listener: (this: MapHandle, payload: ViewerEvents[K]) => void): void {
    const index = this.listeners.findIndex((entry) => entry.event === event && entry.listener === listener);
    const [entry] = index >= 0 ? this.listeners.splice(index, 1) : [];
    if (entry?.remove) entry.remove();
    else this.real?.off(event, listener);
  }

  setOptions(partial: Record<string, unknown>, mode?: SetOptionsMode): void {
    if (this.real) return this.real.setOptions(partial, mode);
    this.optionChanges.push([partial, mode]);
    this.onNeed();
  }

  unmount(): void {
    this.cancelled = true;
    if (this.real) this.real.unmount();
    else this.onUnmount?.();
    this.onUnmount = null;
  }
}
