import type { Bubble } from '../../domain/index';
import { BubbleLayer } from '../bubbles/BubbleLayer';
import type { Camera } from '../camera/Camera';
import type { ScreenPoint } from '../camera/types';
import { LabelLayer, type LabelAnchor, type SetLabelsOptions } from '../labels/LabelLayer';
import type { MapScene } from '../scene/MapScene';
import type { Container } from '../scene/pixi';
import type { MarkerManager } from './MarkerManager';

/** Space between a marker's point (or a centred image's lower edge) and its label, px. */
const LABEL_GAP = 9;

/**
 * What is drawn with markers beyond their images: choropleth bubbles (under the markers) and
 * text labels from the marker label template (collisions thinned out, earlier markers first).
 * Both sit only on markers drawn on their own, so a clustered marker shows neither, and both
 * follow the markers when they move, appear or are clustered differently.
 */
export class MarkerOverlays {
  private readonly bubbles: BubbleLayer;
  private readonly labels: LabelLayer;
  private bubbleValues: ReadonlyMap<string, Bubble> = new Map();
  private labelTexts: ReadonlyMap<string, string> = new Map();
  private labelOptions: SetLabelsOptions = {};
  private readonly offCamera: () => void;

  constructor(
    private readonly scene: MapScene,
    camera: Camera,
    private readonly markers: MarkerManager,
    /** Where both layers go (the scene's overlays unless a place was kept for them). */
    parent: Container = scene.overlays,
  ) {
    this.bubbles = new BubbleLayer(parent, (id) => this.pointOf(id), () => camera.worldTransform());
    this.labels = new LabelLayer(parent, { anchor: (id) => this.labelAnchor(id) }, () => ({ transform: camera.worldTransform(), ...camera.getViewport() }), {}, () => {
    scene.adoptExtensions();
    scene.requestRender();
  });
    this.offCamera = camera.on('change', () => {
      this.bubbles.update();
      this.labels.update();
    });
  }

  /** Replaces the marker bubbles (an empty map removes them). */
  setBubbles(bubbles: ReadonlyMap<string, Bubble>): void {
    this.bubbleValues = bubbles;
    this.refresh();
  }

  /** Replaces the marker labels (an empty map removes them). */
  setLabels(labels: ReadonlyMap<string, string>, options: SetLabelsOptions = {}): void {
    this.labelTexts = labels;
    this.labelOptions = options;
    this.refresh();
  }

  /** The marker whose bubble is under a viewport point, if any. */
  bubbleAt(point: ScreenPoint): string | null {
    return this.bubbles.hitTest(point.x, point.y);
  }

  /** Bubbles drawn now. */
  get bubbleCount(): number {
    return this.bubbles.count;
  }

  /** Boxes of the labels shown now, viewport CSS px. */
  labelBoxes(): ReturnType<LabelLayer['boxes']> {
    return this.labels.boxes();
  }

  /** Markers moved, came, went or were clustered differently: place everything again. */
  refresh(): void {
    if (this.bubbleValues.size === 0 && this.labelTexts.size === 0 && this.bubbles.count === 0 && this.labels.boxes().length === 0) return;
    // Rows are the draw order, and drawn rows are those shown on their own (not clustered).
    this.markers.flush();
    this.bubbles.setBubbles(this.bubbleValues);
    this.labels.setLabels(this.labelTexts, this.labelOptions);
    this.scene.requestRender();
  }

  /** Frees both layers. */
  dispose(): void {
    this.offCamera();
    this.bubbles.dispose();
    this.labels.dispose();
  }

  /** The row of a marker that carries overlays now (drawn on its own), or -1. */
  private rowOf(id: string): number {
    const row = this.markers.store.rowOf(id);
    if (row < 0) return -1;
    return this.markers.isDrawn(id) ? row : -1;
  }

  private pointOf(id: string): { x: number; y: number } | undefined {
    const row = this.rowOf(id);
    if (row < 0) return undefined;
    const { x, y } = this.markers.store.rows;
    return { x: x[row] ?? 0, y: y[row] ?? 0 };
  }

  private labelAnchor(id: string): LabelAnchor | undefined {
    const row = this.rowOf(id);
    if (row < 0) return undefined;
    const { x, y, look } = this.markers.store.rows;
    const image = this.markers.store.images.get(look[row] ?? 0);
    return {
      x: x[row] ?? 0,
      y: y[row] ?? 0,
      radius: Infinity,
      regionWidth: Infinity,
      priority: -row,
      offsetY: (image.centered ? image.height / 2 : 0) + LABEL_GAP,
    };
  }
}
