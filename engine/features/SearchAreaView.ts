import { geodesicCircle } from '../../domain/index';
import type { Camera } from '../camera/Camera';
import type { GeoConverter } from '../geo/GeoConverter';
import type { MapScene } from '../scene/MapScene';
import { Matrix } from '../scene/pixi';
import { ORIGIN_PIN_HEIGHT, SearchAreaLayer } from '../scene/SearchAreaLayer';
import type { SearchArea, ShownSearchArea } from './searchAreaTypes';

/** Height of the pin's accessible box in px (the drawn pin's height). */
const PIN_BOX_HEIGHT = ORIGIN_PIN_HEIGHT;
const PIN_BOX_WIDTH = 22;

/**
 * A distance search drawn on a geo-calibrated map: the true (geodesic) radius projected to the
 * map as a circle, the origin as a pin, both redrawn through the camera at every pan and zoom,
 * and a labelled box over the pin so screen readers and hover name it. The lazily loaded part
 * of {@link SearchAreaFeature}.
 */
export class SearchAreaView {
  private shown: ShownSearchArea | null = null;
  private ring = new Float64Array(0);
  private label: HTMLDivElement | null = null;
  private readonly layer = new SearchAreaLayer();
  private readonly stopFollowing: () => void;

  constructor(
    private readonly scene: MapScene,
    private readonly camera: Camera,
    private readonly converter: GeoConverter,
    private readonly surface: HTMLElement,
  ) {
    scene.adoptExtensions();
    scene.addLayer(this.layer.area, 'under-markers');
    scene.addLayer(this.layer.pin, 'top');
    this.stopFollowing = camera.on('change', () => this.draw());
  }

  /** What is shown now, or null. */
  get current(): ShownSearchArea | null {
    return this.shown;
  }

  /** Shows `area` (replacing any shown) or clears it with null. */
  set(area: SearchArea | null): void {
    if (!area) {
      this.shown = null;
      this.label?.remove();
      this.label = null;
      this.draw();
      return;
    }
    const converter = this.converter;
    const svgPoint = converter.geoToSvg(area.geoPoint);
    const ring = geodesicCircle(area.geoPoint, area.radiusKm).map((point) => converter.geoToSvg(point));
    this.shown = { label: area.label, radiusKm: area.radiusKm, svgPoint, ring };
    this.ring = Float64Array.from(ring.flatMap((point) => [point.x, point.y]));
    const label = this.ensureLabel();
    label.setAttribute('aria-label', area.label);
    label.title = area.label;
    this.draw();
  }

  dispose(): void {
    this.stopFollowing();
    this.label?.remove();
    this.label = null;
    if (!this.layer.area.destroyed) this.layer.dispose();
  }

  /** Draws the circle and pin for the current view, and moves the pin's label box onto the pin. */
  private draw(): void {
    const shown = this.shown;
    const { a, b, c, d, tx, ty } = this.camera.worldTransform();
    this.layer.draw(shown ? { centre: shown.svgPoint, ring: this.ring } : null, new Matrix(a, b, c, d, tx, ty));
    this.scene.requestRender();
    if (!this.label || !shown) return;
    const tip = this.camera.mapToScreen(shown.svgPoint);
    this.label.style.transform = `translate(${tip.x - PIN_BOX_WIDTH / 2}px, ${tip.y - PIN_BOX_HEIGHT}px)`;
  }

  private ensureLabel(): HTMLDivElement {
    if (this.label) return this.label;
    const label = this.surface.ownerDocument.createElement('div');
    label.className = 'mapsvg-search-origin';
    label.setAttribute('role', 'img');
    // Transparent and click-through: the pin is drawn on the canvas; this names it.
    Object.assign(label.style, { position: 'absolute', width: `${PIN_BOX_WIDTH}px`, height: `${PIN_BOX_HEIGHT}px`, pointerEvents: 'none', left: '0', top: '0' });
    this.surface.append(label);
    this.label = label;
    return label;
  }
}
