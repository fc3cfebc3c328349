import { useEffect, useId, useState, type FormEvent } from 'react';
import { mapsApi } from '../../data/index';
import type { AdminSession } from '../session';
import { listMapFiles, uploadMapFile, type MapFileList } from './mapFiles';

interface NewMapPanelProps {
  session: AdminSession;
  onCreated: (mapId: number) => void;
}

/** Creates a map from the bundled library or from an uploaded SVG. */
export function NewMapPanel({ session, onCreated }: NewMapPanelProps) {
  const [files, setFiles] = useState<MapFileList | null>(null);
  const [chosen, setChosen] = useState('');
  const [upload, setUpload] = useState<File | null>(null);
  const [error, setError] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);
  const [createMap] = mapsApi.useCreateMapMutation();
  const ids = { library: useId(), upload: useId() };

  useEffect(() => {
    listMapFiles(session).then(setFiles, () => setError('The map library could not be loaded.'));
  }, [session]);

  const create = async (source: string, title: string) => {
    // A new map is a draft: visitors see it once the admin publishes it (the editor's Publish tab).
    const map = await createMap({ title, status: 0, options: { source } }).unwrap();
    onCreated(map.id);
  };

  const fromLibrary = async (event: FormEvent) => {
    event.preventDefault();
    const file = [...(files?.library ?? []), ...(files?.uploads ?? [])].find((entry) => entry.path === chosen);
    if (!file) return setError('Choose a map from the library.');
    setBusy(true);
    setError(null);
    try {
      await create(file.path, file.title);
    } catch {
      setError('The map could not be created.');
    } finally {
      setBusy(false);
    }
  };

  const fromUpload = async (event: FormEvent) => {
    event.preventDefault();
    if (!upload) return setError('Choose an SVG file to upload.');
    setBusy(true);
    setError(null);
    try {
      const stored = await uploadMapFile(session, upload);
      await create(stored.path, upload.name.replace(/\.svg$/i, ''));
    } catch (reason) {
      setError(reason instanceof Error && reason.message ? reason.message : 'The map could not be created.');
    } finally {
      setBusy(false);
    }
  };

  return (
    <section className="admin-card" aria-labelledby={`${ids.library}-h`}>
      <h3 id={`${ids.library}-h`}>New map</h3>
      {error && <p role="alert" className="admin-error">{error}</p>}
      <form className="admin-inline-form" onSubmit={fromLibrary}>
        <label htmlFor={ids.library}>Map library</label>
        <select id={ids.library} value={chosen} onChange={(event) => setChosen(event.target.value)}>
          <option value="">Choose a map…</option>
          {files && <optgroup label="Bundled maps">
            {files.library.map((file) => <option key={file.path} value={file.path}>{file.title}{file.geo ? ' (geo-calibrated)' : ''}</option>)}
          </optgroup>}
          {files && files.uploads.length > 0 && <optgroup label="Uploaded maps">
            {files.uploads.map((file) => <option key={file.path} value={file.path}>{file.name}</option>)}
          </optgroup>}
        </select>
        <button type="submit" disabled={busy}>Create from library</button>
      </form>
      <form className="admin-inline-form" onSubmit={fromUpload}>
        <label htmlFor={ids.upload}>Upload an SVG map</label>
        <input id={ids.upload} type="file" accept=".svg,image/svg+xml" onChange={(event) => setUpload(event.target.files?.[0] ?? null)} />
        <button type="submit" disabled={busy}>Upload and create</button>
      </form>
    </section>
  );
}
