import L from 'leaflet';
import 'leaflet/dist/leaflet.css';
import type { View } from '../gesture';
import { loadRegions } from './mapData';
import { changePresented, forceLayout } from './timing';
import type { BenchImpl, HighlightListener, ImplName, MountContext } from './types';

/**
 * Leaflet 1.9 with `L.CRS.Simple` (1 map unit = 1 px at zoom 0, fractional zoom allowed) and one
 * `L.polygon` per region, drawn by its SVG renderer or its Canvas renderer. SVG frames are DOM
 * frames; the canvas is redrawn on Leaflet's own animation frame and fenced with a one-pixel
 * `getImageData`.
 */
export class LeafletImpl implements BenchImpl {
  readonly fenced: boolean;
  private map: L.Map | null = null;
  private container: HTMLElement | null = null;
  private renderer: L.Renderer | null = null;
  private listener: HighlightListener | null = null;

  constructor(readonly name: ImplName, private readonly kind: 'svg' | 'canvas') {
    this.fenced = kind === 'canvas';
  }

  async mount(context: MountContext): Promise<void> {
    const regions = await loadRegions(context.url);
    const container = document.createElement('div');
    container.style.cssText = `position:absolute;left:0;top:0;width:${context.viewport.width}px;height:${context.viewport.height}px;background:#fff`;
    context.host.append(container);
    this.container = container;
    const renderer = this.kind === 'svg' ? L.svg() : L.canvas();
    this.renderer = renderer;
    const map = L.map(container, {
      crs: L.CRS.Simple,
      zoomSnap: 0,
      minZoom: -10,
      maxZoom: 20,
      zoomControl: false,
      attributionControl: false,
      fadeAnimation: false,
      zoomAnimation: false,
      markerZoomAnimation: false,
      inertia: false,
      renderer,
    });
    this.map = map;
    this.applyView(context.view);
    const { base, hover, stroke } = context.colors;
    for (const region of regions) {
      // CRS.Simple maps latlng (lat, lng) to point (lng, -lat): SVG (x, y) is latlng (-y, x).
      const rings = region.rings.map((ring) => {
        const latLngs: L.LatLngTuple[] = [];
        for (let i = 0; i + 1 < ring.length; i += 2) latLngs.push([-(ring[i + 1] ?? 0), ring[i] ?? 0]);
        return latLngs;
      });
      const polygon = L.polygon(rings, { renderer, color: stroke, weight: 0.5, opacity: 1, fillColor: base, fillOpacity: 1 });
      polygon.on('mouseover', () => {
        polygon.setStyle({ fillColor: hover });
        this.listener?.(region.id);
      });
      polygon.on('mouseout', () => polygon.setStyle({ fillColor: base }));
      polygon.addTo(map);
    }
    await changePresented(this, context.fence);
  }

  applyView(view: View): void {
    this.map?.setView([-view.cy, view.cx], Math.log2(view.scale), { animate: false });
  }

  fence(): void {
    if (!this.fenced) {
      if (this.container) forceLayout(this.container);
      return;
    }
    // Leaflet's canvas context is private; reading a pixel waits for its drawing to finish.
    const context = (this.renderer as unknown as { _ctx?: CanvasRenderingContext2D } | null)?._ctx;
    context?.getImageData(0, 0, 1, 1);
  }

  onHighlight(listener: HighlightListener | null): void {
    this.listener = listener;
  }

  dispose(): void {
    this.map?.remove();
    this.container?.remove();
    this.map = null;
    this.container = null;
    this.renderer = null;
    this.listener = null;
  }
}
