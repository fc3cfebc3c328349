import { useEffect } from 'react';
import { geodesicCircle, radiusKm, type DataRecord, type DistanceValue } from '../../domain/index';
import type { MapEngine } from '../../engine/index';
import type { RecordList } from '../data/index';
import { recordMapPoint } from './recordPoint';

/** A point of the map (image units). */
type MapPoint = { x: number; y: number };

/** The smallest map rectangle holding the points; null without points. */
function boxAround(points: readonly MapPoint[]): { x: number; y: number; width: number; height: number } | null {
  if (points.length === 0) return null;
  const xs = points.map((point) => point.x);
  const ys = points.map((point) => point.y);
  const x = Math.min(...xs);
  const y = Math.min(...ys);
  return { x, y, width: Math.max(...xs) - x, height: Math.max(...ys) - y };
}

/** Points enough for the box around a search's circle (the box of the true circle within 1%). */
const AREA_STEPS = 32;

/**
 * Fits the map to a search's area (its origin and, given `radiusKm`, the whole circle) and the
 * records' places; does nothing without records placed.
 */
function fitAround(engine: MapEngine, origin: { lat: number; lng: number }, listed: readonly DataRecord[], radius = 0): void {
  const area = [origin, ...geodesicCircle(origin, radius, AREA_STEPS)].map((geoPoint) => recordMapPoint(engine, { location: { geoPoint } }));
  const points = listed.map((record) => recordMapPoint(engine, record)).filter((point): point is MapPoint => point !== null);
  const box = boxAround([...area.filter((point): point is MapPoint => point !== null), ...points]);
  if (box && points.length > 0) engine.fit(box);
}

/**
 * While a distance search is active, fits the map to what it found each time the list loads:
 * the searched circle and the listed records' places (a single store is not shown at the
 * deepest zoom with its surroundings cut off); when the radius held none, the origin and the
 * nearest records (`nearest`) once they arrive.
 */
export function useFitDistanceResults(engine: MapEngine | null, records: RecordList<DataRecord> | null, distance: DistanceValue | null, nearest: readonly DataRecord[] | null = null): void {
  const origin = distance?.geoPoint;
  const lat = origin?.lat;
  const lng = origin?.lng;
  const radius = distance ? radiusKm(distance.length, distance.units) : 0;
  useEffect(() => {
    if (!engine || !records || lat === undefined || lng === undefined) return undefined;
    return records.on('loaded', ({ records: listed }) => fitAround(engine, { lat, lng }, listed, radius));
  }, [engine, records, lat, lng, radius]);
  useEffect(() => {
    if (!engine || !nearest || lat === undefined || lng === undefined) return;
    fitAround(engine, { lat, lng }, nearest);
  }, [engine, nearest, lat, lng]);
}
