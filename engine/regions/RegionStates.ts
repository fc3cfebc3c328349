import {
  applyRegionStatus,
  defaultRegionStatuses,
  isRegionDisabledByDefault,
  resolveRegionFill,
  resolveStateColor,
  type RegionOptions,
  type RegionStatusCollection,
} from '../../domain/index';
import type { Rgba8 } from '../scene/Palette';
import type { SvgRegion } from '../svg/types';
import { toRgba8 } from './colors';
import { defaultFillFor, isUnstyledImage, strokeFor } from './unstyledLook';

/** The colour options the region layer reads (a subset of the map's `colors`). */
export interface RegionColorOptions {
  base?: string;
  baseDefault?: string;
  hover?: number | string;
  selected?: number | string;
  stroke?: string;
  disabled?: string;
  status?: Record<string, string>;
}

/** The map options that decide region states and colours. */
export interface RegionStateOptions {
  colors?: RegionColorOptions;
  regionStatuses?: RegionStatusCollection;
  disableAll?: boolean;
  regions?: Record<string, RegionOptions | undefined>;
  multiSelect?: boolean;
}

/** Where region colours go: the palettes, or a recorder in tests. */
interface PaletteWriter {
  set(index: number, color: Rgba8): void;
}

/** What callers see of one region's state. */
export interface RegionState {
  id: string;
  title: string;
  /** The shape's index in the packed meshes and palettes. */
  index: number;
  hovered: boolean;
  selected: boolean;
  disabled: boolean;
  status?: string;
  statusText?: string;
  /** Fill set through the API (`setRegionFill`), above the option and the file. */
  fill?: string;
  choroplethColor?: string;
  /** The fill the region shows in its default state. */
  currentFill: string;
}

type Mutable = { -readonly [K in keyof RegionState]: RegionState[K] };

/**
 * Region states (hover, selection, disabled, status, fill overrides) and the colours they
 * produce. Every change repaints only the affected regions' palette texels.
 */
export class RegionStates {
  private readonly states: Mutable[];
  private readonly byId = new Map<string, Mutable>();
  private hoveredId: string | null = null;
  /** The image sets no fill at all: its regions get the product's look (see `unstyledLook`). */
  private readonly unstyledImage: boolean;

  constructor(
    private readonly shapes: readonly SvgRegion[],
    private options: RegionStateOptions,
    private readonly fillPalette: PaletteWriter,
    private readonly strokePalette: PaletteWriter,
  ) {
    this.unstyledImage = isUnstyledImage(shapes);
    this.states = shapes.map((shape, index) => {
      const regionOptions = options.regions?.[shape.id];
      const state: Mutable = {
        id: shape.id,
        title: shape.title ?? shape.id,
        index,
        hovered: false,
        selected: regionOptions?.selected === true,
        disabled: isRegionDisabledByDefault({ id: shape.id, fill: shape.fill }, options),
        fill: undefined,
        currentFill: '',
      };
      this.byId.set(shape.id, state);
      return state;
    });
    for (const state of this.states) this.paint(state);
  }

  /**
   * Takes changed colour, status, per-region and selection options in place: a region whose
   * disabled-by-default answer changed follows it (other disabled flags, set by statuses or the
   * API, stay), and every region is repainted. Returns the ids whose disabled flag changed.
   */
  reconfigure(options: RegionStateOptions): string[] {
    const previous = this.options;
    this.options = options;
    const changed: string[] = [];
    for (const state of this.states) {
      const shape = { id: state.id, fill: this.shapes[state.index]?.fill };
      const byDefault = isRegionDisabledByDefault(shape, options);
      const followsDefault = isRegionDisabledByDefault(shape, previous) !== byDefault;
      const wanted = byDefault || this.statusDisables(state);
      if (followsDefault && this.setDisabled(state.id, wanted)) changed.push(state.id);
      else this.paint(state);
    }
    return changed;
  }

  /** Every region in draw order. */
  list(): readonly RegionState[] {
    return this.states;
  }

  /** One region's state, or undefined for an unknown id. */
  get(id: string): RegionState | undefined {
    return this.byId.get(id);
  }

  /** Ids of the selected regions. */
  selectedIds(): string[] {
    return this.states.filter((state) => state.selected).map((state) => state.id);
  }

  /** The hovered region id, if any. */
  hovered(): string | null {
    return this.hoveredId;
  }

