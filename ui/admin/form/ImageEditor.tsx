import { useId, useState } from 'react';
import { useStore } from 'react-redux';
import { normalizeImage, type ImageValue } from '../../../domain/index';
import { ServiceError, uploadMarkerImage, type DataStore } from '../../data/index';
import type { FieldEditorProps } from './FieldEditor';

function images(value: unknown): ImageValue[] {
  return Array.isArray(value) ? value.filter((item): item is ImageValue => typeof item === 'object' && item !== null && typeof (item as ImageValue).full === 'string') : [];
}

/**
 * An image gallery: add images by upload or by address, caption them, remove them. Sizes the
 * upload did not produce fall back to the full image (spec 3).
 */
export function ImageEditor({ field, value, onChange }: FieldEditorProps) {
  const store = useStore() as DataStore;
  const list = images(value);
  const [address, setAddress] = useState('');
  const ids = { upload: useId(), url: useId() };

  const add = (full: string) => onChange([...list, normalizeImage({ full })]);
  const upload = async (file: File | undefined) => {
    if (!file) return;
    try {
      const stored = await uploadMarkerImage(store.dispatch, file);
      add(`/${stored.path}`);
    } catch (reason) {
      window.alert(reason instanceof ServiceError ? reason.message : 'The image could not be uploaded.');
    }
  };

  return (
    <fieldset className="admin-images" data-field={field.name}>
      <legend>{field.label || 'Images'}</legend>
      <ul className="admin-gallery">
        {list.map((image, index) => (
          <li key={`${image.full}-${index}`}>
            <img src={image.thumbnail || image.full} alt={image.caption || ''} width={64} height={64} />
            <input aria-label={`Caption of image ${index + 1}`} value={image.caption ?? ''}
              onChange={(event) => onChange(list.map((item, at) => (at === index ? { ...item, caption: event.target.value } : item)))} />
            <button type="button" onClick={() => onChange(list.filter((_item, at) => at !== index))}>Remove<span className="visually-hidden"> image {index + 1}</span></button>
          </li>
        ))}
      </ul>
      <label htmlFor={ids.upload}>{field.button_text || 'Browse...'}</label>
      <input id={ids.upload} type="file" accept="image/png,image/jpeg,image/gif,image/webp" onChange={(event) => void upload(event.target.files?.[0])} />
      <label htmlFor={ids.url}>Image address</label>
      <input id={ids.url} type="url" value={address} onChange={(event) => setAddress(event.target.value)} />
      <button type="button" disabled={address.trim() === ''} onClick={() => { add(address.trim()); setAddress(''); }}>Add image</button>
    </fieldset>
  );
}
