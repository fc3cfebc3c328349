import type { Bubble } from '../../domain/index';
import type { Camera } from '../camera/Camera';
import type { ScreenPoint } from '../camera/types';
import type { SetLabelsOptions } from '../labels/LabelLayer';
import type { LabelBox } from '../labels/placeLabels';
import type { MarkerManager } from '../markers/MarkerManager';
import type { MarkerOverlays } from '../markers/MarkerOverlays';
import type { MapScene } from '../scene/MapScene';
import { Container } from '../scene/pixi';
import { loadedOverlays, loadOverlays, type OverlayModule } from './overlaysModule';

/**
 * Bubbles and labels on markers ({@link MarkerOverlays}), whose code loads with the labels' and
 * bubbles' module (`overlaysModule.ts`): at once when it is there, else at the first call that
 * sets some. What was set meanwhile is applied, the latest winning, once it arrives. An empty
 * container keeps the layers' place among the scene's overlays (above the regions' ones).
 */
export class LazyMarkerOverlays {
  private overlays: MarkerOverlays | null = null;
  private bubbles: ReadonlyMap<string, Bubble> | null = null;
  private labels: { labels: ReadonlyMap<string, string>; options: SetLabelsOptions } | null = null;
  private loading = false;
  private disposed = false;
  private readonly slot = new Container({ label: 'marker overlays' });

  constructor(
    private readonly scene: MapScene,
    private readonly camera: Camera,
    private readonly markers: MarkerManager,
  ) {
    scene.overlays.addChild(this.slot);
    const module = loadedOverlays();
    if (module) this.build(module);
  }

  /** Replaces the marker bubbles (an empty map removes them). */
  setBubbles(bubbles: ReadonlyMap<string, Bubble>): void {
    this.bubbles = bubbles;
    if (this.overlays) this.overlays.setBubbles(bubbles);
    else if (bubbles.size > 0) this.load();
  }

  /** Replaces the marker labels (an empty map removes them). */
  setLabels(labels: ReadonlyMap<string, string>, options: SetLabelsOptions = {}): void {
    this.labels = { labels, options };
    if (this.overlays) this.overlays.setLabels(labels, options);
    else if (labels.size > 0) this.load();
  }

  /** The marker whose bubble is under a viewport point, if any. */
  bubbleAt(point: ScreenPoint): string | null {
    return this.overlays?.bubbleAt(point) ?? null;
  }

  /** Bubbles drawn now. */
  get bubbleCount(): number {
    return this.overlays?.bubbleCount ?? 0;
  }

  /** Boxes of the labels shown now, viewport CSS px. */
  labelBoxes(): LabelBox[] {
    return this.overlays?.labelBoxes() ?? [];
  }

  /** Markers moved, came, went or were clustered differently: place everything again. */
  refresh(): void {
    this.overlays?.refresh();
  }

  /** Frees both layers and their place. */
  dispose(): void {
    this.disposed = true;
    this.overlays?.dispose();
    this.slot.destroy({ children: true });
  }

  private load(): void {
    const module = loadedOverlays();
    if (module) {
      this.build(module);
      return;
    }
    if (this.loading) return;
    this.loading = true;
    loadOverlays().then((loaded) => {
      if (!this.disposed && !this.overlays) this.build(loaded);
    }, (error: unknown) => {
      this.loading = false;
      console.error('MapSVG: labels and bubbles could not be loaded', error);
    });
  }

  private build(module: OverlayModule): void {
    const overlays = new module.MarkerOverlays(this.scene, this.camera, this.markers, this.slot);
    this.overlays = overlays;
    if (this.bubbles) overlays.setBubbles(this.bubbles);
    if (this.labels) overlays.setLabels(this.labels.labels, this.labels.options);
  }
}
