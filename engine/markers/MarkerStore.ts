import { GEO_DECIMALS, MARKER_DEFAULT_HEIGHT, MARKER_DEFAULT_WIDTH, validateGeoPoint, validateSvgPoint } from '../../domain/index';
import type { GeoPoint, SvgPoint } from '../../domain/index';
import { requireConverter, type GeoConverter } from '../geo/GeoConverter';
import { markerImageUrl, type MarkerImageBases } from './markerImages';
import { allocateMarkerId, markerIdProblem, MarkerIdError } from './markerIds';
import type { EngineMarker, MarkerInput } from './types';

/** What the store needs from the map. */
export interface MarkerStoreContext {
  converter: GeoConverter | null;
  /** Ids of the map's regions (marker ids must differ from them). */
  regionIds: ReadonlySet<string>;
  /** The map's `markerLastID`. */
  lastId?: number;
  images?: MarkerImageBases;
}

function positiveOr(value: unknown, fallback: number): number {
  return typeof value === 'number' && Number.isFinite(value) && value > 0 ? value : fallback;
}

/**
 * The markers of one map and their states (hover, selection, hidden): id rules, placement by
 * geographic or image point, image resolution. Pure data; drawing happens elsewhere.
 */
export class MarkerStore {
  private readonly byId = new Map<string, EngineMarker>();
  private lastId: number;
  private hoveredId: string | null = null;

  constructor(private readonly context: MarkerStoreContext) {
    this.lastId = context.lastId ?? 0;
  }

  /** Every marker in insertion (draw) order. */
  list(): EngineMarker[] {
    return Array.from(this.byId.values());
  }

  get(id: string): EngineMarker | undefined {
    return this.byId.get(id);
  }

  has(id: string): boolean {
    return this.byId.has(id);
  }

  get size(): number {
    return this.byId.size;
  }

  /** The counter behind `marker_{n}` ids (the map's `markerLastID`). */
  get markerLastId(): number {
    return this.lastId;
  }

  /** Adds a marker; throws a {@link MarkerIdError} for a taken id. */
  add(input: MarkerInput): EngineMarker {
    const id = this.claimId(input.id);
    const marker = this.build(id, input);
    this.byId.set(id, marker);
    return marker;
  }

  /** Changes a marker's place, image or flags; an id change follows the same rules as a new id. */
  update(id: string, patch: Partial<MarkerInput>): EngineMarker | undefined {
    const current = this.byId.get(id);
    if (!current) return undefined;
    const nextId = patch.id ?? id;
    if (nextId !== id) {
      const problem = markerIdProblem(nextId, this.context.regionIds, this.byId, id);
      if (problem) throw new MarkerIdError(problem);
    }
    const placed = patch.geoPoint !== undefined || patch.svgPoint !== undefined || patch.location?.geoPoint !== undefined;
    const input: MarkerInput = {
      src: current.src, width: current.width, height: current.height, location: current.location, object: current.object,
      label: current.label, title: current.title, centered: current.centered, floor: current.floor, hidden: current.hidden,
      ...(placed ? {} : { svgPoint: current.svgPoint, geoPoint: current.geoPoint }),
      ...patch,
    };
    const marker = { ...this.build(nextId, input), hovered: current.hovered, selected: current.selected };
    if (nextId !== id) this.byId.delete(id);
    this.byId.set(nextId, marker);
    if (this.hoveredId === id) this.hoveredId = nextId;
    return marker;
  }

  /** Moves a marker to image coordinates (a drag or an edit-mode click), updating its geographic point. */
  moveTo(id: string, svgPoint: SvgPoint): EngineMarker | undefined {
    const marker = this.byId.get(id);
    if (!marker) return undefined;
    marker.svgPoint = { ...svgPoint };
    if (this.context.converter) marker.geoPoint = this.context.converter.svgToGeo(svgPoint);
    return marker;
  }

  remove(id: string): boolean {
    if (this.hoveredId === id) this.hoveredId = null;
    return this.byId.delete(id);
  }

  /** Selects one marker and deselects the others; returns the ids that changed. */
  select(id: string): string[] {
    const target = this.byId.get(id);
    if (!target) return [];
    const changed = this.deselect().filter((other) => other !== id);
    if (!target.selected) {
      target.selected = true;
      changed.push(id);
    }
    return changed;
  }

  /** Deselects one marker, or all without an id; returns the ids that changed. */
  deselect(id?: string): string[] {
    const targets = id === undefined ? this.list() : [this.byId.get(id)].filter((m): m is EngineMarker => m !== undefined);
    return targets.filter((marker) => marker.selected).map((marker) => {
      marker.selected = false;
      return marker.id;
    });
  }

  selectedIds(): string[] {
    return this.list().filter((marker) => marker.selected).map((marker) => marker.id);
  }

  hovered(): string | null {
    return this.hoveredId;
  }

  /** Hovers one marker (null clears); returns whether anything changed. */
  hover(id: string | null): boolean {
    const next = id !== null && this.byId.has(id) ? id : null;
    if (next === this.hoveredId) return false;
    const previous = this.hoveredId ? this.byId.get(this.hoveredId) : undefined;
    if (previous) previous.hovered = false;
    this.hoveredId = next;
    const current = next ? this.byId.get(next) : undefined;
    if (current) current.hovered = true;
    return true;
  }

  private claimId(requested: string | undefined): string {
    if (requested !== undefined && requested !== '') {
      const problem = markerIdProblem(requested, this.context.regionIds, this.byId);
      if (problem) throw new MarkerIdError(problem);
      return requested;
    }
    const taken = (candidate: string) => this.byId.has(candidate) || this.context.regionIds.has(candidate);
    const { id, lastId } = allocateMarkerId(this.lastId, this.byId.size, taken);
    this.lastId = lastId;
    return id;
  }

  private build(id: string, input: MarkerInput): EngineMarker {
    const { svgPoint, geoPoint } = this.place(input);
    const label = input.label;
    return {
      id,
      src: input.src ?? markerImageUrl(input.location?.img, this.context.images),
      width: positiveOr(input.width, MARKER_DEFAULT_WIDTH),
      height: positiveOr(input.height, MARKER_DEFAULT_HEIGHT),
      svgPoint,
      geoPoint,
      object: input.object,
      location: input.location,
      label,
      title: input.title ?? label ?? input.location?.address?.address_formatted ?? id,
      centered: input.centered === true,
      floor: input.floor,
      hidden: input.hidden === true,
      hovered: false,
      selected: false,
    };
  }

  /** A geographic point wins over image coordinates; the other one is derived when the map is calibrated. */
  private place(input: MarkerInput): { svgPoint: SvgPoint; geoPoint?: GeoPoint } {
    const geo = input.geoPoint ?? input.location?.geoPoint;
    const converter = this.context.converter;
    if (geo !== undefined) {
      const checked = requireConverter(converter);
      const { point, error } = validateGeoPoint(geo);
      if (error) console.error(`MapSVG: ${error}`);
      const geoPoint = { lat: Number(point.lat.toFixed(GEO_DECIMALS)), lng: Number(point.lng.toFixed(GEO_DECIMALS)) };
      return { svgPoint: checked.geoToSvg(point), geoPoint };
    }
    const raw = input.svgPoint ?? input.location?.svgPoint;
    const { point, error } = validateSvgPoint(raw);
    if (error) console.error(`MapSVG: ${error}`);
    return converter ? { svgPoint: point, geoPoint: converter.svgToGeo(point) } : { svgPoint: point };
  }
}
