import { useEffect, useState } from 'react';
import { useStore } from 'react-redux';
import { markerImageUrl, type MapEngine } from '../../../engine/index';
import { uploadMarkerImage, type DataStore } from '../../data/index';
import { uploadProblem } from './uploadProblem';
import { markerImageChoices, markerNumber, placedLocation, type MarkerDraft } from './markerDrafts';
import { usePreviewMarkers } from './usePreviewMarkers';

/** A message for the editor's status line or alert. */
export type EditorMessage = { kind: 'status' | 'alert'; text: string };

interface MarkerModeInput {
  engine: MapEngine | null;
  /** Marker-edit mode is on (clicks add or move markers, markers can be dragged). */
  active: boolean;
  drafts: readonly MarkerDraft[];
  changeDrafts: (change: (current: MarkerDraft[]) => MarkerDraft[]) => void;
  defaultImage: string;
  onMessage: (message: EditorMessage) => void;
}

/**
 * The state of marker-edit mode: which marker is being edited, the map's marker counter after
 * new markers, uploaded images, and the handlers the marker panel calls.
 */
export function useMarkerMode({ engine, active, drafts, changeDrafts, defaultImage, onMessage }: MarkerModeInput) {
  const store = useStore() as DataStore;
  const [editingId, setEditingId] = useState<string | null>(null);
  const [markerLastID, setMarkerLastID] = useState<number | null>(null);
  const [uploaded, setUploaded] = useState<string[]>([]);
  const [uploading, setUploading] = useState(false);
  const editing = drafts.find((draft) => draft.markerId === editingId) ?? null;

  const addDraft = (id: string, svgPoint: { x: number; y: number }, geoPoint: { lat: number; lng: number } | undefined, lastId: number | null) => {
    changeDrafts((current) => [...current, { markerId: id, title: '', location: placedLocation({ img: defaultImage }, svgPoint, geoPoint) }]);
    if (lastId !== null) setMarkerLastID((current) => Math.max(current ?? 0, lastId));
    setEditingId(id);
    onMessage({ kind: 'status', text: `Marker ${id} added. Click the map to move it, or press Done to add another.` });
  };

  usePreviewMarkers(engine, drafts, active, editingId, defaultImage, {
    added: (marker, lastId) => addDraft(marker.id, marker.svgPoint, marker.geoPoint, lastId),
    moved: (id, svgPoint, geoPoint) => {
      changeDrafts((current) => current.map((draft) => (draft.markerId === id ? { ...draft, location: placedLocation(draft.location, svgPoint, geoPoint) } : draft)));
      onMessage({ kind: 'status', text: `Marker ${id} moved.` });
    },
    clicked: (id) => { if (active) setEditingId(id); },
  });

  useEffect(() => {
    if (!active || editingId === null) return undefined;
    const key = (event: KeyboardEvent) => { if (event.key === 'Escape') setEditingId(null); };
    document.addEventListener('keydown', key);
    return () => document.removeEventListener('keydown', key);
  }, [active, editingId]);

  const addAtCentre = () => {
    const view = engine?.getViewBox();
    // While an option edit loads the preview again the engine would add the marker later, with no draft to own it.
    if (!engine || !view || engine.loadState !== 'ready') return onMessage({ kind: 'alert', text: 'The preview is not ready yet.' });
    const svgPoint = { x: view.x + view.width / 2, y: view.y + view.height / 2 };
    const marker = engine.addMarker({ svgPoint, src: markerImageUrl(defaultImage), location: { img: defaultImage } });
    if (!marker) return undefined;
    addDraft(marker.id, marker.svgPoint, marker.geoPoint, markerNumber(marker.id));
  };

  // While an option edit reloads or rebuilds the preview there is no ready engine: the last one's answer stands,
  // so the coordinate forms (and what the admin is typing into them) stay on screen.
  const [calibrated, setCalibrated] = useState(false);
  useEffect(() => {
    const document = engine?.document();
    if (document) setCalibrated(Boolean(document.geoViewBox));
  }, [engine]);
  /** The map point of a typed latitude and longitude (calibrated maps only). */
  const svgOfGeo = (geoPoint: { lat: number; lng: number }) => {
    try {
      return engine?.document()?.geoViewBox ? engine.convertGeoToSvg(geoPoint) : undefined;
    } catch {
      return undefined;
    }
  };

  const addAt = (geoPoint: { lat: number; lng: number }) => {
    const svgPoint = svgOfGeo(geoPoint);
    if (!engine || !svgPoint || engine.loadState !== 'ready') return onMessage({ kind: 'alert', text: 'The preview is not ready yet.' });
    const marker = engine.addMarker({ svgPoint, src: markerImageUrl(defaultImage), location: { img: defaultImage } });
    if (!marker) return undefined;
    addDraft(marker.id, marker.svgPoint, geoPoint, markerNumber(marker.id));
  };

  const change = (id: string, patch: { title?: string; img?: string; x?: number; y?: number; lat?: number; lng?: number }) => {
    changeDrafts((current) => current.map((draft) => {
      if (draft.markerId !== id) return draft;
      let location = patch.img === undefined ? draft.location : { ...draft.location, img: patch.img };
      const typedGeo = patch.lat !== undefined && patch.lng !== undefined ? { lat: patch.lat, lng: patch.lng } : undefined;
      const typedSvg = typedGeo ? svgOfGeo(typedGeo) : undefined;
      if (typedGeo && typedSvg) {
        location = placedLocation(location, typedSvg, typedGeo);
      } else if (patch.x !== undefined || patch.y !== undefined) {
        const svgPoint = { x: patch.x ?? location.svgPoint?.x ?? 0, y: patch.y ?? location.svgPoint?.y ?? 0 };
        let geoPoint;
        try {
          geoPoint = engine?.document()?.geoViewBox ? engine.convertSvgToGeo(svgPoint) : undefined;
        } catch {
          geoPoint = undefined;
        }
        location = placedLocation(location, svgPoint, geoPoint);
      }
      return { ...draft, title: patch.title ?? draft.title, location };
    }));
  };

  const remove = (id: string) => {
    changeDrafts((current) => current.filter((draft) => draft.markerId !== id));
    setEditingId(null);
    onMessage({ kind: 'status', text: `Marker ${id} deleted.` });
  };

  const upload = async (file: File) => {
    setUploading(true);
    try {
      const stored = await uploadMarkerImage(store.dispatch, file);
      setUploaded((current) => [...current, stored.path]);
      if (editingId) change(editingId, { img: stored.path });
      onMessage({ kind: 'status', text: `Marker image ${file.name} uploaded.` });
    } catch (reason) {
      // Spec 8: a marker upload error is shown in an alert.
      onMessage({ kind: 'alert', text: uploadProblem(reason) });
    } finally {
      setUploading(false);
    }
  };

  return {
    editing,
    setEditingId,
    markerLastID,
    resetAfterSave: () => { setEditingId(null); setMarkerLastID(null); },
    panel: {
      drafts, editing, onEdit: setEditingId, onChange: change, onDelete: remove, onAddAtCentre: addAtCentre, calibrated, onAddAt: addAt,
      images: markerImageChoices(defaultImage, drafts, uploaded), defaultImage, onUpload: (file: File) => void upload(file), uploading,
    },
  };
}
