import { useId, useRef, useState } from 'react';
import { useStore } from 'react-redux';
import { normalizeImage, type ImageValue } from '../../../domain/index';
import { ServiceError, uploadMediaImage, type DataStore } from '../../data/index';
import type { FieldEditorProps } from './fieldEditorProps';
import { MediaPicker } from './MediaPicker';
import { describeSizes, imageValueOf } from './mediaPicker';

function images(value: unknown): ImageValue[] {
  return Array.isArray(value) ? value.filter((item): item is ImageValue => typeof item === 'object' && item !== null && typeof (item as ImageValue).full === 'string') : [];
}

/**
 * An image gallery: add images by upload (the server makes the thumbnail and medium sizes), from
 * the site's media library, or by address; caption them, remove them. Sizes the upload did not
 * produce fall back to the full image (spec 3).
 */
export function ImageEditor({ field, value, onChange }: FieldEditorProps) {
  const store = useStore() as DataStore;
  const list = images(value);
  const [address, setAddress] = useState('');
  const [status, setStatus] = useState<{ kind: 'status' | 'alert'; text: string } | null>(null);
  const [picking, setPicking] = useState(false);
  const pickButton = useRef<HTMLButtonElement>(null);
  const ids = { upload: useId(), url: useId() };

  const add = (added: ImageValue[]) => onChange([...list, ...added]);
  const upload = async (input: HTMLInputElement) => {
    const file = input.files?.[0];
    if (!file) return;
    setStatus({ kind: 'status', text: `Uploading ${file.name}…` });
    try {
      const stored = await uploadMediaImage(store.dispatch, file);
      add([imageValueOf(stored)]);
      setStatus({ kind: 'status', text: `${file.name} uploaded.` });
    } catch (reason) {
      setStatus({ kind: 'alert', text: `${file.name} was not uploaded: ${reason instanceof ServiceError ? reason.message : 'the upload failed.'}` });
    } finally {
      // The same file may be chosen again after a fix, which fires no change unless cleared.
      input.value = '';
    }
  };
  const closePicker = () => {
    setPicking(false);
    pickButton.current?.focus();
  };

  return (
    <fieldset className="admin-images" data-field={field.name}>
      <legend>{field.label || 'Images'}</legend>
      <ul className="admin-gallery" aria-label={`${field.label || 'Images'} gallery`}>
        {list.map((image, index) => (
          <li key={`${image.full}-${index}`}>
            <img src={image.thumbnail || image.full} alt={image.caption || ''} width={64} height={64} />
            <input aria-label={`Caption of image ${index + 1}`} value={image.caption ?? ''}
              onChange={(event) => onChange(list.map((item, at) => (at === index ? { ...item, caption: event.target.value } : item)))} />
            {describeSizes(image) && <span className="admin-image-sizes">{describeSizes(image)}</span>}
            <button type="button" onClick={() => onChange(list.filter((_item, at) => at !== index))}>Remove<span className="visually-hidden"> image {index + 1}</span></button>
          </li>
        ))}
      </ul>
      {status && <p role={status.kind} className={status.kind === 'alert' ? 'admin-error' : undefined}>{status.text}</p>}
      <label htmlFor={ids.upload}>{field.button_text || 'Browse...'}</label>
      <input id={ids.upload} type="file" accept="image/png,image/jpeg,image/gif,image/webp" onChange={(event) => void upload(event.currentTarget)} />
      <button ref={pickButton} type="button" onClick={() => setPicking(true)}>Choose from the media library</button>
      <label htmlFor={ids.url}>Image address</label>
      <input id={ids.url} type="url" value={address} onChange={(event) => setAddress(event.target.value)} />
      <button type="button" disabled={address.trim() === ''} onClick={() => { add([normalizeImage({ full: address.trim() })]); setAddress(''); }}>Add image</button>
      {picking && <MediaPicker onPick={add} onClose={closePicker} />}
    </fieldset>
  );
}
