import { E2E_ADMIN_PASSWORD } from './server';

const API = '/wp-json/mapsvg/v1';

interface AdminSession {
  cookie: string;
  nonce: string;
}

async function logInByApi(url: string): Promise<AdminSession> {
  const response = await fetch(`${url}${API}/auth/login`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ username: 'admin', password: E2E_ADMIN_PASSWORD }),
  });
  if (!response.ok) throw new Error(`The e2e admin could not log in: ${response.status} ${await response.text()}`);
  const cookie = response.headers.getSetCookie().map((entry) => entry.split(';')[0]).join('; ');
  const { nonce } = await response.json() as { nonce: string };
  return { cookie, nonce };
}

/** The ids of every map, drafts included; null when the session is no longer valid. */
async function listMapIds(url: string, session: AdminSession): Promise<number[] | null> {
  const response = await fetch(`${url}${API}/maps?perpage=0`, { headers: { cookie: session.cookie, 'x-wp-nonce': session.nonce } });
  if (response.status === 401 || response.status === 403) return null;
  if (!response.ok) throw new Error(`The maps list answered ${response.status}`);
  const { maps } = await response.json() as { maps: Array<{ id: number }> };
  return maps.map((map) => map.id);
}

/**
 * The maps a shared server started with. The demo page (`/`) shows every published map, so the
 * maps one spec file adds are taken away before the next file runs: otherwise every later
 * visit of the demo page loads them too, and each spec's time depends on what ran before it.
 */
export class SharedMaps {
  private constructor(private readonly url: string, private session: AdminSession, private readonly kept: ReadonlySet<number>) {}

  /** Notes the maps `url`'s server has now, as the ones to keep. */
  static async record(url: string): Promise<SharedMaps> {
    const session = await logInByApi(url);
    const ids = await listMapIds(url, session);
    if (!ids) throw new Error('The e2e admin\'s new session was refused');
    return new SharedMaps(url, session, new Set(ids));
  }

  /** Deletes every map added since {@link record}, drafts included. */
  async removeAdded(): Promise<void> {
    let ids = await listMapIds(this.url, this.session);
    // A spec may have ended the admin's sessions (a password change, a log-out everywhere).
    if (!ids) {
      this.session = await logInByApi(this.url);
      ids = await listMapIds(this.url, this.session);
      if (!ids) throw new Error('The e2e admin\'s new session was refused');
    }
    const session = this.session;
    const added = ids.filter((id) => !this.kept.has(id));
    for (const id of added) {
      const response = await fetch(`${this.url}${API}/maps/${id}`, { method: 'DELETE', headers: { cookie: session.cookie, 'x-wp-nonce': session.nonce } });
      if (!response.ok && response.status !== 404) throw new Error(`Deleting map ${id} answered ${response.status}`);
    }
  }
}
