import { MapSVG, type MapHandle } from '../../viewer/mount';
import type { ViewBox } from '../../../engine/index';

/** What the preview reports after each change: the map on screen and whether a newer one is loading. */
export interface PreviewSwapState {
  handle: MapHandle | null;
  pending: boolean;
}

interface Slot {
  element: HTMLElement;
  handle: MapHandle;
  /** Options that decide the drawn geometry: the view is kept only while they stay the same. */
  geometryKey: string;
  observer: MutationObserver | null;
}

/** The class of the map on screen; tests and site scripts find the preview map by it. */
const LIVE_CLASS = 'mapsvg';
const NEXT_CLASS = 'mapsvg-preview-next';

const geometryKeyOf = (options: Record<string, unknown>) => JSON.stringify([options.source ?? null, options.viewBox ?? null]);

/** A mount has settled once it is drawn with its overlays subscribed, or has failed. */
function isSettled(element: HTMLElement): boolean {
  const state = element.dataset.state;
  if (state === 'error') return true;
  return state === 'ready' && element.querySelector('.mapsvg-app[data-overlays="ready"]') !== null;
}

/**
 * Double-buffers the admin preview. The viewer can only take new options by mounting again, so
 * each edit mounts a hidden second map over the visible one and swaps them once the new one is
 * drawn, and no pointer is pressed on the preview: the admin never sees an empty box, the old map
 * stays usable while the new one loads, a drag on it is never cut short, and the zoom and pan
 * carry over. Only the visible map has the `mapsvg` class and is returned by
 * `MapSVG.getMap`, so handles taken from it stay valid until the swap.
 */
export class PreviewSwap {
  private live: Slot | null = null;
  private next: Slot | null = null;
  /** Whether a pointer is pressed on the preview: a drag or a click is under way on the live map. */
  private pressed = false;

  constructor(
    private readonly stage: HTMLElement,
    private readonly mapId: number,
    private readonly report: (state: PreviewSwapState) => void,
  ) {
    stage.addEventListener('pointerdown', this.onPress, true);
    window.addEventListener('pointerup', this.onRelease, true);
    window.addEventListener('pointercancel', this.onRelease, true);
  }

  private readonly onPress = (): void => {
    this.pressed = true;
  };

  /** A swap that waited for the gesture on the live map to end happens now. */
  private readonly onRelease = (): void => {
    this.pressed = false;
    const next = this.next;
    if (next && isSettled(next.element)) this.promote(next);
  };

  /** Whether a map has been shown yet. */
  hasMap(): boolean {
    return this.live !== null;
  }

  /** Shows the map with these options: at once for the first map, else after the new one has loaded. */
  show(options: Record<string, unknown>): void {
    this.drop(this.next);
    this.next = null;
    const element = document.createElement('div');
    element.dataset.mapId = String(this.mapId);
    const first = this.live === null;
    element.className = first ? LIVE_CLASS : NEXT_CLASS;
    if (!first) {
      // Hidden from sight, pointer and screen readers until it replaces the visible map.
      element.setAttribute('aria-hidden', 'true');
      element.inert = true;
    }
    this.stage.appendChild(element);
    const handle = MapSVG.mount(element, { id: this.mapId, options, editMode: true });
    const slot: Slot = { element, handle, geometryKey: geometryKeyOf(options), observer: null };
    if (first) {
      this.live = slot;
      element.dataset.preview = 'true';
      this.report({ handle, pending: false });
      return;
    }
    this.next = slot;
    this.report({ handle: this.live?.handle ?? null, pending: true });
    slot.observer = new MutationObserver(() => { if (isSettled(element)) this.promote(slot); });
    slot.observer.observe(element, { attributes: true, subtree: true, attributeFilter: ['data-state', 'data-overlays'] });
  }

  /** Unmounts both maps. */
  dispose(): void {
    this.stage.removeEventListener('pointerdown', this.onPress, true);
    window.removeEventListener('pointerup', this.onRelease, true);
    window.removeEventListener('pointercancel', this.onRelease, true);
    this.drop(this.next);
    this.drop(this.live);
    this.next = null;
    this.live = null;
    this.report({ handle: null, pending: false });
  }

  private promote(slot: Slot): void {
    // Replacing the map under a pressed pointer would drop the admin's drag (a marker being
    // moved, the view being panned): the swap waits for the release.
    if (this.next !== slot || this.pressed) return;
    slot.observer?.disconnect();
    slot.observer = null;
    const previous = this.live;
    const view = previous && previous.geometryKey === slot.geometryKey ? this.viewOf(previous) : null;
    if (view) slot.handle.engine?.setViewBox(view);
    this.drop(previous);
    slot.element.className = LIVE_CLASS;
    slot.element.removeAttribute('aria-hidden');
    slot.element.inert = false;
    slot.element.dataset.preview = 'true';
    this.live = slot;
    this.next = null;
    this.report({ handle: slot.handle, pending: false });
  }

  private viewOf(slot: Slot): ViewBox | null {
    const engine = slot.handle.engine;
    return engine && engine.loadState === 'ready' ? engine.getViewBox() : null;
  }

  private drop(slot: Slot | null): void {
    if (!slot) return;
    slot.observer?.disconnect();
    slot.handle.unmount();
    slot.element.remove();
  }
}
