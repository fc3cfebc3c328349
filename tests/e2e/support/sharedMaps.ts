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

async function listMapIds(url: string, session: AdminSession): Promise<number[]> {
  const response = await fetch(`${url}${API}/maps?perpage=0`, { headers: { cookie: session.cookie, 'x-wp-nonce': session.nonce } });
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
  private session: AdminSession | null = null;
  private constructor(private readonly url: string, private readonly kept: ReadonlySet<number>) {}

  /** Notes the maps `url`'s server has now, as the ones to keep. */
  static async record(url: string): Promise<SharedMaps> {
    const session = await logInByApi(url);
    const shared = new SharedMaps(url, new Set(await listMapIds(url, session)));
    shared.session = session;
    return shared;
  }

  /** Deletes every map added since {@link record}, drafts included. */
  async removeAdded(): Promise<void> {
    this.session ??= await logInByApi(this.url);
    const session = this.session;
    const added = (await listMapIds(this.url, session)).filter((id) => !this.kept.has(id));
    for (const id of added) {
      const response = await fetch(`${this.url}${API}/maps/${id}`, { method: 'DELETE', headers: { cookie: session.cookie, 'x-wp-nonce': session.nonce } });
      if (!response.ok && response.status !== 404) throw new Error(`Deleting map ${id} answered ${response.status}`);
    }
  }
}
