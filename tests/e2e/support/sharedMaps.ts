import { logInByApi, type Admin } from './server';

const API = '/wp-json/mapsvg/v1';

/** The ids of every map, drafts included; null when the session is no longer valid. */
async function listMapIds(url: string, admin: Admin): Promise<number[] | null> {
  const response = await fetch(`${url}${API}/maps?perpage=0`, { headers: admin.headers });
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
  private constructor(private readonly url: string, private admin: Admin, private readonly kept: ReadonlySet<number>) {}

  /** Notes the maps `url`'s server has now, as the ones to keep. */
  static async record(url: string): Promise<SharedMaps> {
    const admin = await logInByApi(url);
    const ids = await listMapIds(url, admin);
    if (!ids) throw new Error('The e2e admin\'s new session was refused');
    return new SharedMaps(url, admin, new Set(ids));
  }

  /** Deletes every map added since {@link record}, drafts included. */
  async removeAdded(): Promise<void> {
    let ids = await listMapIds(this.url, this.admin);
    // A spec may have ended the admin's sessions (a password change, a log-out everywhere).
    if (!ids) {
      this.admin = await logInByApi(this.url);
      ids = await listMapIds(this.url, this.admin);
      if (!ids) throw new Error('The e2e admin\'s new session was refused');
    }
    for (const id of ids.filter((mapId) => !this.kept.has(mapId))) {
      const response = await fetch(`${this.url}${API}/maps/${id}`, { method: 'DELETE', headers: this.admin.headers });
      if (!response.ok && response.status !== 404) throw new Error(`Deleting map ${id} answered ${response.status}`);
    }
  }
}
