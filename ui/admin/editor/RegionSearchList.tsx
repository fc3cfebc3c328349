import { useId, useState } from 'react';
import { searchRegions, type RegionChoice } from './regionEdits';

/** How many regions the list shows before asking for a narrower search. */
const LIST_LIMIT = 50;

interface RegionSearchListProps {
  regions: readonly RegionChoice[];
  selectedId: string | null;
  onSelect: (id: string) => void;
}

/**
 * A searchable list of the map's regions (title or id), for admins who cannot or would rather
 * not click the preview; the region-edit and data-edit modes share it.
 */
export function RegionSearchList({ regions, selectedId, onSelect }: RegionSearchListProps) {
  const [search, setSearch] = useState('');
  const searchId = useId();
  const found = searchRegions(regions, search);
  return (
    <>
      <label htmlFor={searchId}>Find a region</label>
      <input id={searchId} type="search" value={search} onChange={(event) => setSearch(event.target.value)} placeholder="Title or id" />
      <ul className="admin-results" aria-label="Regions found">
        {found.slice(0, LIST_LIMIT).map((region) => (
          <li key={region.id}>
            <button type="button" aria-pressed={region.id === selectedId} onClick={() => onSelect(region.id)}>{region.title} ({region.id})</button>
          </li>
        ))}
      </ul>
      {found.length === 0 && <p className="admin-muted">No region matches "{search}".</p>}
      {found.length > LIST_LIMIT && <p className="admin-muted">{found.length - LIST_LIMIT} more: type more of the name.</p>}
    </>
  );
}
