import type { Bubble } from '../../domain/index';
import type { BubbleLayer } from '../bubbles/BubbleLayer';
import type { Camera } from '../camera/Camera';
import type { LabelLayer, SetLabelsOptions } from '../labels/LabelLayer';
import type { LabelPoint } from '../labels/labelPoint';
import type { LabelPoints } from '../labels/LabelPoints';
import type { LabelBox } from '../labels/placeLabels';
import type { MapScene } from '../scene/MapScene';
import { Container } from '../scene/pixi';
import type { SvgRegion } from '../svg/types';
import { loadedOverlays, loadOverlays, type OverlayModule } from './overlaysModule';

/** A map's region labels, as the engine drives them whether or not their code has loaded. */
export interface RegionLabels {
  /** Replaces every region label (an empty map removes them); applied once the code is there. */
  setLabels(labels: ReadonlyMap<string, string>, options?: SetLabelsOptions): void;
  /** Places the labels again for the current view. */
  update(): void;
  /** Boxes of the labels shown now, viewport CSS px. */
  boxes(): LabelBox[];
  dispose(): void;
}

/** A map's region bubbles, as the engine drives them whether or not their code has loaded. */
export interface RegionBubbles {
  /** Replaces every bubble (an empty map removes them); applied once the code is there. */
  setBubbles(bubbles: ReadonlyMap<string, Bubble>): void;
  /** Moves the bubbles to the current view. */
  update(): void;
  /** The region whose bubble is under a viewport point, or null. */
  hitTest(x: number, y: number): string | null;
  /** Bubbles drawn now. */
  readonly count: number;
  dispose(): void;
}

/** Regions' label anchors (poles of inaccessibility), known once the labels' code is there. */
export interface RegionLabelPoints {
  /** The anchor, or undefined for an unknown id or while the code loads (which this starts). */
  get(id: string): LabelPoint | undefined;
}

/**
 * Region labels and bubbles of one map, whose code (`overlayLayers.ts`, with polylabel) loads
 * only when a map uses them: with the map when its options show labels or a choropleth (the
 * loader waits for it, so such a map is ready with it), or at the first call that sets some.
 * Calls made meanwhile are kept and applied, the latest winning, once the code arrives. Two
 * empty containers hold the layers' places among the scene's overlays, so bubbles stay under
 * labels and both under the marker overlays, whichever code arrives first.
 */
export class RegionOverlays {
  private points: LabelPoints | null = null;
  private labelLayer: LabelLayer | null = null;
  private bubbleLayer: BubbleLayer | null = null;
  private wantedLabels: { labels: ReadonlyMap<string, string>; options: SetLabelsOptions } | null = null;
  private wantedBubbles: ReadonlyMap<string, Bubble> | null = null;
  private loading = false;
  private disposed = false;
  private readonly bubbleSlot = new Container({ label: 'region bubbles' });
  private readonly labelSlot = new Container({ label: 'region labels' });

  constructor(
    private readonly scene: MapScene,
    private readonly camera: Camera,
    private readonly regions: readonly SvgRegion[],
  ) {
    scene.overlays.addChild(this.bubbleSlot, this.labelSlot);
    const module = loadedOverlays();
    if (module) this.build(module);
  }

  /** The region labels. */
  readonly labels: RegionLabels = {
    setLabels: (labels, options = {}) => {
      this.wantedLabels = { labels, options };
      // Building applies what is wanted, so the layer is called here only when it exists.
      if (this.labelLayer) this.labelLayer.setLabels(labels, options);
      else if (labels.size > 0) this.ensure();
    },
    update: () => this.labelLayer?.update(),
    boxes: () => this.labelLayer?.boxes() ?? [],
    dispose: () => this.dispose(),
  };

  /** The region bubbles. */
  readonly bubbles: RegionBubbles = this.bubbleFacet();

  /** The label anchors labels, bubbles and colour probes share. */
  readonly labelPoints: RegionLabelPoints = {
    get: (id) => {
      this.ensure();
      return this.points?.get(id);
    },
  };

  private bubbleFacet(): RegionBubbles {
    const count = (): number => this.bubbleLayer?.count ?? 0;
    return {
      setBubbles: (bubbles) => {
        this.wantedBubbles = bubbles;
        if (this.bubbleLayer) this.bubbleLayer.setBubbles(bubbles);
        else if (bubbles.size > 0) this.ensure();
      },
      update: () => this.bubbleLayer?.update(),
      hitTest: (x, y) => this.bubbleLayer?.hitTest(x, y) ?? null,
      get count() {
        return count();
      },
      dispose: () => this.dispose(),
    };
  }

  /** Frees both layers and their places; idempotent (labels and bubbles both call it). */
  dispose(): void {
    if (this.disposed) return;
    this.disposed = true;
    this.labelLayer?.dispose();
    this.bubbleLayer?.dispose();
    this.bubbleSlot.destroy({ children: true });
    this.labelSlot.destroy({ children: true });
  }

  /** Builds the layers now when the code is there, or once it has loaded. */
  private ensure(): void {
    if (this.points || this.disposed) return;
    const module = loadedOverlays();
    if (module) this.build(module);
    else this.load();
  }

  private load(): void {
    if (this.loading) return;
    this.loading = true;
    loadOverlays().then((module) => {
      if (this.disposed || this.points) return;
      this.build(module);
      this.scene.requestRender();
    }, (error: unknown) => {
      this.loading = false;
      console.error('MapSVG: labels and bubbles could not be loaded', error);
    });
  }

  /** Makes the layers (bubbles under labels) and applies what was asked for meanwhile. */
  private build(module: OverlayModule): void {
    const { camera, scene } = this;
    const points = new module.LabelPoints(this.regions);
    this.points = points;
    this.bubbleLayer = new module.BubbleLayer(this.bubbleSlot, (id) => points.get(id), () => camera.worldTransform());
    this.labelLayer = new module.LabelLayer(this.labelSlot, module.regionLabelAnchors(points), () => ({ transform: camera.worldTransform(), ...camera.getViewport() }), {}, () => {
      scene.adoptExtensions();
      scene.requestRender();
    });
    if (this.wantedBubbles) this.bubbleLayer.setBubbles(this.wantedBubbles);
    if (this.wantedLabels) this.labelLayer.setLabels(this.wantedLabels.labels, this.wantedLabels.options);
  }
}
