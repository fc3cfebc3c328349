import { useEffect, useRef } from 'react';
import type { GeoPoint, SvgPoint } from '../../../domain/index';
import { markerImageUrl, type EngineMarker, type MapEngine, type MarkerInput } from '../../../engine/index';
import type { MarkerDraft } from './markerDrafts';

/** What the marker-edit mode hears from the preview map. */
export interface PreviewMarkerEvents {
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
  // Markers this editor put on the current engine, removed again when their draft goes.
  const owned = useRef(new Set<string>());

  useEffect(() => {
    owned.current = new Set();
    if (!engine) return undefined;
    const offs = [
      engine.on('markerAdd', ({ marker, markerLastID }) => {
        owned.current.add(marker.id);
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
    try {
      engine.setMarkerEditMode(active, { editingId, template });
    } catch {
      // Replaced while this render was committed; the next engine gets the mode.
    }
    return () => {
      // The preview may have replaced (and disposed) this engine already: nothing to turn off then.
      try {
        engine.setMarkerEditMode(false);
      } catch {
        // Disposed engines have no markers.
      }
    };
  }, [engine, active, editingId, defaultImage]);

  useEffect(() => {
    if (!engine) return;
    const onMap = new Map(engine.markers().map((marker) => [marker.id, marker]));
    const wanted = new Set(drafts.map((draft) => draft.markerId));
    for (const id of owned.current) {
      if (wanted.has(id)) continue;
      engine.removeMarker(id);
      owned.current.delete(id);
    }
    for (const draft of drafts) {
      const current = onMap.get(draft.markerId);
      // Every draft's marker is this editor's from now on, so deleting the draft removes it.
      owned.current.add(draft.markerId);
      try {
        if (!current) {
          engine.addMarker({ id: draft.markerId, ...inputOf(draft) });
          continue;
        }
        const wanted = wantedPoint(engine, draft);
        const moved = wanted !== null && !samePoint(current.svgPoint, wanted);
        if (moved || current.src !== markerImageUrl(draft.location.img) || (draft.title && current.title !== draft.title)) {
          engine.updateMarker(draft.markerId, inputOf(draft));
        }
      } catch (error) {
        // A marker the map cannot place (say, by coordinates on an uncalibrated map) stays off it.
        console.error(error instanceof Error ? error.message : error);
      }
    }
  }, [engine, drafts]);
}
