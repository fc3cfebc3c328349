import { useId, type ReactNode } from 'react';
import { DEFAULT_MARKER_IMAGE } from '../../../domain/index';
import { markerImageUrl } from '../../../engine/index';
import type { MarkerDraft } from './markerDrafts';
import { CoordinateForm } from './CoordinateForm';

/** A readable name of a marker image. */
export function imageName(img: string): string {
  if (img === DEFAULT_MARKER_IMAGE) return 'Red pin';
  return img.replace(/^uploads\//, '');
}

interface ImageChoicesProps {
  legend: string;
  images: readonly string[];
  value: string;
  onChange: (img: string) => void;
}

/** Marker images as radio buttons, each with its picture. */
function ImageChoices({ legend, images, value, onChange }: ImageChoicesProps) {
  const name = useId();
  return (
    <fieldset className="admin-marker-images">
      <legend>{legend}</legend>
      {images.map((img) => (
        <label key={img} className="admin-check">
          <input type="radio" name={name} value={img} checked={img === value} onChange={() => onChange(img)} />
          <img src={markerImageUrl(img)} alt="" width={15} height={24} /> {imageName(img)}
        </label>
      ))}
    </fieldset>
  );
}

interface MarkerPanelProps {
  drafts: readonly MarkerDraft[];
  editing: MarkerDraft | null;
  onEdit: (id: string | null) => void;
  onChange: (id: string, change: Partial<Pick<MarkerDraft, 'title'>> & { img?: string; x?: number; y?: number; lat?: number; lng?: number }) => void;
  /** The map is geo-calibrated: markers are placed by latitude and longitude. */
  calibrated: boolean;
  onAddAt: (point: { lat: number; lng: number }) => void;
  onDelete: (id: string) => void;
  onAddAtCentre: () => void;
  images: readonly string[];
  defaultImage: string;
  onDefaultImage: (img: string) => void;
  onUpload: (file: File) => void;
  uploading: boolean;
  /**
   * The layer and floor controls of a marker, by its id on the map; a new marker's temporary id
   * is listed until the save gives it its record's id.
   */
  placement?: (markerId: string) => ReactNode;
}

/**
 * Marker-edit mode: a click on the preview adds a marker (with the default image); while a
 * marker is being edited a click moves it there; markers can be dragged. Each marker is a
 * record of the map with a location; the panel edits its title, image and place, or deletes it.
 */
export function MarkerPanel(props: MarkerPanelProps) {
  const { drafts, editing, onEdit, onChange, onDelete, onAddAtCentre, images, defaultImage, onDefaultImage, onUpload, uploading, calibrated, onAddAt } = props;
  const ids = { title: useId(), x: useId(), y: useId(), upload: useId() };
  const point = editing?.location.svgPoint;

  return (
    <section className="admin-marker-panel" aria-label="Marker editing">
      <p className="admin-muted">
        {editing ? 'Click the map to move this marker there, or drag it. Press Done (or Escape) to add more markers.' : 'Click the map to add a marker; drag a marker to move it; click a marker to edit it.'}
      </p>
      {!editing && <button type="button" onClick={onAddAtCentre}>Add a marker in the middle of the view</button>}
      {!editing && calibrated && <CoordinateForm legend="Add a marker at coordinates" submitLabel="Add marker" onSubmit={onAddAt} />}
      {editing && (
        <fieldset className="admin-option-group" aria-label={`Marker ${editing.markerId}`}>
          <legend>Marker {editing.markerId}</legend>
          <div className="admin-field">
            <label htmlFor={ids.title}>Marker title</label>
            <input id={ids.title} value={editing.title} onChange={(event) => onChange(editing.markerId, { title: event.target.value })} />
          </div>
          {calibrated && (
            <CoordinateForm key={`${editing.markerId}-${editing.location.geoPoint?.lat}-${editing.location.geoPoint?.lng}`} legend="Marker coordinates" submitLabel="Move marker"
              initial={editing.location.geoPoint} onSubmit={(geo) => onChange(editing.markerId, geo)} />
          )}
          {point && (
            <div className="admin-row">
              <label htmlFor={ids.x}>X</label>
              <input id={ids.x} type="number" step="any" key={`x-${point.x}`} defaultValue={Number(point.x.toFixed(2))}
                onBlur={(event) => { const x = Number(event.target.value); if (event.target.value !== '' && Number.isFinite(x)) onChange(editing.markerId, { x }); }} />
              <label htmlFor={ids.y}>Y</label>
              <input id={ids.y} type="number" step="any" key={`y-${point.y}`} defaultValue={Number(point.y.toFixed(2))}
                onBlur={(event) => { const y = Number(event.target.value); if (event.target.value !== '' && Number.isFinite(y)) onChange(editing.markerId, { y }); }} />
            </div>
          )}
          <ImageChoices legend="Marker image" images={images} value={editing.location.img} onChange={(img) => onChange(editing.markerId, { img })} />
          {props.placement?.(editing.markerId)}
          <span className="admin-row">
            <button type="button" onClick={() => onEdit(null)}>Done</button>
            <button type="button" className="admin-danger" onClick={() => onDelete(editing.markerId)}>Delete marker</button>
          </span>
        </fieldset>
      )}
      <div className="admin-field">
        <label htmlFor={ids.upload}>Upload a marker image</label>
        <input id={ids.upload} type="file" accept=".png,.jpg,.jpeg,.gif,.webp,.svg,image/*" disabled={uploading}
          onChange={(event) => { const file = event.target.files?.[0]; event.target.value = ''; if (file) onUpload(file); }} />
      </div>
      <ImageChoices legend="Default marker image" images={images} value={defaultImage} onChange={onDefaultImage} />
      <h3>Markers ({drafts.length})</h3>
      {drafts.length === 0 ? <p className="admin-muted">No markers yet.</p> : (
        <ul className="admin-results" aria-label="Markers">
          {drafts.map((draft) => (
            <li key={draft.markerId}>
              <button type="button" aria-pressed={draft.markerId === editing?.markerId} onClick={() => onEdit(draft.markerId)}>
                {draft.title || draft.markerId}
              </button>
            </li>
          ))}
        </ul>
      )}
    </section>
  );
}
