import L from 'leaflet';
import 'leaflet/dist/leaflet.css';
import { loadRegions, mapUrl, reportDrawn, reportError } from './mapSource';

/**
 * Leaflet 1.9 as a site would use it for a vector map: `L.CRS.Simple` (map units as pixels),
 * one `L.polygon` per region with Leaflet's default (SVG) renderer, fitted to the map's view
 * box, in the demo's colours.
 */
async function main(): Promise<void> {
  const { regions, viewBox } = await loadRegions(mapUrl());
  const map = L.map('map', { crs: L.CRS.Simple, zoomSnap: 0, minZoom: -10, attributionControl: false, fadeAnimation: false, zoomAnimation: false });
  const [x, y, width, height] = viewBox;
  // CRS.Simple maps latlng (lat, lng) to point (lng, -lat): SVG (x, y) is latlng (-y, x).
  map.fitBounds([[-y, x], [-(y + height), x + width]], { animate: false });
  for (const region of regions) {
    const rings = region.rings.map((ring) => {
      const latLngs: L.LatLngTuple[] = [];
      for (let i = 0; i + 1 < ring.length; i += 2) latLngs.push([-(ring[i + 1] ?? 0), ring[i] ?? 0]);
      return latLngs;
    });
    const polygon = L.polygon(rings, { color: '#ffffff', weight: 1, opacity: 1, fillColor: '#c9d4e0', fillOpacity: 1 });
    polygon.on('mouseover', () => polygon.setStyle({ fillColor: '#b5c2d1' }));
    polygon.on('mouseout', () => polygon.setStyle({ fillColor: '#c9d4e0' }));
    polygon.addTo(map);
  }
  await reportDrawn();
}

main().catch(reportError);
