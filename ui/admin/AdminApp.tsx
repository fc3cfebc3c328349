import { useMemo, useState } from 'react';
import { Provider } from 'react-redux';
import { createDataStore } from '../data/index';
import { adminFetch, type AdminSession } from './session';
import { useRoute } from './useRoute';
import { formatRoute, isMapScreen, type AdminRoute, type MapScreenName } from './route';
import { ContactFormScreens } from './contactForms/ContactFormScreens';
import { MapsList } from './maps/MapsList';
import { MapScreens } from './MapScreens';

const SCREEN_LABELS: Array<[MapScreenName, string]> = [
  ['editor', 'Map editor'], ['records', 'Records'], ['regions', 'Regions'], ['schema', 'Form builder'], ['import', 'Import / export'],
];

/** The navigation: the maps list, and the screens of the map being worked on. */
function AdminNav({ route }: { route: AdminRoute }) {
  return (
    <nav className="admin-nav" aria-label="Admin">
      <a href={formatRoute({ view: 'maps' })} aria-current={route.view === 'maps' ? 'page' : undefined}>Maps</a>
      <a href={formatRoute({ view: 'contact-forms' })} aria-current={route.view === 'contact-forms' ? 'page' : undefined}>Contact forms</a>
      {isMapScreen(route) && SCREEN_LABELS.map(([view, label]) => (
        <a key={view} href={formatRoute({ view, mapId: route.mapId })} aria-current={route.view === view ? 'page' : undefined}>{label}</a>
      ))}
    </nav>
  );
}

/** The admin shell: who is logged in, log out, navigation and the current screen. */
export function AdminApp({ session }: { session: AdminSession }) {
  const store = useMemo(() => createDataStore(), []);
  const [route, go] = useRoute();
  const [error, setError] = useState<string | null>(null);

  const logout = async () => {
    try {
      await adminFetch(session, 'auth/logout', { method: 'POST' });
      window.location.assign('/admin/login');
    } catch (reason) {
      setError(reason instanceof Error ? reason.message : String(reason));
    }
  };

  return (
    <Provider store={store}>
      <div className="admin-shell">
        <header className="admin-header">
          <h1>Map Studio admin</h1>
          <p className="admin-user">Signed in as <strong>{session.username}</strong></p>
          <button type="button" onClick={logout}>Log out</button>
        </header>
        <AdminNav route={route} />
        <main className="admin-main">
          {error && <p role="alert" className="admin-error">{error}</p>}
          {route.view === 'maps' && <MapsList session={session} onOpen={(mapId) => go({ view: 'editor', mapId })} />}
          {isMapScreen(route) && <MapScreens key={route.mapId} route={route} session={session} />}
          {route.view !== 'maps' && !isMapScreen(route) && <ContactFormScreens route={route} session={session} />}
        </main>
      </div>
    </Provider>
  );
}
