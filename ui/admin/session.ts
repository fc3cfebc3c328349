/** The logged-in admin as the server rendered it into the page. */
export interface AdminSession {
  username: string;
  nonce: string;
}

function readMeta(root: Document, name: string): string {
  return root.querySelector<HTMLMetaElement>(`meta[name="${name}"]`)?.content ?? '';
}

/** Reads the admin's user name and nonce from the page's meta tags. */
export function readAdminSession(root: Document): AdminSession {
  return { username: readMeta(root, 'mapsvg-user'), nonce: readMeta(root, 'mapsvg-nonce') };
}

/** Calls the REST API as the admin: the nonce header goes with every call. */
export async function adminFetch<T>(session: AdminSession, path: string, init: RequestInit = {}): Promise<T> {
  const headers = new Headers(init.headers);
  headers.set('X-WP-Nonce', session.nonce);
  headers.set('Accept', 'application/json');
  const response = await fetch(`/wp-json/mapsvg/v1/${path}`, { ...init, headers, credentials: 'same-origin' });
  const body = response.status === 204 ? null : await response.json();
  if (!response.ok) {
    const message = (body as { message?: string } | null)?.message ?? `HTTP ${response.status}`;
    throw new Error(message);
  }
  return body as T;
}
