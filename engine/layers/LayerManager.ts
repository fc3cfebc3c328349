import type { FloorOptions, GroupOptions } from '../../domain/index';
import type { RegionIndex } from '../hit-test/RegionIndex';
import type { SvgMapDocument } from '../svg/types';
import { hiddenMask, floorsFrom, layersFrom, markerPlaces, type MapLayer, type MarkerPlaces } from './layerModel';
import { MaskedPalette, type ColorSink } from './MaskedPalette';

function copyLayer(layer: MapLayer): MapLayer {
  return { ...layer, groupKeys: [...layer.groupKeys], regionIds: [...layer.regionIds], markerIds: [...layer.markerIds] };
}

/** The four palettes of a map's shapes. */
interface ShapePalettes {
  regionFill: ColorSink;
  regionStroke: ColorSink;
  decorationFill: ColorSink;
  decorationStroke: ColorSink;
}

/**
 * Layers and floors: SVG groups, single regions and markers shown or hidden together. Hiding
 * makes the layer's regions and decorations transparent through their palettes and takes its
 * regions out of hit testing; its markers are hidden by the marker store's layer column (see
 * {@link hiddenLayerIds}). Floors are layers of which exactly one is visible at a time.
 */
export class LayerManager {
  readonly regionFill: MaskedPalette;
  readonly regionStroke: MaskedPalette;
  readonly decorationFill: MaskedPalette;
  readonly decorationStroke: MaskedPalette;
  private layers: MapLayer[] = [];
  private floorList: MapLayer[] = [];
  private regionHidden: Uint8Array = new Uint8Array(0);
  private readonly hiddenRegionIds = new Set<string>();
  private readonly listeners = new Set<() => void>();

  constructor(private readonly document: SvgMapDocument, options: { groups?: GroupOptions[]; floors?: FloorOptions[] }, palettes: ShapePalettes) {
    this.regionFill = new MaskedPalette(palettes.regionFill, document.regions.length);
    this.regionStroke = new MaskedPalette(palettes.regionStroke, document.regions.length);
    this.decorationFill = new MaskedPalette(palettes.decorationFill, document.decorations.length);
    this.decorationStroke = new MaskedPalette(palettes.decorationStroke, document.decorations.length);
    this.define(options);
    this.apply();
  }

  /**
   * Takes changed layer and floor definitions in place: visibility starts over from the options,
   * as when the map loads, and listeners hear one change.
   */
  reconfigure(options: { groups?: GroupOptions[]; floors?: FloorOptions[] }): void {
    this.define(options);
    this.apply();
  }

  private define(options: { groups?: GroupOptions[]; floors?: FloorOptions[] }): void {
    this.floorList = floorsFrom(options.floors);
    const floorKeys = new Set(this.floorList.flatMap((floor) => floor.groupKeys));
    this.layers = layersFrom(options.groups, this.document.groups, floorKeys);
  }

  /** The layers (groups) with their visibility. */
  groups(): MapLayer[] {
    return this.layers.map(copyLayer);
  }

  /** The floors; exactly one is visible when there are any. */
  floors(): MapLayer[] {
    return this.floorList.map(copyLayer);
  }

  /** Ids of the layers hidden now: markers whose layer is one of them are hidden. */
  hiddenLayerIds(): Set<string> {
    return new Set(this.layers.filter((layer) => !layer.visible).map((layer) => layer.id));
  }

  /** The layer and floor the options put each listed marker in (see {@link markerPlaces}). */
  markerPlaces(): MarkerPlaces {
    return markerPlaces(this.layers, this.floorList);
  }

  /** The visible floor's id, or null without floors. */
  currentFloor(): string | null {
    return this.floorList.find((floor) => floor.visible)?.id ?? null;
  }

  /**
   * Shows or hides a layer by its id, or any SVG group by its key. Returns whether anything
   * changed.
   */
  setGroupVisible(key: string, visible: boolean): boolean {
    let layer = this.layers.find((candidate) => candidate.id === key);
    if (!layer) {
      if (!this.document.groups.some((group) => group.key === key)) return false;
      layer = { id: key, title: key, visible: !visible, groupKeys: [key], regionIds: [], markerIds: [] };
      this.layers.push(layer);
    }
    if (layer.visible === visible) return false;
    layer.visible = visible;
    this.apply();
    return true;
  }

  /** Shows one floor and hides the others. Returns whether anything changed. */
  setFloor(id: string): boolean {
    if (!this.floorList.some((floor) => floor.id === id) || this.currentFloor() === id) return false;
    for (const floor of this.floorList) floor.visible = floor.id === id;
    this.apply();
    return true;
  }

  /** Whether a region is in a hidden layer or floor. */
  isRegionHidden(id: string): boolean {
    return this.hiddenRegionIds.has(id);
  }

  /** The topmost shown region containing a map point (hidden regions are skipped). */
  hitTest(index: RegionIndex, x: number, y: number): string | null {
    if (this.hiddenRegionIds.size === 0) return index.hitTest(x, y);
    const candidates = index.queryRect({ minX: x, minY: y, maxX: x, maxY: y });
    for (let i = candidates.length - 1; i >= 0; i--) {
      const id = candidates[i];
      if (id !== undefined && !this.hiddenRegionIds.has(id) && index.contains(id, x, y)) return id;
    }
    return null;
  }

  /** Calls `listener` after every visibility change; returns the unsubscribe function. */
  onChange(listener: () => void): () => void {
    this.listeners.add(listener);
    return () => this.listeners.delete(listener);
  }

  dispose(): void {
    this.listeners.clear();
  }

  private apply(): void {
    const hiddenKeys = new Set<string>();
    const hiddenIds = new Set<string>();
    for (const layer of [...this.layers, ...this.floorList]) {
      if (layer.visible) continue;
      layer.groupKeys.forEach((key) => hiddenKeys.add(key));
      layer.regionIds.forEach((id) => hiddenIds.add(id));
    }
    const regions = hiddenMask(this.document.regions, hiddenKeys, hiddenIds);
    const decorations = hiddenMask(this.document.decorations, hiddenKeys);
    this.regionHidden = regions;
    this.hiddenRegionIds.clear();
    this.document.regions.forEach((region, i) => {
      if (this.regionHidden[i]) this.hiddenRegionIds.add(region.id);
    });
    this.regionFill.setHidden(regions);
    this.regionStroke.setHidden(regions);
    this.decorationFill.setHidden(decorations);
    this.decorationStroke.setHidden(decorations);
    for (const listener of this.listeners) listener();
  }
}
