import type { ApiConfig } from './apiClient';

/** The notice that replaces a contact form placed inside another form. */
const WRONG_PLACE_NOTICE = 'Error: This contact form is placed in the wrong place.';

/** The namespace used when a page names only the REST root. */
const defaultNamespace = 'contact-form-7/v1';

/** Every contact-form container on the page. */
export function findContactForms(root: ParentNode): HTMLElement[] {
  return Array.from(root.querySelectorAll<HTMLElement>('.wpcf7'));
}

/** A form nested in another form cannot submit on its own, so it is not enhanced. */
export function isPlacedInsideAnotherForm(container: Element): boolean {
  return Boolean(container.parentElement?.closest('form'));
}

/** Replaces a misplaced form with CF7's notice: `<p class="wpcf7-form-in-wrong-place"><strong>Error:</strong> …</p>`. */
export function replaceWithWrongPlaceNotice(container: Element): void {
  const notice = container.ownerDocument.createElement('p');
  notice.className = 'wpcf7-form-in-wrong-place';
  notice.setAttribute('role', 'alert');
  const strong = container.ownerDocument.createElement('strong');
  strong.textContent = 'Error:';
  notice.append(strong, WRONG_PLACE_NOTICE.slice('Error:'.length));
  container.replaceWith(notice);
}

/**
 * The browser features the widget relies on; the names of the missing ones are returned so
 * they can be logged, and the form is then left as a plain HTML form.
 */
export function checkCapabilities(scope: Window & typeof globalThis): string[] {
  const missing: string[] = [];
  if (typeof scope.fetch !== 'function') missing.push('no support for fetch');
  if (typeof scope.FormData !== 'function') missing.push('no support for FormData');
  if (typeof scope.NodeList?.prototype.forEach !== 'function') missing.push('no support for NodeList.forEach');
  if (typeof String.prototype.replaceAll !== 'function') missing.push('no support for String.replaceAll');
  return missing;
}

/** CF7's page global, `window.wpcf7`, as far as the widget reads it. */
interface Wpcf7Global {
  api?: Partial<ApiConfig>;
  [key: string]: unknown;
}

/** The REST root and namespace a page rendered by our server carries (meta or data attributes). */
interface RenderedApiConfig {
  readonly root?: string | null;
  readonly namespace?: string | null;
}

/** Outcome of {@link resolvePageConfig}: the global to install, or the error CF7 logs. */
type PageConfigResult =
  | { readonly ok: true; readonly global: Wpcf7Global & { api: ApiConfig } }
  | { readonly ok: false; readonly error: string };

/**
 * Decides the `wpcf7` global. CF7 pages define `window.wpcf7 = { api: { root, namespace } }`
 * in an inline script; our pages allow no inline scripts, so the server renders the root into
 * a `<meta name="wpcf7-api-root">` or the container's `data-wpcf7-api-root`, and the bundle sets
 * the global up from it before enhancing. A global a site already defined wins (its other keys
 * are kept). With neither, the capability check fails as in CF7: `wpcf7 is not defined.` or
 * `wpcf7.api is not defined.`, and no form is enhanced.
 */
export function resolvePageConfig(existing: unknown, rendered: RenderedApiConfig): PageConfigResult {
  const global = (existing !== null && typeof existing === 'object' ? existing : undefined) as Wpcf7Global | undefined;
  const api = global?.api;
  if (typeof api?.root === 'string' && api.root !== '') {
    return { ok: true, global: { ...global, api: { root: api.root, namespace: api.namespace ?? defaultNamespace } } };
  }
  if (typeof rendered.root === 'string' && rendered.root !== '') {
    return { ok: true, global: { ...(global ?? {}), api: { root: rendered.root, namespace: rendered.namespace || defaultNamespace } } };
  }
  return { ok: false, error: global === undefined ? 'wpcf7 is not defined.' : 'wpcf7.api is not defined.' };
}

/** Reads the REST root the server rendered into the page: a meta tag, else the first form's data attributes. */
export function readRenderedApiConfig(doc: Document): RenderedApiConfig {
  const meta = (name: string) => doc.querySelector<HTMLMetaElement>(`meta[name="${name}"]`)?.content ?? null;
  const container = doc.querySelector<HTMLElement>('.wpcf7[data-wpcf7-api-root]');
  return {
    root: meta('wpcf7-api-root') ?? container?.dataset.wpcf7ApiRoot ?? null,
    namespace: meta('wpcf7-api-namespace') ?? container?.dataset.wpcf7ApiNamespace ?? null,
  };
}
