import { useEffect, useId, useRef, useState, type KeyboardEvent } from 'react';
import { createPortal } from 'react-dom';
import type { ImageValue } from '../../../domain/index';
import { mediaApi, type MediaImage } from '../../data/index';
import { imageValueOf, MEDIA_PAGE_SIZE, pageCount, togglePick } from './mediaPicker';

/** Wait after the last key before the search is sent, so typing a name is one request. */
const SEARCH_DELAY_MS = 250;

interface MediaPickerProps {
  /** Adds the picked images to the gallery. */
  onPick: (images: ImageValue[]) => void;
  onClose: () => void;
}

/**
 * The media picker: the site's uploaded images, newest first, searchable by name and paged;
 * each is a checkbox so the whole dialog works from the keyboard (Tab, Space, Enter on the
 * buttons, Escape closes). Rendered in a portal so it sits above the record dialog and its
 * search field cannot submit the record form.
 */
export function MediaPicker({ onPick, onClose }: MediaPickerProps) {
  const headingId = useId();
  const searchRef = useRef<HTMLInputElement>(null);
  const [typed, setTyped] = useState('');
  const [search, setSearch] = useState('');
  const [page, setPage] = useState(1);
  const [picked, setPicked] = useState<MediaImage[]>([]);
  const list = mediaApi.useListMediaQuery({ search, page, perpage: MEDIA_PAGE_SIZE });
  const pages = pageCount(list.data?.total ?? 0);

  useEffect(() => { searchRef.current?.focus(); }, []);
  useEffect(() => {
    const timer = setTimeout(() => {
      setSearch(typed.trim());
      setPage(1);
    }, SEARCH_DELAY_MS);
    return () => clearTimeout(timer);
  }, [typed]);

  const onKeyDown = (event: KeyboardEvent) => {
    // The record dialog underneath listens for Escape and Enter too: this dialog answers them.
    event.stopPropagation();
    if (event.key === 'Escape') {
      event.preventDefault();
      onClose();
    }
  };
  const add = () => {
    onPick(picked.map(imageValueOf));
    onClose();
  };

  return createPortal(
    <div className="admin-dialog-backdrop admin-media-backdrop">
      <div className="admin-dialog admin-media-picker" role="dialog" aria-modal="true" aria-labelledby={headingId} onKeyDown={onKeyDown}>
        <h3 id={headingId}>Media library</h3>
        <input ref={searchRef} type="search" aria-label="Search images by name" placeholder="Search by name" value={typed}
          onChange={(event) => setTyped(event.target.value)}
          onKeyDown={(event) => { if (event.key === 'Enter') { event.preventDefault(); setSearch(typed.trim()); setPage(1); } }} />
        {list.isError && <p role="alert" className="admin-error">The media library could not be loaded.</p>}
        {list.isFetching && !list.data && <p role="status">Loading images…</p>}
        {list.data && list.data.images.length === 0 && <p role="status">{search ? `No images named like "${search}".` : 'No images have been uploaded yet.'}</p>}
        <ul className="admin-media-grid" aria-label="Images">
          {list.data?.images.map((image) => {
            const checked = picked.some((entry) => entry.id === image.id);
            return (
              <li key={image.id} className={checked ? 'picked' : undefined}>
                <label>
                  <input type="checkbox" checked={checked} onChange={() => setPicked((current) => togglePick(current, image))} />
                  <img src={image.thumbnail} alt="" width={96} height={96} />
                  <span>{image.name}</span>
                </label>
              </li>
            );
          })}
        </ul>
        <div className="admin-row" role="group" aria-label="Pages">
          <button type="button" disabled={page <= 1} onClick={() => setPage(page - 1)}>Previous page</button>
          <span aria-live="polite">Page {page} of {pages}</span>
          <button type="button" disabled={page >= pages} onClick={() => setPage(page + 1)}>Next page</button>
        </div>
        <div className="admin-form-buttons">
          <button type="button" disabled={picked.length === 0} onClick={add}>Add {picked.length} {picked.length === 1 ? 'image' : 'images'}</button>
          <button type="button" onClick={onClose}>Cancel</button>
        </div>
      </div>
    </div>,
    document.body,
  );
}
