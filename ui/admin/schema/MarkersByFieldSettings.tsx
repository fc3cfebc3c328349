import { useId, useState } from 'react';
import { useStore } from 'react-redux';
import { DEFAULT_MARKER_IMAGE, markerCategories, markerChoosingFields, type MarkerCategory, type SchemaField } from '../../../domain/index';
import { markerImageUrl } from '../../../engine/index';
import { uploadMarkerImage, type DataStore } from '../../data/index';
import { imageName } from '../editor/MarkerPanel';
import { uploadProblem } from '../editor/uploadProblem';

interface MarkersByFieldSettingsProps {
  location: SchemaField;
  /** Every field of the form being edited (the choosing field is one of them). */
  fields: readonly SchemaField[];
  onChange: (changes: Partial<SchemaField>) => void;
}

interface CategoryRowProps {
  category: MarkerCategory;
  images: readonly string[];
  onImage: (img: string) => void;
  onUpload: (file: File) => void;
}

/** One value of the choosing field: its marker as it will look, a choice of image and an upload. */
function CategoryRow({ category, images, onImage, onUpload }: CategoryRowProps) {
  const choiceId = useId();
  const uploadId = useId();
  return (
    <li className="admin-marker-category">
      <img src={markerImageUrl(category.img || DEFAULT_MARKER_IMAGE)} alt="" width={15} height={24} />
      <label htmlFor={choiceId}>{category.label}</label>
      <select id={choiceId} aria-label={`Marker image for ${category.label}`} value={category.img} onChange={(event) => onImage(event.target.value)}>
        <option value="">The record's own image</option>
        {images.map((img) => <option key={img} value={img}>{imageName(img)}</option>)}
      </select>
      <label htmlFor={uploadId} className="admin-muted">Upload</label>
      <input id={uploadId} type="file" accept="image/*" aria-label={`Upload a marker image for ${category.label}`}
        onChange={(event) => { const file = event.target.files?.[0]; if (file) onUpload(file); }} />
    </li>
  );
}

/**
 * The location field's "markers by field" setting: a field with options (say a category) and a
 * marker image per option, each shown as it will be drawn. Saving the form applies the images
 * to every stored record on the server; the visitor's legend lists the categories.
 */
export function MarkersByFieldSettings({ location, fields, onChange }: MarkersByFieldSettingsProps) {
  const store = useStore() as DataStore;
  const fieldId = useId();
  const [uploaded, setUploaded] = useState<string[]>([]);
  const [problem, setProblem] = useState<string | null>(null);
  const choosers = markerChoosingFields(fields);
  const images = location.markersByField ?? {};
  const categories = location.markersByFieldEnabled ? markerCategories(fields, location) : [];
  const choices = [...new Set([DEFAULT_MARKER_IMAGE, ...Object.values(images), ...uploaded].filter((img) => img !== ''))];

  const setImage = (value: string, img: string) => {
    const next = { ...images };
    if (img === '') delete next[value];
    else next[value] = img;
    onChange({ markersByField: next });
  };
  const upload = async (value: string, file: File) => {
    setProblem(null);
    try {
      const stored = await uploadMarkerImage(store.dispatch, file);
      setUploaded((current) => [...current, stored.path]);
      setImage(value, stored.path);
    } catch (reason) {
      setProblem(uploadProblem(reason));
    }
  };

  return (
    <fieldset className="admin-markers-by-field">
      <legend>Markers by field</legend>
      <label className="admin-check">
        <input type="checkbox" checked={location.markersByFieldEnabled === true}
          onChange={(event) => onChange({ markersByFieldEnabled: event.target.checked, markerField: location.markerField || choosers[0]?.name || '' })} />
        {' '}Marker image by field
      </label>
      {location.markersByFieldEnabled && (
        <>
          <div className="admin-field">
            <label htmlFor={fieldId}>Marker field</label>
            <select id={fieldId} value={location.markerField ?? ''} onChange={(event) => onChange({ markerField: event.target.value, markersByField: {} })}>
              {choosers.length === 0 && <option value="">No field with options</option>}
              {choosers.map((field) => <option key={field.name} value={field.name}>{field.label || field.name}</option>)}
            </select>
          </div>
          {problem && <p role="alert" className="admin-error">{problem}</p>}
          <ul className="admin-marker-categories" aria-label="Marker images">
            {categories.map((category) => (
              <CategoryRow key={category.value} category={category} images={choices}
                onImage={(img) => setImage(category.value, img)} onUpload={(file) => void upload(category.value, file)} />
            ))}
          </ul>
        </>
      )}
    </fieldset>
  );
}
