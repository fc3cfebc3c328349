import { useId, useState } from 'react';
import { mapsApi, type MapRecord } from '../../data/index';
import type { AdminSession } from '../session';
import { formatRoute } from '../route';
import { NewMapPanel } from './NewMapPanel';

interface MapRowProps {
  map: MapRecord;
  onError: (message: string) => void;
  onNotice: (message: string) => void;
}

/** One map: title linking to its editor, status switch, copy and delete. */
function MapRow({ map, onError, onNotice }: MapRowProps) {
  const [updateMap] = mapsApi.useUpdateMapMutation();
  const [copyMap] = mapsApi.useCopyMapMutation();
  const [deleteMap] = mapsApi.useDeleteMapMutation();
  const titleId = useId();
  const run = (action: Promise<unknown>, message: string) => { action.catch(() => onError(message)); };

  // A copy is a new map, so it starts as a draft (the server decides); the notice says so
  // because the list would otherwise show a second row with nothing to tell the admin why.
  const copy = () => {
    copyMap({ id: map.id, title: `${map.title} (copy)` }).unwrap().then(
      (created) => onNotice(`"${created.title}" was created as a draft: visitors see it once you publish it.`),
      () => onError('The map could not be copied.'),
    );
  };

  const remove = () => {
    if (!window.confirm(`Delete the map "${map.title}" and its records?`)) return;
    run(deleteMap(map.id).unwrap(), 'The map could not be deleted.');
  };

  return (
    <tr>
      <td>{map.id}</td>
      <td id={titleId}><a href={formatRoute({ view: 'editor', mapId: map.id })}>{map.title}</a></td>
      <td>
        <select aria-label={`Status of ${map.title}`} value={map.status === 1 ? '1' : '0'}
          onChange={(event) => run(updateMap({ id: map.id, status: Number(event.target.value) }).unwrap(), 'The status could not be saved.')}>
          <option value="1">Published</option>
          <option value="0">Draft</option>
        </select>
      </td>
      <td><code>{`[mapsvg id="${map.id}"]`}</code></td>
      <td className="admin-actions">
        <a href={formatRoute({ view: 'records', mapId: map.id })}>Records</a>
        <button type="button" aria-describedby={titleId} onClick={copy}>Copy</button>
        <button type="button" aria-describedby={titleId} className="admin-danger" onClick={remove}>Delete</button>
      </td>
    </tr>
  );
}

/** The maps table with the new-map panel. */
export function MapsList({ session, onOpen }: { session: AdminSession; onOpen: (mapId: number) => void }) {
  const { data, isLoading, isError } = mapsApi.useListMapsQuery({ page: 1, perpage: 0 });
  const [error, setError] = useState<string | null>(null);
  const [notice, setNotice] = useState('');
  return (
    <>
      <h2>Maps</h2>
      {error && <p role="alert" className="admin-error">{error}</p>}
      <p role="status">{notice}</p>
      <NewMapPanel session={session} onCreated={onOpen} />
      {isLoading && <p role="status">Loading maps…</p>}
      {isError && <p role="alert" className="admin-error">The maps could not be loaded.</p>}
      {data && (
        <table className="admin-table">
          <thead><tr><th scope="col">ID</th><th scope="col">Title</th><th scope="col">Status</th><th scope="col">Shortcode</th><th scope="col">Actions</th></tr></thead>
          <tbody>{data.records.map((map) => <MapRow key={map.id} map={map} onError={setError} onNotice={setNotice} />)}</tbody>
        </table>
      )}
    </>
  );
}