  /**
   * Highlights a region under the pointer (null clears). A selected or disabled region is not
   * highlighted. Returns whether anything changed.
   */
  hover(id: string | null): boolean {
    if (id === this.hoveredId) return false;
    const previous = this.hoveredId ? this.byId.get(this.hoveredId) : undefined;
    if (previous) {
      previous.hovered = false;
      this.paint(previous);
    }
    const next = id ? this.byId.get(id) : undefined;
    this.hoveredId = next ? next.id : null;
    if (next) {
      next.hovered = true;
      this.paint(next);
    }
    return true;
  }

  /**
   * Selects a region as a click does: with multiSelect it toggles, otherwise it becomes the
   * only selected region. Disabled regions are never selected. Returns the ids whose
   * selection changed.
   */
  click(id: string): string[] {
    const state = this.byId.get(id);
    if (!state || state.disabled) return [];
    if (this.options.multiSelect) return this.setSelected(state, !state.selected);
    if (state.selected) return [];
    const changed = this.deselectAll();
    return [...changed, ...this.setSelected(state, true)];
  }

  /** Selects a region without toggling (API and URL selection); other selections follow multiSelect. */
  select(id: string): string[] {
    const state = this.byId.get(id);
    if (!state || state.disabled || state.selected) return [];
    const changed = this.options.multiSelect ? [] : this.deselectAll();
    return [...changed, ...this.setSelected(state, true)];
  }

  /** Deselects one region, or all with no id; returns the ids that changed. */
  deselect(id?: string): string[] {
    if (id === undefined) return this.deselectAll();
    const state = this.byId.get(id);
    return state ? this.setSelected(state, false) : [];
  }

  /** Disables or enables a region; disabling deselects it. */
  setDisabled(id: string, disabled: boolean): boolean {
    const state = this.byId.get(id);
    if (!state || state.disabled === disabled) return false;
    state.disabled = disabled;
    if (disabled) {
      state.selected = false;
      if (this.hoveredId === id) this.hoveredId = null;
      state.hovered = false;
    }
    this.paint(state);
    return true;
  }

  /** Applies a status: a known one sets its label and disabled flag, an unknown one clears them. */
  setStatus(id: string, status: string | number | null): boolean {
    const state = this.byId.get(id);
    if (!state) return false;
    const applied = applyRegionStatus(status, this.options.regionStatuses ?? defaultRegionStatuses());
    state.status = applied.status;
    state.statusText = applied.status_text;
    if (!this.setDisabled(id, applied.disabled)) this.paint(state);
    return true;
  }

  /** Sets (or with null clears) a region's own fill. */
  setFill(id: string, fill: string | null): boolean {
    const state = this.byId.get(id);
    if (!state) return false;
    state.fill = fill ?? undefined;
    this.paint(state);
    return true;
  }

  /** Sets (or with null clears) the choropleth colour, which wins over every other fill. */
  setChoroplethColor(id: string, color: string | null): boolean {
    const state = this.byId.get(id);
    if (!state) return false;
    state.choroplethColor = color ?? undefined;
    this.paint(state);
    return true;
  }

  private statusDisables(state: Mutable): boolean {
    if (state.status === undefined) return false;
    return applyRegionStatus(state.status, this.options.regionStatuses ?? defaultRegionStatuses()).disabled;
  }

  private setSelected(state: Mutable, selected: boolean): string[] {
    if (state.selected === selected) return [];
    state.selected = selected;
    this.paint(state);
    return [state.id];
  }

  private deselectAll(): string[] {
    return this.states.filter((state) => state.selected).flatMap((state) => this.setSelected(state, false));
  }

  private paint(state: Mutable): void {
    const shape = this.shapes[state.index];
    if (!shape) return;
    const colors = this.options.colors ?? {};
    const statusColor = state.status !== undefined ? colors.status?.[state.status] : undefined;
    const base = resolveRegionFill({
      choroplethColor: state.choroplethColor,
      statusColor,
      regionFill: state.fill ?? this.options.regions?.[state.id]?.fill,
      baseColor: colors.base,
      originalFill: shape.fill,
      defaultFill: defaultFillFor(shape, colors.baseDefault, this.unstyledImage),
    });
    state.currentFill = base;
    let shown = base;
    if (state.disabled && colors.disabled) shown = colors.disabled;
    else if (state.selected) shown = resolveStateColor(base, colors.selected);
    else if (state.hovered && !state.disabled) shown = resolveStateColor(base, colors.hover);
    const opacity = shape.visible ? shape.opacity : 0;
    this.fillPalette.set(state.index, toRgba8(shown, shape.fillOpacity * opacity));
    const stroke = strokeFor(shape, colors.stroke, this.unstyledImage);
    this.strokePalette.set(state.index, toRgba8(stroke, shape.strokeOpacity * opacity));
  }
}
