import type { MapAnswer } from '../../domain/index';

/**
 * The origin of the server the viewer's script came from, when that is not the page's own: a
 * map embedded on another site asks the server it was loaded from for everything (its options,
 * records, marker feed, files), never the host page. Null on the server's own pages (and
 * outside a browser), where the server's addresses stay as they are.
 */
export function foreignServerOrigin(scriptUrl: string = import.meta.url, pageOrigin: string | undefined = globalThis.location?.origin): string | null {
  let origin: string;
  try {
    origin = new URL(scriptUrl).origin;
  } catch {
    return null;
  }
  if (!/^https?:/.test(origin) || origin === pageOrigin) return null;
  return origin;
}

/**
 * The origin of the server this viewer's script came from (the page's own on the server's
 * pages). Null outside a browser.
 */
export function viewerServerOrigin(scriptUrl: string = import.meta.url, pageOrigin: string | undefined = globalThis.location?.origin): string | null {
  return foreignServerOrigin(scriptUrl, pageOrigin) ?? pageOrigin ?? null;
}

/**
 * Whether this viewer shows the map of an element: one naming its server (`data-server`) is
 * that server's viewer's; one naming none is the first viewer's to claim it (the element then
 * names that viewer's server, so a viewer of another server on the page leaves it alone).
 */
export function claimMapElement(element: HTMLElement, origin: string | null, pageUrl: string | undefined = globalThis.location?.href): boolean {
  const named = element.dataset.server;
  if (named === undefined || named === '') {
    if (origin) element.dataset.server = origin;
    return true;
  }
  try {
    return new URL(named, pageUrl).origin === origin;
  } catch {
    return false;
  }
}

/**
 * A server address (`/wp-json/…`, `/maps/…`, `/uploads/…`) as the page must ask for it: on the
 * viewer's server. Full addresses and relative ones are left as they are.
 */
export function onViewerServer(address: string, origin: string | null = foreignServerOrigin()): string {
  if (!origin || !address.startsWith('/') || address.startsWith('//')) return address;
  return `${origin}${address}`;
}

/**
 * A stored map's answer with its file's address on the viewer's server, so the file is fetched
 * (and the poster drawn) from there on another site's page.
 */
export function answerOnViewerServer(answer: MapAnswer, origin: string | null = foreignServerOrigin()): MapAnswer {
  const { source } = answer.map.options;
  if (!origin || typeof source !== 'string') return answer;
  const onServer = onViewerServer(source, origin);
  if (onServer === source) return answer;
  return { ...answer, map: { ...answer.map, options: { ...answer.map.options, source: onServer } } };
}
