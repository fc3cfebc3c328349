import type { MapHandle, MountOptions } from './mount';

/** What one viewer (the script of one server) gives site scripts. */
export interface ViewerApi {
  mount(element: HTMLElement, options: MountOptions): MapHandle;
  getMap(id: number): MapHandle | undefined;
  /** The page's consent to third-party street maps (shared by every viewer through its event). */
  consent: unknown;
}

/** `window.MapSVG`: the first viewer's API, routed to the right server's viewer when a page has several. */
export interface ViewerGlobal extends ViewerApi {
  /** Each viewer on the page by its server's origin. */
  servers: Record<string, ViewerApi>;
}

function serverOfElement(element: HTMLElement, pageUrl: string | undefined): string | null {
  const named = element.dataset.server;
  if (!named) return null;
  try {
    return new URL(named, pageUrl).origin;
  } catch {
    return null;
  }
}

/**
 * Puts the viewer's API on the page as `window.MapSVG`. A page may load the viewer from two
 * servers (two maps of two Map Studio servers): the module runs once per server, so the second
 * one joins the first one's global instead of replacing it: `mount(element)` goes to the viewer
 * of the element's `data-server` (else the first), `getMap(id)` asks each viewer in turn, and
 * `MapSVG.servers[origin]` reaches one server's viewer.
 */
export function installViewerGlobal(target: { MapSVG?: unknown }, origin: string, api: ViewerApi, pageUrl: string | undefined = globalThis.location?.href): ViewerGlobal {
  const existing = target.MapSVG as Partial<ViewerGlobal> | undefined;
  if (existing?.servers) {
    existing.servers[origin] ??= api;
    return existing as ViewerGlobal;
  }
  const servers: Record<string, ViewerApi> = { [origin]: api };
  const global: ViewerGlobal = {
    ...api,
    servers,
    mount: (element, options) => (servers[serverOfElement(element, pageUrl) ?? ''] ?? api).mount(element, options),
    getMap: (id) => {
      for (const viewer of Object.values(servers)) {
        const map = viewer.getMap(id);
        if (map) return map;
      }
      return undefined;
    },
  };
  target.MapSVG = global;
  return global;
}
