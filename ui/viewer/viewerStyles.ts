import { foreignServerOrigin } from './viewerServer';

/**
 * The viewer entry's stylesheet as the build names it (see `vite.config.ts`): its name carries
 * no hash, so the entry can link it on a page that loaded the script alone.
 */
const VIEWER_STYLESHEET = '/dist/assets/viewer.css';

/**
 * On another site's page, which loads the viewer's script alone, links the viewer's stylesheet
 * from the viewer's server and resolves once it applies (or failed to load: the maps still
 * mount), so the maps are measured with their styles. Null on the server's own pages, which
 * link it themselves, and when the page links it already.
 */
export function linkViewerStyles(origin: string | null = foreignServerOrigin(), doc: Document = document): Promise<void> | null {
  if (!origin) return null;
  const href = `${origin}${VIEWER_STYLESHEET}`;
  const links = Array.from(doc.querySelectorAll<HTMLLinkElement>('link[rel~="stylesheet"]'));
  if (links.some((link) => link.href === href)) return null;
  const link = doc.createElement('link');
  link.rel = 'stylesheet';
  link.href = href;
  const applied = new Promise<void>((resolve) => {
    link.addEventListener('load', () => resolve(), { once: true });
    link.addEventListener('error', () => {
      console.error(`MapSVG: the viewer's stylesheet ${href} could not be loaded`);
      resolve();
    }, { once: true });
  });
  doc.head.append(link);
  return applied;
}
