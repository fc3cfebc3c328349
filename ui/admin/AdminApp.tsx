import { useEffect, useState } from 'react';
import { adminFetch, type AdminSession } from './session';

interface MapSummary {
  id: number;
  title: string;
  status: number;
}

/** The admin shell: who is logged in, log out, and the list of maps. */
export function AdminApp({ session }: { session: AdminSession }) {
  const [maps, setMaps] = useState<MapSummary[] | null>(null);
  const [error, setError] = useState<string | null>(null);

  useEffect(() => {
    adminFetch<{ maps: MapSummary[] }>(session, 'maps')
      .then((body) => setMaps(body.maps))
      .catch((reason: unknown) => setError(reason instanceof Error ? reason.message : String(reason)));
  }, [session]);

  const logout = async () => {
    try {
      await adminFetch(session, 'auth/logout', { method: 'POST' });
      window.location.assign('/admin/login');
    } catch (reason) {
      setError(reason instanceof Error ? reason.message : String(reason));
    }
  };

  return (
    <div className="admin-shell">
      <header className="admin-header">
        <h1>Map Studio admin</h1>
        <p className="admin-user">Signed in as <strong>{session.username}</strong></p>
        <button type="button" onClick={logout}>Log out</button>
      </header>
      <main className="admin-main">
        <h2>Maps</h2>
        {error && <p role="alert" className="admin-error">{error}</p>}
        {!maps && !error && <p role="status">Loading maps…</p>}
        {maps && (
          <table className="admin-table">
            <thead><tr><th scope="col">ID</th><th scope="col">Title</th><th scope="col">Status</th><th scope="col">Shortcode</th></tr></thead>
            <tbody>
              {maps.map((map) => (
                <tr key={map.id}>
                  <td>{map.id}</td>
                  <td>{map.title}</td>
                  <td>{map.status === 1 ? 'Published' : 'Draft'}</td>
                  <td><code>{`[mapsvg id="${map.id}"]`}</code></td>
                </tr>
              ))}
            </tbody>
          </table>
        )}
      </main>
    </div>
  );
}
