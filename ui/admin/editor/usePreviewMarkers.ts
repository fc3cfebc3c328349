import { useEffect, useRef } from 'react';
import type { GeoPoint, SvgPoint } from '../../../domain/index';
import { markerImageUrl, type EngineMarker, type MapEngine, type MarkerInput } from '../../../engine/index';
import type { MarkerDraft } from './markerDrafts';

/** What the marker-edit mode hears from the preview map. */
interface PreviewMarkerEvents {
  /** A click on the map added a marker (the engine gave it a `marker_{n}` id). */
  added: (marker: EngineMarker, markerLastID: number) => void;
  /** A marker was dragged, or moved by a click while it was being edited. */
  moved: (id: string, svgPoint: SvgPoint, geoPoint?: GeoPoint) => void;
  /** A marker was clicked: the admin wants to edit it. */
  clicked: (id: string) => void;
}

/** Where a draft goes on the map: its image point when it has one (works on any map), else its geographic point. */
function placeOf(draft: MarkerDraft): Pick<MarkerInput, 'svgPoint' | 'geoPoint'> {
  const { svgPoint, geoPoint } = draft.location;
  return svgPoint ? { svgPoint } : { geoPoint };
}

function inputOf(draft: MarkerDraft): MarkerInput {
  return { ...placeOf(draft), location: draft.location, src: markerImageUrl(draft.location.img), title: draft.title || undefined };
}

const samePoint = (a: SvgPoint | undefined, b: SvgPoint | undefined) => Boolean(a && b && Math.abs(a.x - b.x) < 1e-6 && Math.abs(a.y - b.y) < 1e-6);

/**
 * The image point a draft asks for: its own, or its geographic point converted (a record
 * placed by coordinates from its form); null when the map cannot place it.
 */
function wantedPoint(engine: MapEngine, draft: MarkerDraft): SvgPoint | null {
  const { svgPoint, geoPoint } = draft.location;
  if (svgPoint) return svgPoint;
  if (!geoPoint || !engine.document()?.geoViewBox) return null;
  try {
    return engine.convertGeoToSvg(geoPoint);
  } catch {
    return null;
  }
}

/**
 * Keeps the preview's markers in step with the drafts (an option edit that reloads or
 * rebuilds the preview's map gives them again to the engine once it is ready), turns the engine's marker-edit mode on
 * while `active` (click adds, or moves `editingId`; markers can be dragged) and reports its
 * marker events. New markers get the default marker image.
 */
export function usePreviewMarkers(engine: MapEngine | null, drafts: readonly MarkerDraft[], active: boolean, editingId: string | null, defaultImage: string, events: PreviewMarkerEvents): void {
  const handlers = useRef(events);
  handlers.current = events;
  const placed = useRef(newPlaced());

  useEffect(() => {
    placed.current = newPlaced();
    if (!engine) return undefined;
    const offs = [
      engine.on('markerAdd', ({ marker, markerLastID }) => {
        placed.current.owned.add(marker.id);
        handlers.current.added(marker, markerLastID);
      }),
      engine.on('markerMove', ({ id, svgPoint, geoPoint }) => handlers.current.moved(id, svgPoint, geoPoint)),
      engine.on('markerClick', ({ id }) => handlers.current.clicked(id)),
    ];
    return () => { for (const off of offs) off(); };
  }, [engine]);

  useEffect(() => {
    if (!engine) return undefined;
    const template: MarkerInput = { src: markerImageUrl(defaultImage), location: { img: defaultImage } };
    // An engine loading its map again takes the mode when it is ready; a disposed one ignores it.
    engine.setMarkerEditMode(active, { editingId, template });
    return () => engine.setMarkerEditMode(false);
  }, [engine, active, editingId, defaultImage]);

  // The viewer puts the saved records' markers on the map (record_{id}); this editor adds only the
  // new markers and moves or restyles the saved ones that differ. Were it to add a saved record's
  // marker while the viewer's batch is on its way (after every option edit that rebuilds the
  // map), the viewer's batch would find every id taken. It syncs again as the viewer's arrive.
  useEffect(() => {
    if (!engine) return undefined;
    const sync = (): void => syncDrafts(engine, drafts, placed.current);
    sync();
    return engine.on('markersChange', sync);
  }, [engine, drafts]);
}

/**
 * The markers this editor put on the current engine (removed again when their draft goes), and
 * for each the input it last gave and the point the engine made of it. The engine rounds a
 * point it converts (a typed X and Y become coordinates and back), so a marker it placed never
 * compares equal to its draft: it is placed again only when its draft or its place changed since.
 */
interface Placed {
  owned: Set<string>;
  settled: Map<string, Settled>;
}

/** The input this editor last gave a marker, and the point the engine placed it at. */
interface Settled {
  input: string;
  point: SvgPoint;
}

function newPlaced(): Placed {
  return { owned: new Set(), settled: new Map() };
}

/** Puts the drafts on the map: see the effect in {@link usePreviewMarkers}. */
function syncDrafts(engine: MapEngine, drafts: readonly MarkerDraft[], placed: Placed): void {
  const onMap = new Map(engine.markers().map((marker) => [marker.id, marker]));
  const wanted = new Set(drafts.map((draft) => draft.markerId));
  for (const id of placed.owned) {
    if (wanted.has(id)) continue;
    engine.removeMarker(id);
    placed.owned.delete(id);
    placed.settled.delete(id);
  }
  for (const draft of drafts) {
    const current = onMap.get(draft.markerId);
    // A saved record's marker comes from the viewer; it is this editor's to move once it is there.
    if (!current && draft.recordId !== undefined) continue;
    // Every draft's marker is this editor's from now on, so deleting the draft removes it.
    placed.owned.add(draft.markerId);
    try {
      const result = placeDraft(engine, draft, current, placed.settled.get(draft.markerId));
      if (result) placed.settled.set(draft.markerId, result);
    } catch (error) {
      // A marker the map cannot place (say, by coordinates on an uncalibrated map) stays off it.
      console.error(error instanceof Error ? error.message : error);
    }
  }
}

/** Adds, moves or restyles one draft's marker; returns what it settled on, or undefined when nothing changed. */
function placeDraft(engine: MapEngine, draft: MarkerDraft, current: EngineMarker | undefined, last: Settled | undefined): Settled | undefined {
  const input = inputOf(draft);
  const key = JSON.stringify(input);
  if (!current) {
    const added = engine.addMarker({ id: draft.markerId, ...input });
    return added ? { input: key, point: added.svgPoint } : undefined;
  }
  if (last && last.input === key && samePoint(current.svgPoint, last.point)) return undefined;
  const wanted = wantedPoint(engine, draft);
  const moved = wanted !== null && !samePoint(current.svgPoint, wanted);
  if (!moved && current.src === input.src && (!draft.title || current.title === draft.title)) return { input: key, point: current.svgPoint };
  const updated = engine.updateMarker(draft.markerId, input);
  return { input: key, point: (updated ?? current).svgPoint };
}
