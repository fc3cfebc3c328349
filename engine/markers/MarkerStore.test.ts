import { afterEach, describe, expect, it, vi } from 'vitest';
import { GeoConverter } from '../geo/GeoConverter';
import { DEFAULT_PIN_URL } from './markerImages';
import { ID_USED_BY_MARKER, ID_USED_BY_REGION } from './markerIds';
import { MarkerStore } from './MarkerStore';

const usa = new GeoConverter([-127.55272679845754, 50.65828705652597, -64.54920772895363, 24.373873369454948], [477, 421, 593.3779761904764, 318.2870370370371]);
const regions = new Set(['US-TX', 'US-KS']);

describe('MarkerStore', () => {
  afterEach(() => vi.restoreAllMocks());

  it('numbers markers marker_1, marker_2… from the map counter and restarts when the map has none', () => {
    const store = new MarkerStore({ converter: null, regionIds: regions, lastId: 7 });
    expect(store.add({ svgPoint: { x: 1, y: 1 } }).id).toBe('marker_1');
    expect(store.add({ svgPoint: { x: 1, y: 1 } }).id).toBe('marker_2');
    expect(store.markerLastId).toBe(2);
    const used = new MarkerStore({ converter: null, regionIds: regions, lastId: 7 });
    used.add({ id: 'mine', svgPoint: { x: 0, y: 0 } });
    expect(used.add({ svgPoint: { x: 0, y: 0 } }).id).toBe('marker_8');
  });

  it('refuses ids used by a region or another marker with the admin messages', () => {
    const store = new MarkerStore({ converter: null, regionIds: regions });
    store.add({ id: 'shop', svgPoint: { x: 0, y: 0 } });
    expect(() => store.add({ id: 'US-TX', svgPoint: { x: 0, y: 0 } })).toThrow(ID_USED_BY_REGION);
    expect(() => store.add({ id: 'shop', svgPoint: { x: 0, y: 0 } })).toThrow(ID_USED_BY_MARKER);
    const other = store.add({ id: 'cafe', svgPoint: { x: 0, y: 0 } });
    expect(() => store.update(other.id, { id: 'shop' })).toThrow(ID_USED_BY_MARKER);
    expect(store.update('cafe', { id: 'cafe', label: 'Café' })?.label).toBe('Café');
  });

  it('skips automatic ids a region already has', () => {
    const store = new MarkerStore({ converter: null, regionIds: new Set(['marker_1']) });
    expect(store.add({ svgPoint: { x: 0, y: 0 } }).id).toBe('marker_2');
  });

  it('places a marker by geographic point on a calibrated map and keeps both coordinates', () => {
    const store = new MarkerStore({ converter: usa, regionIds: regions });
    const marker = store.add({ geoPoint: { lat: 40.7128, lng: -74.006 } });
    expect(marker.svgPoint).toEqual(usa.geoToSvg({ lat: 40.7128, lng: -74.006 }));
    expect(marker.geoPoint).toEqual({ lat: 40.7128, lng: -74.006 });
    const byImage = store.add({ svgPoint: marker.svgPoint });
    expect(byImage.geoPoint?.lat).toBeCloseTo(40.7128, 5);
  });

  it('throws for a geographic point on a map without a geo view box', () => {
    const store = new MarkerStore({ converter: null, regionIds: regions });
    expect(() => store.add({ geoPoint: { lat: 1, lng: 2 } })).toThrow(/geographic view box/);
  });

  it('logs a malformed {x,y} and puts the marker at 0,0', () => {
    const errors = vi.spyOn(console, 'error').mockImplementation(() => undefined);
    const store = new MarkerStore({ converter: null, regionIds: regions });
    expect(store.add({ svgPoint: { x: 'a', y: 2 } }).svgPoint).toEqual({ x: 0, y: 0 });
    expect(errors).toHaveBeenCalledWith(expect.stringContaining('incorrect format of {x,y} object'));
  });

  it('uses 15x24, the red pin, and uploaded images from the uploads folder', () => {
    const store = new MarkerStore({ converter: null, regionIds: regions });
    const pin = store.add({ svgPoint: { x: 0, y: 0 } });
    expect([pin.width, pin.height, pin.src]).toEqual([15, 24, DEFAULT_PIN_URL]);
    const uploaded = store.add({ svgPoint: { x: 0, y: 0 }, location: { img: 'uploads/shop.png' } });
    expect(uploaded.src).toBe('/uploads/shop.png');
  });

  it('selects one marker at a time and reports what changed', () => {
    const store = new MarkerStore({ converter: null, regionIds: regions });
    const a = store.add({ svgPoint: { x: 0, y: 0 } });
    const b = store.add({ svgPoint: { x: 1, y: 1 } });
    expect(store.select(a.id)).toEqual([a.id]);
    expect(store.select(b.id).sort()).toEqual([a.id, b.id].sort());
    expect(store.selectedIds()).toEqual([b.id]);
    expect(store.deselect()).toEqual([b.id]);
  });

  it('moves a marker and recomputes its geographic point', () => {
    const store = new MarkerStore({ converter: usa, regionIds: regions });
    const marker = store.add({ svgPoint: { x: 600, y: 500 } });
    store.moveTo(marker.id, { x: 700, y: 520 });
    expect(store.get(marker.id)?.geoPoint).toEqual(usa.svgToGeo({ x: 700, y: 520 }));
  });
});
