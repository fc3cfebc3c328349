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
  // Only a changed search goes back to page 1: a timer started on opening would undo a quick
  // click on the next page.
  useEffect(() => {
    const next = typed.trim();
    if (next === search) return undefined;
    const timer = setTimeout(() => {
      setSearch(next);
      setPage(1);
    }, SEARCH_DELAY_MS);
    return () => clearTimeout(timer);
  }, [typed, search]);

  // Escape closes the picker wherever focus is (even on the page behind after a click on the
  // backdrop), and only the picker: caught on the way down, before the record dialog sees it.
  useEffect(() => {
    const onEscape = (event: globalThis.KeyboardEvent) => {
      if (event.key !== 'Escape') return;
      event.preventDefault();
      event.stopPropagation();
      onClose();
    };
    document.addEventListener('keydown', onEscape, true);
    return () => document.removeEventListener('keydown', onEscape, true);
  }, [onClose]);

  // The record dialog underneath answers Enter with Ctrl (save): keys pressed here stay here.
  const onKeyDown = (event: KeyboardEvent) => event.stopPropagation();
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
          {/* aria-disabled rather than disabled: a disabled button drops the keyboard focus to
              the page behind the dialog when the last page is reached. */}
          <button type="button" aria-disabled={page <= 1} onClick={() => setPage(Math.max(1, page - 1))}>Previous page</button>
          <span aria-live="polite">Page {page} of {pages}</span>
          <button type="button" aria-disabled={page >= pages} onClick={() => setPage(Math.min(pages, page + 1))}>Next page</button>
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
