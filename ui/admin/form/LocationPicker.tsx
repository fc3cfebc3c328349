import { useEffect, useId, useRef, useState, type KeyboardEvent, type RefObject } from 'react';
import type { GeoPoint, Location, SvgPoint } from '../../../domain/index';
import { MapEngine, markerImageUrl } from '../../../engine/index';
import { pinStep, pointToPlace, type PlacedPoint } from './locationPoint';

/** The id of the record's pin on the picker's map. */
const PIN = 'location-pin';

/** Height of the picker's map in px: room to aim, and the form still fits a laptop screen. */
const PICKER_HEIGHT_PX = 260;

interface LocationPickerProps {
  /** The map's SVG file. */
  source: string;
  location: Location | null;
  img: string;
  /** The admin placed the pin (a click, a drag or the arrow keys). */
  onPlace: (point: PlacedPoint) => void;
}

/** Creates the picker's map engine for `source`; null until it is ready, with the load problem if any. */
function usePickerEngine(host: RefObject<HTMLDivElement | null>, source: string): { engine: MapEngine | null; problem: string | null } {
  const [engine, setEngine] = useState<MapEngine | null>(null);
  const [problem, setProblem] = useState<string | null>(null);
  useEffect(() => {
    const element = host.current;
    if (!element) return undefined;
    setProblem(null);
    const created = new MapEngine(element, { source, responsive: true, lockAspectRatio: false, height: PICKER_HEIGHT_PX }, { editMode: true });
    let live = true;
    created.whenReady().then(() => {
      if (live) setEngine(created);
    }, (error: unknown) => {
      if (live) setProblem(`The map could not be shown: ${error instanceof Error ? error.message : String(error)}`);
    });
    return () => {
      live = false;
      setEngine(null);
      created.dispose();
    };
  }, [host, source]);
  return { engine, problem };
}

/** Where the pin goes on the picker's map, or null when the location has no point it can place. */
function pinPlace(engine: MapEngine, location: Location | null): { svgPoint: SvgPoint } | { geoPoint: GeoPoint } | null {
  if (location?.geoPoint && engine.document()?.geoViewBox) return { geoPoint: location.geoPoint };
  if (location?.svgPoint) return { svgPoint: location.svgPoint };
  return null;
}

/** Keeps the pin on the location, and the engine's marker-edit mode moving it. */
function usePin(engine: MapEngine | null, location: Location | null, img: string): void {
  const place = engine ? pinPlace(engine, location) : null;
  const key = JSON.stringify(place);
  useEffect(() => {
    if (!engine) return;
    const src = markerImageUrl(img);
    const there = engine.markers().some((marker) => marker.id === PIN);
    const wanted = pinPlace(engine, location);
    try {
      if (!wanted && there) engine.removeMarker(PIN);
      else if (wanted && there) engine.updateMarker(PIN, { ...wanted, src });
      else if (wanted) engine.addMarker({ id: PIN, ...wanted, src });
    } catch (error) {
      console.error(error instanceof Error ? error.message : error);
    }
    engine.setMarkerEditMode(true, { editingId: wanted ? PIN : null, template: { src } });
    // `location` is read through `key`: the effect runs when the pin's place changes, not on every render.
  }, [engine, key, img]);
}

/**
 * Places a record on the map itself: a click puts the pin there, the pin can be dragged, and
 * with the map focused the arrow keys move it (Shift for bigger steps) and Enter puts it in the
 * middle of the view. Geo-calibrated maps give coordinates; other maps give image coordinates.
 */
export function LocationPicker({ source, location, img, onPlace }: LocationPickerProps) {
  const host = useRef<HTMLDivElement>(null);
  const help = useId();
  const { engine, problem } = usePickerEngine(host, source);
  const report = useRef(onPlace);
  report.current = onPlace;
  usePin(engine, location, img);

  useEffect(() => {
    if (!engine) return undefined;
    const place = (svgPoint: SvgPoint, geoPoint?: GeoPoint) => report.current(pointToPlace(engine, svgPoint, geoPoint));
    const offs = [
      // A click with no pin yet adds the engine's own marker: the pin takes its place.
      engine.on('markerAdd', ({ marker }) => {
        engine.removeMarker(marker.id);
        place(marker.svgPoint);
      }),
      engine.on('markerMove', ({ id, svgPoint, geoPoint }) => {
        if (id === PIN) place(svgPoint, geoPoint);
      }),
    ];
    return () => { for (const off of offs) off(); };
  }, [engine]);

  const onKeyDown = (event: KeyboardEvent) => {
    const view = engine?.getViewBox();
    if (!engine || !view) return;
    const pin = engine.markers().find((marker) => marker.id === PIN);
    if (event.key === 'Enter' || event.key === ' ') {
      event.preventDefault();
      event.stopPropagation();
      report.current(pointToPlace(engine, { x: view.x + view.width / 2, y: view.y + view.height / 2 }));
      return;
    }
    const step = pinStep(event.key, view, event.shiftKey);
    if (!step || !pin) return;
    event.preventDefault();
    report.current(pointToPlace(engine, { x: pin.svgPoint.x + step.x, y: pin.svgPoint.y + step.y }));
  };

  return (
    <div className="admin-location-picker">
      <div ref={host} className="admin-location-map" role="group" tabIndex={0} aria-label="Place on the map" aria-describedby={help} onKeyDown={onKeyDown}
        style={{ height: PICKER_HEIGHT_PX }} />
      <p id={help} className="admin-muted">Click the map to place the pin, or drag it. From the keyboard: Enter places it in the middle of the view, the arrow keys move it (Shift for bigger steps).</p>
      {problem && <p role="alert" className="admin-error">{problem}</p>}
    </div>
  );
}
