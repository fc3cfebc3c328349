import { Container, type BitmapText } from '../scene/pixi';
import type { SceneTransform } from '../scene/MapScene';
import type { LabelPoints } from './LabelPoints';
import type { LabelStyleOptions } from './labelStyle';
import type { LabelTexts } from './LabelTexts';
import { loadedLabelTexts, loadLabelTexts } from './labelTextsLoader';

/** Where one label may go: its anchor in map units, the room around it and its rank. */
export interface LabelAnchor {
  x: number;
  y: number;
  /** Room around the anchor in map units (Infinity: always room). */
  radius: number;
  /** Width of the labelled thing in map units (Infinity: always wide enough). */
  regionWidth: number;
  /** Higher wins collisions unless the caller ranks by a field. */
  priority: number;
  /** Screen px to move the label down from the anchor (below a marker's point, say). */
  offsetY?: number;
}

/** The anchors labels are placed at: regions' poles of inaccessibility, or marker points. */
interface LabelAnchors {
  anchor(id: string): LabelAnchor | undefined;
}

/** Region labels sit at each visible region's pole of inaccessibility, ranked by area. */
export function regionLabelAnchors(points: LabelPoints): LabelAnchors {
  return {
    anchor(id) {
      const shape = points.shape(id);
      const point = points.get(id);
      if (!shape || !point || !shape.visible) return undefined;
      return { x: point.x, y: point.y, radius: point.radius, regionWidth: shape.bbox.maxX - shape.bbox.minX, priority: points.area(id) };
    },
  };
}
import { placeLabels, rankLabels, type LabelBox, type LabelCandidate, type PlacementOptions } from './placeLabels';

export type { LabelStyleOptions } from './labelStyle';

/** Options of {@link LabelLayer.setLabels}. */
export interface SetLabelsOptions {
  /** Collision rank per region (a chosen field); the region's area when absent. */
  priority?: ReadonlyMap<string, number>;
}

/**
 * Region labels drawn with pixi BitmapText in screen space (their size stays the same at every
 * zoom), anchored at each region's pole of inaccessibility. On every view change the labels are
 * placed again: higher-priority labels win collisions and the rest are hidden. Only shown labels
 * have a text object; they come from a pool, so panning allocates nothing. The text objects'
 * module ({@link LabelTexts}) loads when labels are first set; they appear when it is there.
 */
export class LabelLayer {
  readonly container = new Container({ label: 'labels' });
  private readonly style: LabelStyleOptions;
  private textKit: LabelTexts | null = null;
  private textKitLoading = false;
  private pending: { labels: ReadonlyMap<string, string>; options: SetLabelsOptions } | null = null;
  private readonly placement: PlacementOptions;
  private candidates: LabelCandidate[] = [];
  private texts = new Map<string, string>();
  private readonly pool: BitmapText[] = [];
  private placed: LabelBox[] = [];
  private readonly sizes = new Map<string, { width: number; height: number }>();

  constructor(
    parent: Container,
    private readonly anchors: LabelAnchors,
    private readonly view: () => { transform: SceneTransform; width: number; height: number },
    style: LabelStyleOptions = {},
    /**
     * Called once the text module is there, before any label is drawn: the renderer takes the
     * module's pipes (see `MapScene.adoptExtensions`) and a frame is due.
     */
    private readonly onLoaded: () => void = () => undefined,
  ) {
    this.style = style;
    this.placement = { gap: style.gap, minRegionShare: style.minRegionShare };
    parent.addChild(this.container);
  }

  /** Replaces every region label (an empty map removes them) and places them at the current view. */
  setLabels(labels: ReadonlyMap<string, string>, options: SetLabelsOptions = {}): void {
    const kit = this.textKit ?? this.takeLoadedKit();
    if (!kit && labels.size > 0) {
      this.pending = { labels, options };
      this.loadTexts();
      return;
    }
    this.pending = null;
    this.texts = new Map();
    const candidates: LabelCandidate[] = [];
    for (const [id, raw] of labels) {
      const text = raw.trim();
      const anchor = text === '' ? undefined : this.anchors.anchor(id);
      if (!anchor) continue;
      const size = this.measure(kit, text);
      this.texts.set(id, text);
      candidates.push({ ...anchor, id, width: size.width, height: size.height, priority: options.priority?.get(id) ?? anchor.priority });
    }
    this.candidates = rankLabels(candidates);
    this.update();
  }

  /** Places the labels again for the current view (called on every camera change and resize). */
  update(): void {
    const { transform, width, height } = this.view();
    this.placed = this.candidates.length === 0 ? [] : placeLabels(this.candidates, { ...transform, width, height }, this.placement);
    this.placed.forEach((box, i) => {
      const text = this.textObject(i);
      const value = this.texts.get(box.id) ?? '';
      if (text.text !== value) text.text = value;
      text.position.set(Math.round(box.x), Math.round(box.y));
      text.visible = true;
    });
    for (let i = this.placed.length; i < this.pool.length; i += 1) {
      const text = this.pool[i];
      if (text) text.visible = false;
    }
  }

  /** Boxes of the labels shown now, in viewport CSS px (tests check they never overlap). */
  boxes(): LabelBox[] {
    return this.placed.map((box) => ({ ...box }));
  }

  /** Frees the text objects and the layer. */
  dispose(): void {
    this.pending = null;
    this.container.destroy({ children: true });
    this.pool.length = 0;
    this.candidates = [];
    this.placed = [];
  }

  private takeLoadedKit(): LabelTexts | null {
    const module = loadedLabelTexts();
    if (!module) return null;
    this.textKit = new module.LabelTexts(this.style);
    this.onLoaded();
    return this.textKit;
  }

  private loadTexts(): void {
    if (this.textKitLoading) return;
    this.textKitLoading = true;
    loadLabelTexts().then(() => {
      if (this.container.destroyed) return;
      if (!this.textKit) this.takeLoadedKit();
      const pending = this.pending;
      if (pending) this.setLabels(pending.labels, pending.options);
    }, (error: unknown) => {
      this.textKitLoading = false;
      console.error('MapSVG: labels could not be loaded', error);
    });
  }

  private textObject(i: number): BitmapText {
    const existing = this.pool[i];
    if (existing) return existing;
    // Only placed labels ask for text objects, and labels are placed once the kit is there.
    const text = (this.textKit as LabelTexts).create();
    this.pool.push(text);
    this.container.addChild(text);
    return text;
  }

  private measure(kit: LabelTexts | null, text: string): { width: number; height: number } {
    const cached = this.sizes.get(text);
    if (cached) return cached;
    const size = kit ? kit.measure(text) : { width: 0, height: 0 };
    this.sizes.set(text, size);
    return size;
  }
}
